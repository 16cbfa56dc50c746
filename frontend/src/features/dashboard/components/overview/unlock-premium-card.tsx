import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';

const perks = ['AI interview practice', 'AI response drafts', 'Advanced analytics', 'Priority support'];

/** Shown to free users on the overview. */
export function UnlockPremiumCard() {
  return (
    <section
      aria-labelledby="unlock-premium-title"
      className="relative overflow-hidden rounded-xl bg-gradient-to-br from-indigo-700 via-primary to-violet-700 p-6 text-white shadow-md"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-16 size-48 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative grid gap-4">
        <span className="flex size-10 items-center justify-center rounded-lg bg-white/15">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="unlock-premium-title" className="text-lg font-semibold">
            Unlock Premium
          </h2>
          <p className="mt-1 text-sm text-indigo-100">
            <span className="text-2xl font-bold text-white">{PREMIUM_PRICE_LABEL}</span>/month
          </p>
        </div>
        <ul className="grid gap-1.5 text-sm text-indigo-50">
          {perks.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <Check className="size-4 shrink-0" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" className="w-full bg-white text-primary hover:bg-indigo-50">
          <Link to="/subscribe">Upgrade to Premium</Link>
        </Button>
      </div>
    </section>
  );
}
