import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * In place of a signed-in screen when the session could not be read (Pathwise unreachable, restarting, or its
 * sign-in store away): who the user is is unknown, so they are offered a retry rather than told they are logged out.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Pathwise is temporarily unavailable</h1>
      <p className="max-w-md text-muted-foreground">
        Your sign-in could not be checked just now. Please try again in a moment.
      </p>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </main>
  );
}
