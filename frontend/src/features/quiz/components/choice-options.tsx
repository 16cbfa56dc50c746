import { Check } from 'lucide-react';
import type { QuizQuestion } from '@pathwise/contracts';
import { cn } from '@/lib/utils';
import { selectionRule, splitChoices, toggleChoice } from '../utils/quiz-answers';

interface ChoiceOptionsProps {
  question: QuizQuestion;
  labelledBy: string;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A multiple-choice question: radio buttons when it takes one answer, checkboxes when it asks for several (up to its
 * limit, if it sets one). The answer is the chosen options joined by '|||'.
 */
export function ChoiceOptions({ question, labelledBy, value, onChange, disabled }: ChoiceOptionsProps) {
  const rule = selectionRule(question);
  const picked = new Set(splitChoices(value));
  const atLimit = rule.max !== null && picked.size >= rule.max;
  const options = question.options ?? [];

  return (
    <div className="grid gap-3">
      <div
        role={rule.multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        className={cn('grid gap-2.5', options.length > 4 && 'sm:grid-cols-2')}
      >
        {options.map((option) => {
          const checked = picked.has(option);
          const blocked = disabled || (rule.multiple && atLimit && !checked);
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-xl border bg-background px-4 py-3 text-sm transition-colors',
                'hover:border-primary/50 hover:bg-secondary/60',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                checked && 'border-primary bg-secondary/70 hover:bg-secondary/70',
                blocked && 'cursor-not-allowed opacity-50 hover:border-border hover:bg-background',
              )}
            >
              <input
                type={rule.multiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                value={option}
                checked={checked}
                disabled={blocked}
                onChange={() => onChange(rule.multiple ? toggleChoice(question, value, option) : option)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center border transition-colors',
                  rule.multiple ? 'rounded-[5px]' : 'rounded-full',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background',
                )}
              >
                {checked &&
                  (rule.multiple ? (
                    <Check className="size-3.5" strokeWidth={3} />
                  ) : (
                    <span className="size-2 rounded-full bg-current" />
                  ))}
              </span>
              <span className={cn('leading-snug', checked && 'font-medium')}>{option}</span>
            </label>
          );
        })}
      </div>
      {rule.multiple && (
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {rule.max !== null
            ? `${picked.size} of ${rule.max} chosen`
            : picked.size === 0
              ? 'Choose one or more'
              : `${picked.size} chosen`}
        </p>
      )}
    </div>
  );
}
