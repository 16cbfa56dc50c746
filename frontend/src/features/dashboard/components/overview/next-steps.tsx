import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * Next Steps: quiz and resume are checked off from the dashboard data; Start Applying never is. While that data loads
 * no step is marked either way (a quiz taken must not show as still to do).
 */
export function NextSteps({
  quizCompleted,
  hasResume,
  isLoading = false,
}: {
  quizCompleted: boolean;
  hasResume: boolean;
  isLoading?: boolean;
}) {
  const steps = [
    { label: 'Complete Skills Quiz', to: '/quiz', done: quizCompleted },
    { label: 'Upload Resume', to: '/resume-builder', done: hasResume },
    { label: 'Start Applying', to: '/jobs', done: false },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Next Steps</h2>
        </CardTitle>
        <CardDescription>Your path to a new role.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2">
          {steps.map((step) => (
            <li key={step.label}>
              <Link
                to={step.to}
                className="flex items-center gap-3 rounded-lg p-2 text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                {isLoading ? (
                  <Skeleton className="size-5 shrink-0 rounded-full" />
                ) : step.done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className={cn('font-medium', !isLoading && step.done && 'text-muted-foreground line-through')}>
                  {step.label}
                </span>
                {!isLoading && <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>}
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
