import { useId, useState } from 'react';
import { ArrowRight, Briefcase, Building, House, Shuffle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SectionHeading } from '../section-heading';

const choices: { value: string; label: string; hint: string; icon: LucideIcon }[] = [
  { value: 'remote', label: 'Remote', hint: 'Work from anywhere', icon: House },
  { value: 'office', label: 'Office', hint: 'A shared workplace and team', icon: Building },
  { value: 'hybrid', label: 'Hybrid', hint: 'A mix of home and office', icon: Shuffle },
  { value: 'field', label: 'Field', hint: 'On the move, on site', icon: Briefcase },
];

/**
 * A static sample of the quiz (question 3 of 10). The choice is only kept in this component so a visitor can
 * feel the format; nothing is saved until they sign up and take the real quiz.
 */
export function QuizTeaser() {
  const [picked, setPicked] = useState<string | null>(null);
  const name = useId();

  return (
    <section aria-labelledby="quiz-teaser-title" className="bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="quiz-teaser-title"
            eyebrow="Try it"
            title="Questions that feel like a conversation"
            align="left"
          >
            The assessment asks about the work you enjoy, your strengths and the environment where you do your best
            work. Here is what a question looks like.
          </SectionHeading>
          <Button asChild size="lg" className="mt-8">
            <Link to="/signup">
              Take the Full Quiz Free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <div className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
          <div className="flex items-center justify-between text-sm">
            <span className="font-semibold text-foreground">Question 3 of 10</span>
            <span className="text-muted-foreground">30% complete</span>
          </div>
          <div
            role="progressbar"
            aria-label="Sample quiz progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={30}
            className="mt-3 h-2 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full w-[30%] rounded-full bg-primary" />
          </div>
          <Badge variant="secondary" className="mt-6">
            Work Environment
          </Badge>
          <fieldset className="mt-3">
            <legend className="text-lg font-semibold text-foreground">What work environment do you prefer?</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {choices.map(({ value, label, hint, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border border-border p-4 transition-colors hover:bg-accent',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                    picked === value && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    checked={picked === value}
                    onChange={() => setPicked(value)}
                    className="sr-only"
                  />
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground',
                      picked === value && 'bg-primary text-primary-foreground',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-medium text-foreground">{label}</span>
                    <span className="block text-xs text-muted-foreground">{hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-6 min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {picked ? (
              <>
                Nice choice.{' '}
                <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
                  Sign up free
                </Link>{' '}
                to answer the rest and see your matches.
              </>
            ) : (
              'Sample question: pick an answer to try it.'
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
