import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@pathwise/contracts';
import { useUser } from '@/lib/auth';
import { CONVERSATIONS_QUERY_KEY } from './query-keys';

/** GET /api/ai/conversations, newest first; fetched only for premium users (spec section 6). */
export function useConversations() {
  const { user } = useUser();
  return useQuery<Conversation[]>({ queryKey: CONVERSATIONS_QUERY_KEY, enabled: Boolean(user?.isPremium) });
}
