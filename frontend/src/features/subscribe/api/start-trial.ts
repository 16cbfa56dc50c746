import { useMutation } from '@tanstack/react-query';
import type { StartTrialResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

/** POST /api/subscription/trial: 7 days of Premium without a card, once per user (409 the second time). */
export function startTrial(): Promise<StartTrialResponse> {
  return apiJson<StartTrialResponse>('POST', '/api/subscription/trial');
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial });
}
