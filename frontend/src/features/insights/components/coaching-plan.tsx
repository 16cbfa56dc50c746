import { ArrowRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CoachingPlan } from '@pathwise/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The week's three to five actions, each with why and a link to the screen where it is done. */
export function CoachingPlanCard({ plan }: { plan: CoachingPlan }) {
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
      <CardContent>
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
