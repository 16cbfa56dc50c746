import { ClipboardList, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The spec's empty state for career matches. */
export function EmptyMatches() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">No career matches yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Take the skills and interests quiz and we'll match you with careers that fit you.
      </p>
      <Button asChild className="mt-1">
        <Link to="/quiz">
          <ClipboardList aria-hidden="true" />
          Take Quiz
        </Link>
      </Button>
    </div>
  );
}
