import { ArrowRight, ListChecks, RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CoachingPlan } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface CoachingPlanCardProps {
  plan: CoachingPlan;
  /** What the plan could not be drawn from (its service did not answer), as named to the user: `matches`... */
  unavailable?: readonly string[];
  onRetry?: () => void;
}

/**
 * The week's three to five actions, each with why and a link to the screen where it is done. When a part of the
 * user's data could not be read, the plan is drawn from the rest (more general actions make up the three): it says so,
 * so that a generic plan is never taken for one drawn from everything.
 */
export function CoachingPlanCard({ plan, unavailable = [], onRetry }: CoachingPlanCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <ListChecks className="size-5 text-primary" aria-hidden="true" />
            Your coaching plan this week
          </h2>
        </CardTitle>
        <CardDescription>
          Drawn from your own matches, resume, applications and interview answers; it stays the same all week (
          {plan.week}) unless you finish an action.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {unavailable.length > 0 && (
          <div
            role="status"
            className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 sm:flex-row sm:items-center"
          >
            <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
            <p className="flex-1 font-medium">
              Your {listed(unavailable)} could not be loaded right now: this plan is drawn from the rest of your data.
            </p>
            {onRetry && (
              <Button variant="outline" size="sm" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try Again
              </Button>
            )}
          </div>
        )}
        <ol className="grid gap-3" aria-label="Coaching plan">
          {plan.actions.map((action, i) => (
            <li key={action.id} className="flex gap-3 rounded-lg border p-4">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {i + 1}
              </span>
              <div className="grid gap-1.5">
                <h3 className="font-semibold">{action.title}</h3>
                <p className="text-sm text-muted-foreground">{action.detail}</p>
                <Link
                  to={action.href}
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {action.linkLabel}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** `a`, `a and b`, `a, b and c`. */
function listed(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
