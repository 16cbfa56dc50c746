import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseDraftRequest, ResponseDraftResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CONVERSATIONS_QUERY_KEY } from './query-keys';

/** POST /api/ai/response-draft: a reply drafted to the employer's message, stored as a conversation. */
export function generateDraft(body: ResponseDraftRequest): Promise<ResponseDraftResponse> {
  return apiJson<ResponseDraftResponse>('POST', '/api/ai/response-draft', body);
}

export function useGenerateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDraft,
    onSuccess: async () => {
      toast({ title: 'Response Generated', description: 'Your AI response draft is ready.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to generate response. Please try again.', variant: 'destructive' });
    },
  });
}
