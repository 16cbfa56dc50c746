import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';

/** Fallback for any unknown path (spec section 2, "Route availability"). */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40 text-foreground">
      <title>Page Not Found · Pathwise</title>
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Compass className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-6 text-sm font-semibold text-primary">404</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Page Not Found</h1>
          <p className="mt-3 text-muted-foreground">
            The page you are looking for doesn&rsquo;t exist or has moved. Let&rsquo;s get you back on your path.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Go to Home
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing">View Pricing</Link>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
