import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL } from '@pathwise/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const features = [
  'Everything in Free',
  'AI interview practice',
  'Resume optimisation feedback',
  'AI response drafts to employer messages',
  'Advanced analytics',
  'Personalised coaching',
  'Priority support',
];

/** What the user is buying: the plan, its price and period, and the terms that matter before paying. */
export function PlanSummary() {
  return (
    <Card className="overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-primary via-violet-500 to-fuchsia-500" aria-hidden="true" />
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h2 className="text-xl">Pathwise Premium</h2>
          </CardTitle>
        </div>
        <CardDescription>Billed monthly, recurring. Cancel anytime.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p>
          <span className="text-4xl font-bold tracking-tight">{PREMIUM_PRICE_LABEL}</span>
          <span className="text-muted-foreground"> per month</span>
        </p>
        <ul className="grid gap-2.5" aria-label="Included in Premium">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          A cancelled subscription stays Premium until the end of the period you paid for. All sales are final: no
          refund is given for unused time (see the{' '}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms of Service
          </Link>
          ).
        </p>
      </CardContent>
    </Card>
  );
}
