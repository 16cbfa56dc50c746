import { useMutation } from '@tanstack/react-query';
import { ClientSecretResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/get-or-create-subscription → the client secret of the user's one open subscription, and how to pay it:
 * `provider` 'stripe' with the publishable key for Stripe's Payment Element, or 'local' (test mode, no keys) for the
 * test-card form. The key comes with the secret, so one build of the app serves both modes.
 */
export async function createSubscription(): Promise<ClientSecretResponse | null> {
  // An answer without a usable client secret is the spec's 'Setup Error', not a failed call.
  const answer = ClientSecretResponse.safeParse(await apiJson<unknown>('POST', '/api/get-or-create-subscription'));
  return answer.success ? answer.data : null;
}

/** The page handles a 401 itself (spec: 'Please try again from the auth page.', then /auth). */
export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription, meta: { handlesUnauthorized: true } });
}
