import { Crown, Gauge, Target, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatCardsProps {
  matchCount: number;
  isPremium: boolean;
  progressScore: number;
  isLoading: boolean;
  onShowMatches: () => void;
}

function StatCard({
  label,
  icon,
  children,
  className,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex h-full flex-col gap-2 p-5', className)}>
      <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        <span>{label}</span>
        <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          {icon}
        </span>
      </div>
      {children}
    </Card>
  );
}

/** Career Matches, Account Type and Profile Completeness. */
export function StatCards({ matchCount, isPremium, progressScore, isLoading, onShowMatches }: StatCardsProps) {
  const score = Math.round(progressScore);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <button
        type="button"
        onClick={onShowMatches}
        className="rounded-xl text-left outline-none transition-transform hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <StatCard
          label="Career Matches"
          icon={<Target className="size-4" aria-hidden="true" />}
          className="hover:border-primary/40"
        >
          {isLoading ? (
            <Skeleton className="h-8 w-12" />
          ) : (
            <p className="text-3xl font-bold tabular-nums">{matchCount}</p>
          )}
          {/* while the figures load, no sentence about them: 'Take quiz to get matches' would be untrue for most */}
          {isLoading ? (
            <Skeleton className="h-5 w-36" />
          ) : (
            <p className="text-sm text-muted-foreground">
              {matchCount > 0 ? 'Great matches found' : 'Take quiz to get matches'}
            </p>
          )}
        </StatCard>
      </button>
      <StatCard
        label="Account Type"
        icon={
          isPremium ? (
            <Crown className="size-4" aria-hidden="true" />
          ) : (
            <UserRound className="size-4" aria-hidden="true" />
          )
        }
      >
        <p className="text-3xl font-bold">{isPremium ? 'Premium' : 'Free'}</p>
        <p className="text-sm text-muted-foreground">
          {isPremium ? 'All features unlocked' : 'Upgrade for more features'}
        </p>
      </StatCard>
      <StatCard label="Profile Completeness" icon={<Gauge className="size-4" aria-hidden="true" />}>
        {isLoading ? <Skeleton className="h-8 w-16" /> : <p className="text-3xl font-bold tabular-nums">{score}%</p>}
        <Progress value={isLoading ? 0 : score} aria-label="Profile completeness" />
        {isLoading ? (
          <Skeleton className="h-5 w-24" />
        ) : (
          <p className="text-sm text-muted-foreground">{score >= 100 ? 'Complete!' : 'Keep going!'}</p>
        )}
      </StatCard>
    </div>
  );
}
