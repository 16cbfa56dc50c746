import { useState, type ReactNode } from 'react';
import { ArrowRight, ChevronDown, MapPin, Search, Sparkles, TrendingUp, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MAX_ACTION_STEPS_SHOWN, matchBand, parseActionSteps, type CareerRecommendation } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCareer } from '../../api/get-career';
import { MatchScoreRing } from '../match-score';
import { CareerDetails } from './career-details';
import { formatUsd, jobSearchHref, outlookHeadline } from './career-format';
import { JobMarketInsights } from './job-market-insights';

const BAND_BADGE = {
  'Excellent Match': 'border-transparent bg-success/15 text-success',
  'Good Match': 'border-transparent bg-primary/10 text-primary',
  'Potential Match': 'border-border bg-background text-muted-foreground',
} as const;

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A div inside a dl may hold only its dt and dd: the icon goes inside the dt, the value lines up under the label.
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2.5 text-xs text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-6.5 font-medium">{children}</dd>
    </div>
  );
}

/** The details the match carries, or (for a match stored without them) the career's own, fetched when opened. */
function MatchDetails({ match, open }: { match: CareerRecommendation; open: boolean }) {
  const needsFetch = !match.details && Boolean(match.occupationCode);
  const career = useCareer(match.occupationCode, open && needsFetch);
  const details = match.details ?? career.data?.details;
  // Fetched details come with the career's pay and outlook; the match keeps its own score and reasoning.
  const shown = !match.details && career.data ? { ...career.data, ...match } : match;
  if (details) return <CareerDetails match={shown} details={details} />;
  if (needsFetch && career.isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading career details">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return <p className="text-sm text-muted-foreground">More about this career is not available right now.</p>;
}

/**
 * One career match: percent, band label, reasoning and up to three next steps, the key facts in a line, and
 * (expanded) the tasks, skills, technologies, pay and outlook of the career.
 */
export function MatchCard({ match, rank }: { match: CareerRecommendation; rank: number }) {
  const [open, setOpen] = useState(false);
  const steps = parseActionSteps(match.actionSteps).slice(0, MAX_ACTION_STEPS_SHOWN);
  const band = matchBand(match.matchScore);
  const titleId = `match-${rank}-title`;

  return (
    <Card className="overflow-hidden">
      <Collapsible open={open} onOpenChange={setOpen}>
        <article aria-labelledby={titleId} className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-8">
            <div className="grid content-start gap-4">
              <div className="flex items-start gap-4">
                <MatchScoreRing score={match.matchScore} className="max-sm:size-14" />
                <div className="grid min-w-0 flex-1 gap-2">
                  <h3 id={titleId} className="text-lg font-semibold leading-snug tracking-tight">
                    <span className="sr-only">{rank}. </span>
                    {match.title}
                  </h3>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Badge className={BAND_BADGE[band]}>{band}</Badge>
                    {match.details?.stretch && (
                      <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
                        <Sparkles aria-hidden="true" />
                        Stretch
                      </Badge>
                    )}
                    {match.details?.riasec && (
                      <Badge
                        variant="outline"
                        className="font-medium text-muted-foreground"
                        title="Holland code of this career"
                      >
                        <span className="sr-only">Holland code </span>
                        {match.details.riasec}
                      </Badge>
                    )}
                  </div>
                </div>
              </div>

              <p className="max-w-3xl text-sm leading-relaxed text-muted-foreground">{match.reasoning}</p>

              {steps.length > 0 && (
                <div className="rounded-lg bg-muted/50 p-4">
                  <h4 className="mb-2 text-sm font-semibold">Next steps</h4>
                  <ul className="grid gap-2">
                    {steps.map((step) => (
                      <li key={step} className="flex items-start gap-2 text-sm">
                        <ArrowRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        <span>{step}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>

            <div className="grid content-start gap-4 lg:border-l lg:pl-8">
              {(match.salaryRange || match.growthOutlook || match.location) && (
                <dl className="grid gap-3 text-sm max-lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
                  {match.salaryRange && (
                    <Fact icon={Wallet} label="Typical pay">
                      <span className="tabular-nums">
                        {formatUsd(match.salaryRange.min)} – {formatUsd(match.salaryRange.max)}
                      </span>
                    </Fact>
                  )}
                  {match.growthOutlook && (
                    <Fact icon={TrendingUp} label="Outlook">
                      {outlookHeadline(match.growthOutlook)}
                    </Fact>
                  )}
                  {match.location && (
                    <Fact icon={MapPin} label="Location">
                      {match.location}
                    </Fact>
                  )}
                </dl>
              )}
              <JobMarketInsights market={match.details?.market} />
              <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
                <CollapsibleTrigger asChild>
                  <Button variant="outline" size="sm">
                    <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
                    {open ? 'Hide details' : 'Show details'}
                    <span className="sr-only"> about {match.title}</span>
                  </Button>
                </CollapsibleTrigger>
                <Button asChild variant="ghost" size="sm" className="text-primary hover:text-primary">
                  <Link to={jobSearchHref(match)}>
                    <Search aria-hidden="true" />
                    Search jobs
                    <span className="sr-only"> for {match.title}</span>
                  </Link>
                </Button>
              </div>
            </div>
          </div>

          <CollapsibleContent className="border-t pt-5">
            <MatchDetails match={match} open={open} />
          </CollapsibleContent>
        </article>
      </Collapsible>
    </Card>
  );
}
