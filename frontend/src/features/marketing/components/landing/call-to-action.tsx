import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-16 text-center shadow-2xl sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-primary-foreground/10 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-24 -z-10 size-96 rounded-full bg-primary-foreground/10 blur-2xl"
        />
        <h2
          id="cta-title"
          className="text-balance text-3xl font-bold tracking-tight text-primary-foreground sm:text-4xl"
        >
          Your next career move starts with one quiz
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-primary-foreground/85">
          Join 10,000+ professionals who used Pathwise to find a direction. It takes under 10 minutes and it&rsquo;s
          free.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            variant="secondary"
            className="w-full bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary sm:w-auto"
          >
            <Link to="/signup">
              Get Started Free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="w-full text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary sm:w-auto"
          >
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
