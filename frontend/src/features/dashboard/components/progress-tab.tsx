import { Award, CheckCircle2, Circle, Crown, FileText, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DashboardResponse } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface ProgressTabProps {
  dashboard: DashboardResponse;
  isPremium: boolean;
  /** While the dashboard is read, placeholders rather than a new user's "0 of 4". */
  isLoading?: boolean;
}

/** The four-step checklist and the achievement summary. */
export function ProgressTab({ dashboard, isPremium, isLoading = false }: ProgressTabProps) {
  if (isLoading) {
    return (
      <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label="Loading your progress">
        <Skeleton className="h-96 w-full rounded-xl lg:col-span-2" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  const steps = [
    {
      label: 'Complete skills assessment',
      text: 'Answer the quiz to discover careers that fit you.',
      to: '/quiz',
      done: dashboard.quizCompleted,
    },
    {
      label: 'Upload resume',
      text: 'Get an AI analysis of your strengths and gaps.',
      to: '/resume-builder',
      done: Boolean(dashboard.resume),
    },
    {
      label: 'Practice interviews',
      text: 'Rehearse questions for your target career.',
      to: '/interview-practice',
      done: Boolean(dashboard.interviewPracticed),
      premium: true,
    },
    {
      label: 'Apply to jobs',
      text: 'Search listings and record your applications.',
      to: '/jobs',
      done: Boolean(dashboard.applied),
    },
  ];
  const doneCount = steps.filter((s) => s.done).length;
  const achievements = [
    { label: 'Quiz', value: dashboard.quizCompleted ? 'Completed' : 'Not yet', icon: Target },
    { label: 'Resume', value: dashboard.resume ? 'Uploaded' : 'Not yet', icon: FileText },
    { label: 'Career matches', value: String(dashboard.recommendations.length), icon: Award },
    { label: 'Account type', value: isPremium ? 'Premium' : 'Free', icon: Crown },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Your Career Journey</h2>
          </CardTitle>
          <CardDescription>
            {doneCount} of {steps.length} steps complete
          </CardDescription>
          <Progress value={(doneCount / steps.length) * 100} aria-label="Journey progress" className="mt-2" />
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3">
            {steps.map((step, index) => (
              <li key={step.label}>
                <Link
                  to={step.to}
                  className={cn(
                    'flex items-start gap-4 rounded-lg border p-4 outline-none transition-colors',
                    'hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring',
                    step.done && 'border-success/30 bg-success/5',
                  )}
                >
                  {step.done ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className="grid flex-1 gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {index + 1}. {step.label}
                      {step.premium && <Badge variant="secondary">Premium</Badge>}
                    </span>
                    <span className="text-sm text-muted-foreground">{step.text}</span>
                  </span>
                  <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
                </Link>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card className="content-start lg:self-start">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Achievements</h2>
          </CardTitle>
          <CardDescription>What you have done so far.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            {achievements.map(({ label, value, icon: Icon }) => (
              // A div inside a dl may hold only its dt and dd: the icon goes inside the dt.
              <div key={label} className="flex items-center gap-3 rounded-lg bg-muted/60 p-3">
                <dt className="flex flex-1 items-center gap-3 text-sm text-muted-foreground">
                  <span className="flex size-9 items-center justify-center rounded-lg bg-background text-primary shadow-xs">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  {label}
                </dt>
                <dd className="text-sm font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
