import { queryOptions, useQuery } from '@tanstack/react-query';
import { CareerDetailResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

/** Keyed by the URL prefix, so a quiz retake can refresh every career at once (`['/api/careers']`). */
export const careerQueryKey = (code: string) => ['/api/careers', code] as const;

/** GET /api/careers/:code: one occupation with its details, scored against the user's latest quiz. */
export async function getCareer(code: string): Promise<CareerDetailResponse> {
  return CareerDetailResponse.parse(await apiJson<unknown>('GET', `/api/careers/${encodeURIComponent(code)}`));
}

export const careerQueryOptions = (code: string) =>
  queryOptions({ queryKey: careerQueryKey(code), queryFn: () => getCareer(code) });

/**
 * A career's details, fetched only when asked for (a match whose stored details are missing, once it is opened).
 */
export function useCareer(code: string | undefined, enabled: boolean) {
  return useQuery({ ...careerQueryOptions(code ?? ''), enabled: enabled && Boolean(code) });
}
