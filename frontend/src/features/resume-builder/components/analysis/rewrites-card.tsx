import { Crown, PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ResumeAnalysis } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';

/**
 * Premium's resume optimisation feedback: a rewrite for each weak bullet, with the questions only the user can answer.
 * Free users see what Premium would add to this resume (the server sends them the count, never the rewrites).
 */
export function RewritesCard({ analysis }: { analysis: ResumeAnalysis }) {
  const rewrites = analysis.rewrites;
  if (!rewrites) {
    const count = analysis.premiumPreview?.rewrites ?? 0;
    if (count === 0) return null;
    return (
      <Card className="border-primary/20" data-testid="rewrites-preview">
        <CardHeader className="pb-4">
          <CardHeading icon={Crown}>Bullet Rewrites</CardHeading>
          <CardDescription>
            Premium adds a rewrite suggestion for {count === 1 ? 'the 1 bullet' : `each of the ${count} bullets`} of
            this resume that could be stronger: a better opening verb and the result to add, asked as questions only you
            can answer.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="sm">
            <Link to="/subscribe">Upgrade to Premium</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="rewrites">
      <CardHeader className="pb-4">
        <CardHeading icon={PenLine}>Bullet Rewrites</CardHeading>
        <CardDescription>
          {rewrites.length > 0
            ? 'Suggestions built from your own words: fill in the brackets with your real figures, and leave out what you cannot back up.'
            : 'Every bullet already opens with an action and shows a result: nothing to rewrite.'}
        </CardDescription>
      </CardHeader>
      {rewrites.length > 0 && (
        <CardContent>
          <ol className="grid gap-4" aria-label="Bullet rewrites">
            {rewrites.map((r) => (
              <li key={r.original} className="grid gap-1.5 rounded-lg border bg-muted/30 p-3 text-sm">
                <p className="text-muted-foreground">
                  <span className="sr-only">Your bullet: </span>
                  <del className="no-underline">{r.original}</del>
                </p>
                <p className="font-medium">
                  <span className="sr-only">Suggested: </span>
                  {r.rewrite}
                </p>
                {r.questions.length > 0 && (
                  <ul className="ml-4 list-disc text-muted-foreground" aria-label="Questions to answer">
                    {r.questions.map((q) => (
                      <li key={q}>{q}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </CardContent>
      )}
    </Card>
  );
}
