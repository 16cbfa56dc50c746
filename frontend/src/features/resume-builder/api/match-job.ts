import { useMutation } from '@tanstack/react-query';
import type { ResumeMatchRequest, ResumeMatchResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

/** POST /api/resume/match (beyond the spec): the current resume matched against a pasted job description. */
export function matchJob(data: ResumeMatchRequest): Promise<ResumeMatchResponse> {
  return apiJson<ResumeMatchResponse>('POST', '/api/resume/match', data);
}

export function useMatchJob() {
  return useMutation({ mutationFn: matchJob });
}
