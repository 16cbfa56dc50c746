import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * In place of the figures when GET /api/dashboard failed: an empty state ("0", "Take quiz to get matches") would tell
 * a user who has matches that they have none, so this says the figures could not be loaded and offers a retry.
 */
export function DashboardUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-testid="dashboard-unavailable"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-5 sm:flex-row sm:items-center"
    >
      <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">We couldn't load your career data</p>
        <p className="text-sm text-muted-foreground">
          Your matches, progress and profile completeness are safe, but they could not be read just now. Please try
          again.
        </p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
