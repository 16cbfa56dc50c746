import { ArrowRight, Crown, MessagesSquare, Mic } from 'lucide-react';
import { Link } from 'react-router-dom';
import { REPLY_CATEGORY_LABELS, type ReplyCategory } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import type { InterviewSummary } from '../../api/get-dashboard';
import { SummaryCard, SummaryData } from './summary-card';

/** Spec section 9: the score badge's threshold, and the dashboard's 5 recent conversations. */
const SCORE_BADGE_THRESHOLD = 70;
const RECENT_CONVERSATIONS = 5;
const RECENT_SESSIONS = 3;

interface InterviewSummaryProps {
  isPremium: boolean;
  interview: InterviewSummary | null;
  isLoading: boolean;
  /** The interview service did not answer: its notice instead of empty lists. */
  unavailable: boolean;
  onRetry: () => void;
}

/** The card's heading, for premium and free users alike. */
const HEADING = {
  testId: 'interview-summary',
  icon: Mic,
  title: 'Interview Practice',
  description: 'Your recent practice sessions and AI response drafts.',
};

/**
 * The overview's Interview Practice card. Premium: the latest sessions with their average score and the 5 recent
 * conversations (the server refuses both to free users, so a free user's page never asks). Free: what it is.
 */
export function InterviewSummaryCard({ isPremium, interview, isLoading, unavailable, onRetry }: InterviewSummaryProps) {
  if (!isPremium) {
    return (
      <SummaryCard {...HEADING}>
        <p className="text-sm text-muted-foreground">
          <Badge variant="secondary" className="mr-2">
            <Crown aria-hidden="true" />
            Premium
          </Badge>
          Practise interviews with scored answers and draft replies to employers with the AI Assistant.
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/pricing">
            See Premium
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </SummaryCard>
    );
  }
  const sessions = (interview?.recentSessions ?? []).slice(0, RECENT_SESSIONS);
  const conversations = (interview?.conversations ?? []).slice(0, RECENT_CONVERSATIONS);
  return (
    <SummaryCard {...HEADING}>
      <SummaryData
        section="interview"
        data={interview}
        isLoading={isLoading}
        unavailable={unavailable}
        onRetry={onRetry}
        placeholder={
          <div className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        }
      >
        {() => (
          <>
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Recent sessions</h3>
              {sessions.length === 0 ? (
                <p className="text-sm text-muted-foreground">No practice sessions yet.</p>
              ) : (
                <ul className="grid gap-1.5 text-sm" aria-label="Recent practice sessions">
                  {sessions.map((s) => (
                    <li key={s.id} className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <span className="min-w-0 break-words">
                        {s.careerPath}
                        <span className="text-muted-foreground">
                          {' '}
                          · {formatDate(s.completedAt ?? s.createdAt)} · {s.answeredCount} of {s.questionCount} answered
                        </span>
                      </span>
                      {s.averageScore !== null && (
                        <Badge variant={s.averageScore >= SCORE_BADGE_THRESHOLD ? 'default' : 'secondary'}>
                          {s.averageScore}/100
                        </Badge>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="grid gap-2">
              <h3 className="flex items-center gap-2 text-sm font-medium">
                <MessagesSquare className="size-4" aria-hidden="true" />
                Recent Conversations
              </h3>
              {conversations.length === 0 ? (
                <p className="text-sm text-muted-foreground">No conversations yet.</p>
              ) : (
                <ul className="grid gap-1.5 text-sm" aria-label="Recent conversations">
                  {conversations.map((c) => (
                    <li key={c.id} className="flex flex-wrap justify-between gap-x-3">
                      <span>{REPLY_CATEGORY_LABELS[c.category as ReplyCategory] ?? 'Other message'}</span>
                      <span className="text-muted-foreground">{formatDate(c.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </SummaryData>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/interview-practice">
            Go to Interview Practice
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/ai-assistant">
            Go to AI Assistant
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </SummaryCard>
  );
}
