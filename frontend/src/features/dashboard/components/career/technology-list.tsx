import { useState } from 'react';
import { Flame } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Enough to scan at a glance; the rest on request. */
const SHOWN_AT_FIRST = 12;

/**
 * Tools and technologies of a career, the "hot" ones first and marked: O*NET flags them as frequent in job postings.
 */
export function TechnologyList({ technologies, hot }: { technologies: string[]; hot: string[] }) {
  const [showAll, setShowAll] = useState(false);
  const hotSet = new Set(hot);
  const ordered = [...technologies.filter((t) => hotSet.has(t)), ...technologies.filter((t) => !hotSet.has(t))];
  const shown = showAll ? ordered : ordered.slice(0, SHOWN_AT_FIRST);
  const hidden = ordered.length - shown.length;

  return (
    <div className="grid gap-2">
      <ul className="flex flex-wrap gap-1.5">
        {shown.map((tech) => {
          const isHot = hotSet.has(tech);
          return (
            <li
              key={tech}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs',
                isHot ? 'border-amber-300 bg-amber-50 font-medium text-amber-900' : 'bg-background text-foreground',
              )}
            >
              {isHot && <Flame className="size-3 text-amber-600" aria-hidden="true" />}
              {tech}
              {isHot && <span className="sr-only"> (hot technology)</span>}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {hot.length > 0 && (
          <span className="inline-flex items-center gap-1">
            <Flame className="size-3 text-amber-600" aria-hidden="true" />
            Hot technology: often asked for in job postings
          </span>
        )}
        {(hidden > 0 || showAll) && ordered.length > SHOWN_AT_FIRST && (
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setShowAll((v) => !v)}>
            {showAll ? 'Show fewer' : `Show ${hidden} more`}
          </Button>
        )}
      </div>
    </div>
  );
}
