import { LoaderCircle } from 'lucide-react';

/** Full-screen busy state: shown in place of every route while the session is unknown. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center bg-background">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
