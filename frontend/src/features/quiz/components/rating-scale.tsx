import { QuizMessages } from '@pathwise/contracts';
import { cn } from '@/lib/utils';
import { RATING_LABELS } from '../utils/quiz-answers';

interface RatingScaleProps {
  name: string;
  /** The id of the element that names the group (the question). */
  labelledBy: string;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * The spec's 1-5 scale, Poor to Excellent, as a native radio group: arrow keys move between the ratings, and the
 * quiz page adds number keys 1-5.
 */
export function RatingScale({ name, labelledBy, value, onChange, disabled }: RatingScaleProps) {
  const selected = value && /^[1-5]$/.test(value) ? Number(value) : null;
  return (
    <div className="grid gap-4">
      <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-5 gap-2 sm:gap-3">
        {RATING_LABELS.map((label, i) => {
          const rating = i + 1;
          const checked = selected === rating;
          return (
            <label
              key={rating}
              className={cn(
                'group relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border bg-background px-1 py-3 text-center transition-all sm:py-4',
                'hover:border-primary/50 hover:bg-secondary/60',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                checked &&
                  'border-primary bg-primary text-primary-foreground shadow-sm hover:border-primary hover:bg-primary',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(String(rating))}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span className="text-xl font-semibold tabular-nums sm:text-2xl">{rating}</span>
              <span
                className={cn(
                  'text-[0.7rem] leading-tight sm:text-xs',
                  checked ? 'text-primary-foreground/90' : 'text-muted-foreground',
                )}
              >
                {label}
              </span>
            </label>
          );
        })}
      </div>
      <p
        aria-live="polite"
        className={cn('text-sm', selected ? 'font-medium text-foreground' : 'text-muted-foreground')}
      >
        {selected ? `Selected: ${selected}/5` : QuizMessages.ratingRequired}
      </p>
    </div>
  );
}
