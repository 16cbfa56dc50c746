import type { ReactNode } from 'react';
import {
  Bookmark,
  BookmarkCheck,
  Building2,
  CalendarDays,
  CheckCircle2,
  Clock,
  ExternalLink,
  MapPin,
  Wallet,
} from 'lucide-react';
import type { JobListing } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { descriptionPreview, employmentLabel, experienceLabel, postedLabel } from '../utils/job-format';

function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

export interface JobCardProps {
  job: JobListing;
  saved: boolean;
  applied: boolean;
  savePending: boolean;
  onToggleSave: () => void;
  onApply: () => void;
  /** The fit to the user's resume and matches (a badge with details on hover), when there is one. */
  fit?: ReactNode;
}

/** One listing as spec section 2 describes its card. */
export function JobCard({ job, saved, applied, savePending, onToggleSave, onApply, fit }: JobCardProps) {
  const level = experienceLabel(job.experienceLevel);
  const titleId = `job-${job.id}-title`;
  const others = (job.sources ?? []).filter((s) => s.source !== job.source);
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={titleId} role="article">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="flex items-start gap-1.5 text-base font-semibold leading-snug">
            {applied && (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Applied" role="img" />
            )}
            <span>{job.title}</span>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{job.company}</span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={cn('shrink-0', saved && 'text-primary')}
          aria-pressed={saved}
          aria-label={saved ? `Remove ${job.title} from saved jobs` : `Save ${job.title}`}
          disabled={savePending}
          onClick={onToggleSave}
        >
          {saved ? <BookmarkCheck className="fill-current" aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        </Button>
      </div>

      <ul className="grid gap-1.5 text-sm">
        <Fact icon={MapPin}>{job.location}</Fact>
        <Fact icon={Wallet}>{job.salary || 'Salary not specified'}</Fact>
        <Fact icon={Clock}>{employmentLabel(job.employmentType)}</Fact>
        <Fact icon={CalendarDays}>{postedLabel(job.postedDate)}</Fact>
      </ul>

      <div className="flex flex-wrap gap-1.5">
        {job.remote && <Badge variant="secondary">Remote</Badge>}
        {level && <Badge variant="outline">{level}</Badge>}
        <Badge variant="outline" className="text-muted-foreground">
          {job.source}
        </Badge>
        {fit}
      </div>

      <p className="text-sm leading-relaxed text-muted-foreground">{descriptionPreview(job.description)}</p>

      {others.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Also on{' '}
          {others.map((s, i) => (
            <span key={s.source}>
              {i > 0 && ', '}
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {s.source}
              </a>
            </span>
          ))}
        </p>
      )}

      <div className="mt-auto flex gap-2 pt-1">
        <Button className="flex-1" disabled={applied} onClick={onApply}>
          {applied ? 'Applied' : 'Apply'}
        </Button>
        <Button asChild variant="outline" size="icon">
          <a
            href={job.applicationUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open the ${job.title} posting on ${job.source}`}
          >
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </div>
    </Card>
  );
}
