import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppHeader } from '@/components/layouts/app-header';
import { usePreloadToaster } from '@/components/notifications';
import { cn } from '@/lib/utils';

/** Page frame of the signed-in screens: header, the screen, and a small footer with the data-source notices. */
export function AppLayout({ children, className }: { children: ReactNode; className?: string }) {
  usePreloadToaster();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/60 via-background to-background">
      <AppHeader />
      <main id="main" className={cn('mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8', className)}>
        {children}
      </main>
      <footer className="mx-auto w-full max-w-7xl px-4 pb-6 pt-2 text-xs text-muted-foreground sm:px-6 lg:px-8">
        <Link
          to="/about"
          className="rounded-sm underline-offset-4 outline-none transition-colors hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          About &amp; Data Sources
        </Link>
      </footer>
    </div>
  );
}
