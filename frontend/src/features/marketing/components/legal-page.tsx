import { ArrowLeft, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';

/**
 * The frame of a legal page (/terms, /privacy): the logo with "Back to Home", the document as one card with its title
 * and date, and a closing line with "Return to Pathwise".
 */
export function LegalPage({
  title,
  lastUpdated,
  closing,
  children,
}: {
  title: string;
  lastUpdated: string;
  /** The one-line summary above "Return to Pathwise". */
  closing: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-muted/40 text-foreground">
      <title>{`${title} · Pathwise`}</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Button asChild variant="ghost">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </div>
      </header>

      <main id="main" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <article className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
          {children}
          <div className="mt-12 flex flex-col gap-3 border-t border-border pt-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{closing}</p>
            <Button asChild>
              <Link to="/">
                <Undo2 aria-hidden="true" />
                Return to Pathwise
              </Link>
            </Button>
          </div>
        </article>
      </main>
    </div>
  );
}

/** One titled section of a legal page, a region named by its heading (so a link can jump to it by id). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}
