import { useMutation } from '@tanstack/react-query';
import type { LocalConfirmRequest, LocalConfirmResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/billing/local/confirm (test mode): Stripe's documented test cards. 200 with the new status; 402 with
 * the decline message; 400 with field messages (an expired card, a bad CVC).
 */
export function confirmLocalPayment(data: LocalConfirmRequest): Promise<LocalConfirmResponse> {
  return apiJson<LocalConfirmResponse>('POST', '/api/billing/local/confirm', data);
}

export function useConfirmLocalPayment() {
  return useMutation({ mutationFn: confirmLocalPayment });
}
