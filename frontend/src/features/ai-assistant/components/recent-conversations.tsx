import { MessagesSquare } from 'lucide-react';
import { REPLY_CATEGORY_LABELS, type Conversation } from '@pathwise/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Spec section 9: the side list shows the 5 most recent conversations. */
export const RECENT_CONVERSATIONS = 5;

interface RecentConversationsProps {
  conversations: Conversation[] | undefined;
  isLoading: boolean;
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
}

export function RecentConversations({ conversations, isLoading, selectedId, onSelect }: RecentConversationsProps) {
  const recent = (conversations ?? []).slice(0, RECENT_CONVERSATIONS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <MessagesSquare className="size-5" aria-hidden="true" />
            Recent Conversations
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">No conversations yet. Your drafts will appear here.</p>
        ) : (
          <ul className="space-y-2" aria-label="Recent conversations">
            {recent.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => onSelect(c)}
                  aria-current={selectedId === c.id ? 'true' : undefined}
                  className={cn(
                    'w-full rounded-lg border p-3 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    selectedId === c.id && 'border-primary bg-primary/5',
                  )}
                >
                  <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span>{REPLY_CATEGORY_LABELS[c.category] ?? c.type}</span>
                    <span>{formatDate(c.createdAt)}</span>
                  </span>
                  <span className="mt-1 line-clamp-2 block">{c.employerRequest}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
