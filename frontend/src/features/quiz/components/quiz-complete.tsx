import { useEffect, useRef } from 'react';
import { ArrowRight, CheckCircle2, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MAX_DASHBOARD_RECOMMENDATIONS, matchBand, type CareerRecommendation } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Quiz Complete!': a first look at the best matches, then on to the dashboard or home. */
export function QuizComplete({ recommendations }: { recommendations: CareerRecommendation[] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const top = recommendations.slice(0, MAX_DASHBOARD_RECOMMENDATIONS);

  return (
    <Card className="mx-auto w-full max-w-2xl animate-fade-in">
      <CardHeader className="items-center pb-4 text-center">
        <span className="mb-2 flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CheckCircle2 className="size-9" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl outline-none">
            Quiz Complete!
          </h1>
        </CardTitle>
        <CardDescription className="max-w-md text-base">
          Your career recommendations are ready. Here are the careers that fit you best.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {top.length > 0 && (
          <ol className="grid gap-2.5" aria-label="Your top career matches">
            {top.map((match, i) => (
              <li
                key={match.id ?? match.title}
                className="flex items-center gap-3 rounded-xl border bg-background p-3.5"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
                  {i + 1}
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium" title={match.title}>
                    {match.title}
                  </span>
                  <span className="text-xs text-muted-foreground">{matchBand(match.matchScore)}</span>
                </span>
                <span className="text-lg font-semibold tabular-nums text-primary">{Math.round(match.matchScore)}%</span>
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/">
              <Home aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link to="/dashboard">
              View My Dashboard
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
