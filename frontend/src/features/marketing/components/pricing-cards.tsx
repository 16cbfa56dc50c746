import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { FREE_PLAN, PREMIUM_PLAN, type Plan } from './plans';

export interface PlanAction {
  label: string;
  to: string;
}

function PlanCard({ plan, action, highlighted }: { plan: Plan; action: PlanAction; highlighted: boolean }) {
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={cn(
        'relative flex flex-col',
        highlighted && 'border-2 border-primary shadow-xl shadow-primary/10 md:-my-4 md:py-4',
      )}
    >
      {highlighted && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      )}
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>{plan.name}</h3>
        </CardTitle>
        <CardDescription>{plan.tagline}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-foreground">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{plan.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3" aria-label={`${plan.name} plan includes`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-sm">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Check className="size-3.5" aria-hidden="true" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild size="lg" variant={highlighted ? 'default' : 'outline'} className="w-full">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Free and Premium side by side; the caller decides where each button leads (it depends on the sign-in state). */
export function PricingCards({ freeAction, premiumAction }: { freeAction: PlanAction; premiumAction: PlanAction }) {
  return (
    <div className="mx-auto grid max-w-4xl items-stretch gap-8 md:grid-cols-2">
      <PlanCard plan={FREE_PLAN} action={freeAction} highlighted={false} />
      <PlanCard plan={PREMIUM_PLAN} action={premiumAction} highlighted />
    </div>
  );
}
