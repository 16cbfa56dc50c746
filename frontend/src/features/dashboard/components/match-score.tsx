import { matchBand } from '@pathwise/contracts';
import { cn } from '@/lib/utils';

function bandColours(rounded: number) {
  return rounded >= 90
    ? { pill: 'bg-success/15 text-success-emphasis', ring: 'stroke-success', text: 'text-success' }
    : rounded >= 80
      ? { pill: 'bg-primary/10 text-primary', ring: 'stroke-primary', text: 'text-primary' }
      : { pill: 'bg-muted text-muted-foreground', ring: 'stroke-muted-foreground/60', text: 'text-foreground' };
}

/** A match percent, coloured by the spec's bands (90+, 80-89, below 80). */
export function MatchScore({ score, className }: { score: number; className?: string }) {
  const rounded = Math.round(score);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
        bandColours(rounded).pill,
        className,
      )}
    >
      {rounded}% match
    </span>
  );
}

const RING_RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/** The match percent as a ring gauge, for the matches tab's cards. */
export function MatchScoreRing({ score, className }: { score: number; className?: string }) {
  const rounded = Math.round(Math.min(100, Math.max(0, score)));
  const colours = bandColours(rounded);
  return (
    <div
      role="img"
      aria-label={`${rounded}% match, ${matchBand(rounded)}`}
      className={cn('relative size-16 shrink-0', className)}
    >
      <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="32" cy="32" r={RING_RADIUS} className="fill-none stroke-muted" strokeWidth="6" />
        <circle
          cx="32"
          cy="32"
          r={RING_RADIUS}
          className={cn('fill-none transition-[stroke-dashoffset] duration-700', colours.ring)}
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - rounded / 100)}
        />
      </svg>
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-0 flex items-center justify-center text-base font-bold tabular-nums',
          colours.text,
        )}
      >
        {rounded}%
      </span>
    </div>
  );
}
