import { useState } from 'react';
import { Play } from 'lucide-react';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  FIXED_CAREER_PATHS,
  type CareerPathOption,
  type ExperienceLevel,
  type InterviewStartResponse,
} from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCareerPaths } from '../api/get-career-paths';
import { useStartInterview } from '../api/start-interview';

const FIXED_OPTIONS: CareerPathOption[] = FIXED_CAREER_PATHS.map((title) => ({
  title,
  code: null,
  source: 'fixed',
  matchScore: null,
}));

const choiceClasses =
  'flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm transition-colors hover:bg-accent ' +
  'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/**
 * Setup: a career path (the user's own matches, then the spec's five) and an experience level, both required
 * ('Missing Information'), then Start.
 */
export function SetupStage({ onStarted }: { onStarted: (session: InterviewStartResponse) => void }) {
  const paths = useCareerPaths();
  const start = useStartInterview();
  const once = useSingleFlight();
  const [careerPath, setCareerPath] = useState('');
  const [level, setLevel] = useState<ExperienceLevel | ''>('');
  // The spec's five stay on offer when the list cannot be read, so practice never depends on it.
  const options = paths.data?.length ? paths.data : FIXED_OPTIONS;

  const submit = () => {
    if (!careerPath || !level) {
      toast({
        title: 'Missing Information',
        description: 'Please select a career path and experience level.',
        variant: 'destructive',
      });
      return;
    }
    once(() => start.mutateAsync({ careerPath, experienceLevel: level }, { onSuccess: onStarted }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Set Up Your Practice Interview</h2>
        </CardTitle>
        <CardDescription>Choose the career you are interviewing for and your experience level.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <fieldset>
          <legend className="mb-3 text-sm font-medium">Career Path</legend>
          {paths.isLoading ? (
            <div className="grid gap-2 sm:grid-cols-2" aria-label="Loading career paths">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {options.map((option) => (
                <label key={`${option.source}-${option.title}`} className={choiceClasses}>
                  <input
                    type="radio"
                    name="careerPath"
                    value={option.title}
                    checked={careerPath === option.title}
                    onChange={() => setCareerPath(option.title)}
                    className="mt-0.5 accent-primary"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{option.title}</span>
                    {option.source === 'match' && (
                      <span className="text-xs text-muted-foreground">
                        Your career match{option.matchScore !== null ? ` · ${option.matchScore}%` : ''}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-sm font-medium">Experience Level</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {EXPERIENCE_LEVELS.map((value) => (
              <label key={value} className={cn(choiceClasses, 'items-center')}>
                <input
                  type="radio"
                  name="experienceLevel"
                  value={value}
                  checked={level === value}
                  onChange={() => setLevel(value)}
                  className="accent-primary"
                />
                <span className="font-medium">{EXPERIENCE_LEVEL_LABELS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
      <CardFooter>
        <Button onClick={submit} disabled={start.isPending} size="lg">
          <Play aria-hidden="true" />
          {start.isPending ? 'Generating Questions...' : 'Start Interview'}
        </Button>
      </CardFooter>
    </Card>
  );
}
