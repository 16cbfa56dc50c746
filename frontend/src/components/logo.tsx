import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

/** The Pathwise mark (the drawing of public/favicon.svg) and word mark, linking to `to`. */
export function Logo({
  className,
  wordMarkClassName,
  to = '/',
}: {
  className?: string;
  /** For example `sr-only sm:not-sr-only`: the word mark only on wider screens, still read out as the name. */
  wordMarkClassName?: string;
  to?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 23V9h7.5a5 5 0 0 1 0 10H13v4"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={wordMarkClassName}>Pathwise</span>
    </Link>
  );
}
