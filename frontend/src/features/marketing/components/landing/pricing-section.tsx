import { Link } from 'react-router-dom';

import { TRIAL_NOTE } from '../plans';
import { PricingCards } from '../pricing-cards';
import { SectionHeading } from '../section-heading';

/** The landing page's plan summary: visitors here are signed out, so both buttons lead to /auth. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Start free. Upgrade when you're ready.">
          {TRIAL_NOTE}
        </SectionHeading>
        <div className="mt-16">
          <PricingCards
            freeAction={{ label: 'Get Started Free', to: '/auth' }}
            premiumAction={{ label: 'Start Free Trial', to: '/auth' }}
          />
        </div>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Questions about billing?{' '}
          <Link
            to="/pricing"
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Read the pricing FAQ
          </Link>
        </p>
      </div>
    </section>
  );
}
