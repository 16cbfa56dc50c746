import type { ReactNode } from 'react';
import { Briefcase, GraduationCap, ListChecks, Search, Sparkles, TrendingUp, Wallet, Wrench } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CareerRecommendation } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { formatUsd, JOB_ZONE_NAMES, jobSearchHref, jobSearchKeyword } from './career-format';
import { JobMarketInsights } from './job-market-insights';
import { TechnologyList } from './technology-list';

type Details = NonNullable<CareerRecommendation['details']>;

function Section({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2.5">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h4>
      {children}
    </section>
  );
}

function ChipList({ label, items }: { label: string; items: string[] }) {
  return (
    <div className="grid content-start gap-1.5">
      <h5 className="text-xs font-medium text-muted-foreground">{label}</h5>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the expanded match shows: the work, the skills and tools it asks for, pay, outlook and preparation. */
export function CareerDetails({ match, details }: { match: CareerRecommendation; details: Details }) {
  const tasks = details.tasks ?? [];
  const skills = details.skills ?? [];
  const knowledge = details.knowledge ?? [];
  const technologies = details.technologies ?? [];
  const hasPay = Boolean(match.salaryRange) || details.medianPay != null;
  const keyword = jobSearchKeyword(match);

  return (
    <div className="grid gap-6">
      {details.description && <p className="text-sm leading-relaxed text-foreground/90">{details.description}</p>}
      <div className="grid gap-6 md:grid-cols-2">
        {tasks.length > 0 && (
          <Section title="What you would do" icon={ListChecks}>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              {tasks.map((task) => (
                <li key={task} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/60" />
                  <span>{task}</span>
                </li>
              ))}
            </ul>
          </Section>
        )}
        <div className="grid content-start gap-6">
          {hasPay && (
            <Section title="Pay" icon={Wallet}>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                {match.salaryRange && (
                  <div className="rounded-lg bg-muted/60 p-3">
                    <dt className="text-xs text-muted-foreground">Typical range</dt>
                    <dd className="mt-0.5 font-semibold tabular-nums">
                      {formatUsd(match.salaryRange.min)} – {formatUsd(match.salaryRange.max)}
                    </dd>
                  </div>
                )}
                {details.medianPay != null && (
                  <div className="rounded-lg bg-muted/60 p-3">
                    <dt className="text-xs text-muted-foreground">Median a year</dt>
                    <dd className="mt-0.5 font-semibold tabular-nums">{formatUsd(details.medianPay)}</dd>
                  </div>
                )}
              </dl>
              <p className="text-xs text-muted-foreground">
                Yearly US wages from BLS (May 2024); pay varies by area and experience.
              </p>
            </Section>
          )}
          {match.growthOutlook && (
            <Section title="Job outlook" icon={TrendingUp}>
              <p className="text-sm text-muted-foreground">{match.growthOutlook}</p>
            </Section>
          )}
          {(details.jobZone != null || details.education || details.stretch) && (
            <Section title="Preparation" icon={GraduationCap}>
              <ul className="grid gap-1.5 text-sm text-muted-foreground">
                {details.jobZone != null && (
                  <li>
                    <span className="font-medium text-foreground">
                      {JOB_ZONE_NAMES[details.jobZone] ?? 'Preparation'}
                    </span>{' '}
                    (O*NET Job Zone {details.jobZone} of 5)
                  </li>
                )}
                {details.education && <li>Typical entry education: {details.education}</li>}
                {details.stretch && (
                  <li className="flex items-start gap-1.5 text-amber-800">
                    <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />A stretch goal: it usually asks
                    for more preparation than you have today.
                  </li>
                )}
              </ul>
            </Section>
          )}
        </div>
      </div>
      {(skills.length > 0 || knowledge.length > 0) && (
        <Section title="Key skills and knowledge" icon={Briefcase}>
          <p className="text-xs text-muted-foreground">What this role relies on more than most careers do (O*NET).</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {skills.length > 0 && <ChipList label="Skills" items={skills} />}
            {knowledge.length > 0 && <ChipList label="Knowledge areas" items={knowledge} />}
          </div>
        </Section>
      )}
      {technologies.length > 0 && (
        <Section title="Tools and technologies" icon={Wrench}>
          <TechnologyList technologies={technologies} hot={details.hotTechnologies ?? []} />
        </Section>
      )}
      <JobMarketInsights market={match.details?.market} detailed />
      <div>
        {/* A long job title wraps instead of pushing the card past a phone's edge. */}
        <Button
          asChild
          variant="outline"
          size="sm"
          className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left"
        >
          <Link to={jobSearchHref(match)}>
            <Search aria-hidden="true" />
            Search jobs for “{keyword}”
          </Link>
        </Button>
      </div>
    </div>
  );
}
