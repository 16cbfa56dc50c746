import { ArrowRight, Bookmark, BriefcaseBusiness, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { JobsSummary } from '../../api/get-dashboard';
import { SummaryCard, SummaryData } from './summary-card';

/**
 * The matches whose local market the card lists (the page's Career Matches card shows three as well); the Dashboard
 * query asks jobs for as many (`insights(limit: 3)` in libs/contracts graph.ts).
 */
const MARKET_ROWS = 3;

function Figure({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-background p-3">
      <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        {icon}
      </span>
      <div>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}

interface JobSearchSummaryProps {
  jobs: JobsSummary | null;
  isLoading: boolean;
  /** The jobs service did not answer: its notice instead of zeros. */
  unavailable: boolean;
  onRetry: () => void;
}

/** The overview's Job Search card: saved and applied counts, and the local market of the first matches. */
export function JobSearchSummary({ jobs, isLoading, unavailable, onRetry }: JobSearchSummaryProps) {
  const market = (jobs?.insights?.occupations ?? []).slice(0, MARKET_ROWS);
  return (
    <SummaryCard
      testId="job-search-summary"
      icon={BriefcaseBusiness}
      title="Job Search"
      description="Your saved jobs, applications and the local market for your matches."
    >
      <SummaryData
        section="jobs"
        data={jobs}
        isLoading={isLoading}
        unavailable={unavailable}
        onRetry={onRetry}
        placeholder={
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        }
      >
        {(summary) => (
          <>
            <div className="grid grid-cols-2 gap-3">
              <Figure
                label="Saved Jobs"
                value={summary.savedCount}
                icon={<Bookmark className="size-4" aria-hidden="true" />}
              />
              <Figure
                label="Applied"
                value={summary.appliedCount}
                icon={<Send className="size-4" aria-hidden="true" />}
              />
            </div>
            {market.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">
                  Job market {summary.insights?.location ? `near ${summary.insights.location}` : 'for your matches'}
                  {summary.insights?.demo && (
                    <Badge variant="outline" className="ml-2">
                      Sample listings
                    </Badge>
                  )}
                </h3>
                <ul className="grid gap-1.5 text-sm">
                  {market.map((row) => (
                    <li key={row.code} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3">
                      <span className="min-w-0 break-words">{row.title}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {row.total} {row.total === 1 ? 'opening' : 'openings'}
                        {row.nearby !== null && ` · ${row.nearby} nearby`} · {row.remote} remote
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </SummaryData>
      <Button asChild variant="outline" className="w-fit">
        <Link to="/jobs">
          Find Jobs
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </SummaryCard>
  );
}
