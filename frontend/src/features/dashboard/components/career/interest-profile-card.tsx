import { Compass } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InterestHexagon } from './interest-hexagon';
import { describeInterests, formatScore, hollandCode, rankAreas, readInterestProfile } from './riasec';

/** The matches tab's picture of the user: their RIASEC profile as a hexagon, and the same ranked in words. */
export function InterestProfileCard({ profile }: { profile: Record<string, number> | null | undefined }) {
  const scores = readInterestProfile(profile);
  if (!scores) return null;
  const ranked = rankAreas(scores);
  const code = hollandCode(scores);
  // level ratings have no Holland code: any three letters would be made up by the tie order
  const words = describeInterests(scores);

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle asChild>
            <h3 className="flex items-center gap-2 text-lg">
              <Compass className="size-5 text-primary" aria-hidden="true" />
              Your Interest Profile
            </h3>
          </CardTitle>
          {!words.level && (
            <Badge variant="secondary" className="text-sm">
              <span className="font-medium">Holland code</span>
              <span className="font-bold tracking-wider">{code}</span>
            </Badge>
          )}
        </div>
        <CardDescription className="max-w-2xl">{words.text}</CardDescription>
      </CardHeader>
      <CardContent className="grid items-center gap-6 md:grid-cols-[minmax(0,24rem)_1fr] md:gap-10">
        <InterestHexagon scores={scores} />
        <ol className="grid gap-3" aria-label="Interest areas, highest first">
          {ranked.map(({ area, score }, i) => (
            <li key={area.letter} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="flex min-w-0 items-baseline gap-2">
                  <span
                    aria-hidden="true"
                    className={
                      i < 3
                        ? 'flex size-6 shrink-0 items-center justify-center rounded-md bg-primary text-xs font-bold text-primary-foreground'
                        : 'flex size-6 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-bold text-muted-foreground'
                    }
                  >
                    {area.letter}
                  </span>
                  <span className="min-w-0">
                    <span className="font-medium">{area.name}</span>
                    <span className="hidden text-muted-foreground sm:inline"> · {area.activity}</span>
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatScore(score)}
                  <span className="font-normal text-muted-foreground">/5</span>
                </span>
              </div>
              <div className="ml-8 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className={i < 3 ? 'h-full rounded-full bg-primary' : 'h-full rounded-full bg-primary/35'}
                  style={{ width: `${(Math.max(0, score - 1) / 4) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
