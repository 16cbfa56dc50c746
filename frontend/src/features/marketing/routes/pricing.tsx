import { Clock, Headphones, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL } from '@pathwise/contracts';

import { useUser } from '@/lib/auth';
import { AccountActions } from '../components/account-actions';
import { Faq, type FaqItem } from '../components/faq';
import { linkFocus } from '../components/nav-link';
import { TRIAL_NOTE } from '../components/plans';
import { PricingCards, type PlanAction } from '../components/pricing-cards';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

const trustPoints = [
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    text: 'Checkout runs over an encrypted connection through our card payment provider.',
  },
  {
    icon: Clock,
    title: 'Cancel anytime',
    text: 'Cancel from your dashboard whenever you want. Premium stays active until the end of the period you paid for.',
  },
  {
    icon: Headphones,
    title: '24/7 support',
    text: 'Reach us any time through your dashboard. Premium members get priority support.',
  },
];

const faqItems: FaqItem[] = [
  {
    question: "What's included in the free plan?",
    answer:
      'The Free plan is free forever. It includes the skills and interests quiz, basic resume upload and analysis, ' +
      'career recommendations and local job insights. No credit card is needed to sign up.',
  },
  {
    question: 'How does the AI interview practice work?',
    answer:
      'Pick a career path and your experience level, then answer role-specific questions one at a time, with hints ' +
      'if you want them. Each answer gets a score and feedback on what to improve, and the results page sums up ' +
      'the whole session so you can practise again.',
  },
  {
    question: 'Can I cancel my subscription anytime?',
    answer: (
      <>
        Yes. Cancel from the Profile tab of your dashboard at any time. Your Premium access continues until the end of
        the billing period you have already paid for, then your account moves to the Free plan and keeps your data.
        Payments are not refundable, including for partial months; see the{' '}
        <Link to="/terms" className={`${linkFocus} font-medium text-primary underline-offset-4 hover:underline`}>
          Terms of Service
        </Link>
        .
      </>
    ),
  },
  {
    question: 'How accurate are the career recommendations?',
    answer:
      'Recommendations compare your quiz answers (interests, skills, preferred work environment, values and ' +
      'education) with occupational data from O*NET and the U.S. Bureau of Labor Statistics. Each match shows its ' +
      'score and the reasons behind it. They are guidance to explore, not a guarantee of fit or employment, and they ' +
      'get better as you add your resume.',
  },
];

/** /pricing: public, but the buttons change once the visitor is signed in (spec section 2). */
export default function PricingPage() {
  const { user } = useUser();
  const signedIn = Boolean(user);

  const freeAction: PlanAction = signedIn
    ? { label: 'Go to Dashboard', to: '/dashboard' }
    : { label: 'Get Started Free', to: '/auth' };
  const premiumAction: PlanAction = signedIn
    ? { label: user?.isPremium ? 'Manage Premium' : 'Upgrade to Premium', to: '/subscribe' }
    : { label: 'Start Free Trial', to: '/auth' };

  return (
    <div className="min-h-screen bg-background text-foreground">
      <title>Pricing · Pathwise</title>
      <PublicHeader actions={<AccountActions signedIn={signedIn} cta={{ label: 'Get Started', to: '/auth' }} />} />
      <main id="main">
        <section aria-labelledby="pricing-page-title" className="relative isolate overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-linear-to-br from-primary/20 via-primary/5 to-transparent blur-3xl"
          />
          <div className="mx-auto max-w-6xl px-4 pb-12 pt-16 text-center sm:px-6 sm:pt-24">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Pricing</p>
            <h1 id="pricing-page-title" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Simple pricing for every step of your career
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
              Start free and stay free as long as you like. Upgrade to Premium for {PREMIUM_PRICE_LABEL}/month when you
              want interview practice and hands-on coaching.
            </p>
          </div>
          <div className="px-4 pb-8 pt-6 sm:px-6">
            <h2 className="sr-only">Plans</h2>
            <PricingCards freeAction={freeAction} premiumAction={premiumAction} />
            <p className="mt-10 text-center text-sm font-medium text-muted-foreground">{TRIAL_NOTE}</p>
          </div>
        </section>

        <section aria-labelledby="trust-title" className="px-4 py-16 sm:px-6">
          <h2 id="trust-title" className="sr-only">
            Why you can subscribe with confidence
          </h2>
          <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-3">
            {trustPoints.map(({ icon: Icon, title, text }) => (
              <li key={title} className="text-center">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq-title" className="bg-muted/40 px-4 py-20 sm:px-6">
          <div className="mx-auto max-w-3xl">
            <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
              Frequently Asked Questions
            </h2>
            <div className="mt-10">
              <Faq items={faqItems} />
            </div>
          </div>
        </section>
      </main>
      <PublicFooter signedIn={user !== null} />
    </div>
  );
}
