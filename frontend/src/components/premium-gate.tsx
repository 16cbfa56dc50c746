import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FREE_TRIAL_DAYS, PREMIUM_PRICE_LABEL } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface PremiumGateProps {
  /** The feature's name, e.g. "AI Interview Practice". */
  feature: string;
  description?: string;
  benefits: string[];
}

/** The spec's 'Premium Feature' panel, shown to free users on premium-only screens. */
export function PremiumGate({ feature, description, benefits }: PremiumGateProps) {
  return (
    <Card className="mx-auto w-full max-w-xl overflow-hidden border-primary/20 shadow-md">
      <div className="h-1.5 bg-gradient-to-r from-primary via-violet-500 to-fuchsia-500" aria-hidden="true" />
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Crown className="size-7" aria-hidden="true" />
        </span>
        <p className="text-xs font-semibold uppercase tracking-wider text-primary">Premium Feature</p>
        {/* The panel is the whole page for a free user, so the feature's name is the page's heading. */}
        <CardTitle asChild>
          <h1 className="text-2xl">{feature}</h1>
        </CardTitle>
        <CardDescription>
          {description ?? `${feature} is part of Pathwise Premium. Upgrade to unlock it.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-2.5" aria-label={`${feature} benefits`}>
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2.5 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <p className="text-center">
          <span className="text-3xl font-bold tracking-tight">{PREMIUM_PRICE_LABEL}</span>
          <span className="text-muted-foreground"> per month</span>
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to="/subscribe">
              <Crown aria-hidden="true" />
              Upgrade
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">View Pricing</Link>
          </Button>
        </div>
      </CardContent>
      <CardFooter className="justify-center gap-4 text-xs text-muted-foreground">
        <span>{FREE_TRIAL_DAYS}-day free trial</span>
        <span aria-hidden="true">•</span>
        <span>Cancel anytime</span>
      </CardFooter>
    </Card>
  );
}
