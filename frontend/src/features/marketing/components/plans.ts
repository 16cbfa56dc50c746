import { FREE_TRIAL_DAYS, PREMIUM_PRICE_LABEL } from '@pathwise/contracts';

/** The two plans of the spec (section 1), shared by the landing page and /pricing so they never disagree. */
export interface Plan {
  id: 'free' | 'premium';
  name: string;
  price: string;
  period: string;
  tagline: string;
  features: string[];
}

export const FREE_PLAN: Plan = {
  id: 'free',
  name: 'Free',
  price: '$0',
  period: 'free forever',
  tagline: 'Everything you need to discover your direction.',
  features: [
    'Skills and interests quiz',
    'Basic resume upload and analysis',
    'Career recommendations',
    'Local job insights',
  ],
};

export const PREMIUM_PLAN: Plan = {
  id: 'premium',
  name: 'Premium',
  price: PREMIUM_PRICE_LABEL,
  period: '/month',
  tagline: 'Hands-on coaching to land the role, not just find it.',
  features: [
    'Everything in Free',
    'Interview practice',
    'Resume optimisation feedback',
    'AI response drafts',
    'Advanced analytics',
    'Personalised coaching',
    'Priority support',
  ],
};

export const TRIAL_NOTE = `All plans include a ${FREE_TRIAL_DAYS}-day free trial. No credit card required.`;
