import { FileUp, Gauge } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { atsBand } from '../../utils/labels';
import { CardHeading } from './card-heading';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Ring colours; the amber of the middle band is too light for text, so the verdict uses a darker one. */
const RING_TONE = { good: 'text-success', fair: 'text-warning', low: 'text-destructive' } as const;
const TEXT_TONE = { good: 'text-success', fair: 'text-amber-700', low: 'text-destructive' } as const;

/** The score as a ring; the number in the middle is the accessible reading. */
function ScoreRing({ score }: { score: number }) {
  const band = atsBand(score);
  const clamped = Math.min(100, Math.max(0, Math.round(score)));
  return (
    <div
      className="relative size-32 shrink-0"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped} out of 100, ${band.label}`}
      aria-label="ATS readiness score"
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="9" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          className={cn('transition-[stroke-dashoffset] duration-700', RING_TONE[band.tone])}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
        <span className="text-3xl font-bold tabular-nums" data-testid="ats-score">
          {clamped}
        </span>
        <span className="text-xs text-muted-foreground">of 100</span>
      </div>
    </div>
  );
}

interface AtsScoreCardProps {
  score: number | undefined;
  reasons: string[];
  onShowUpload: () => void;
}

/** How well an applicant tracking system can read the resume: a 0-100 score and what it is made of. */
export function AtsScoreCard({ score, reasons, onShowUpload }: AtsScoreCardProps) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={Gauge}>ATS Readiness</CardHeading>
        <CardDescription>How easily applicant tracking systems can read your resume.</CardDescription>
      </CardHeader>
      <CardContent>
        {score === undefined ? (
          <div className="grid gap-3 text-sm text-muted-foreground">
            <p>An ATS check needs your resume file. Upload a PDF to get a score.</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={onShowUpload}>
              <FileUp aria-hidden="true" />
              Upload Resume
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center gap-4">
              <ScoreRing score={score} />
              <p className={cn('text-lg font-semibold', TEXT_TONE[atsBand(score).tone])}>{atsBand(score).label}</p>
            </div>
            {reasons.length > 0 && (
              <ul className="grid gap-2 text-sm text-muted-foreground" aria-label="What the score is based on">
                {reasons.map((reason) => (
                  <li key={reason} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-muted-foreground/60" aria-hidden="true" />
                    <span>{reason}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
