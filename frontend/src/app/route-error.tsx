import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a new deployment). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Back to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
