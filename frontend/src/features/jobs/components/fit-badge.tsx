import type { JobFit } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const TONE: Record<JobFit['label'], string> = {
  'Strong fit': 'border-transparent bg-success/15 text-success',
  'Good fit': 'border-transparent bg-primary/10 text-primary',
  'Partial fit': 'border-amber-300 bg-amber-50 text-amber-900',
  'Low fit': 'border-border bg-background text-muted-foreground',
};

/** "82% fit" on the card; the matched and missing skills, the career match and the level on hover or focus. */
export function FitBadge({ fit }: { fit: JobFit }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Badge className={cn('cursor-help', TONE[fit.label])}>
            {fit.score}% fit<span className="sr-only">: {fit.label}</span>
          </Badge>
        </button>
      </TooltipTrigger>
      <TooltipContent className="grid gap-1.5 text-xs">
        <p className="font-semibold">
          {fit.label} ({fit.score}%)
        </p>
        {fit.careerMatch && (
          <p>
            One of your career matches: {fit.careerMatch.title} ({fit.careerMatch.matchScore}%)
          </p>
        )}
        <p>
          <span className="font-medium">Your skills it asks for:</span>{' '}
          {fit.matchedSkills.length ? fit.matchedSkills.join(', ') : 'none found in the listing'}
        </p>
        {fit.missingSkills.length > 0 && (
          <p>
            <span className="font-medium">Missing from your resume:</span> {fit.missingSkills.join(', ')}
          </p>
        )}
        {fit.levelNote && <p>{fit.levelNote}</p>}
      </TooltipContent>
    </Tooltip>
  );
}
