import { Gift } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FREE_TRIAL_DAYS } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { refreshPlan, SUBSCRIPTION_QUERY_KEY } from '@/lib/subscription';
import { toast } from '@/lib/toast';
import { useStartTrial } from '../api/start-trial';

/** "Start your 7-day free trial, no card required": offered to users who never had a trial. */
export function TrialOffer() {
  const trial = useStartTrial();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const heading = `Start your ${FREE_TRIAL_DAYS}-day free trial, no card required`;

  const start = () =>
    trial.mutate(undefined, {
      onSuccess: async (result) => {
        await refreshPlan(queryClient, true);
        const until = result?.subscription?.trialEndsAt ?? result?.subscription?.currentPeriodEnd;
        toast({
          title: 'Free Trial Started',
          description: until
            ? `Premium is yours until ${formatDate(until)}. Subscribe before then to keep it.`
            : `Premium is yours for ${FREE_TRIAL_DAYS} days.`,
          variant: 'success',
        });
        await navigate('/dashboard');
      },
      onError: async (error) => {
        if (isUnauthorizedError(error)) return;
        if (error instanceof ApiError && error.status === 409) {
          toast({
            title: 'Trial Unavailable',
            description: serverMessage(error) ?? 'You have already used your free trial',
            variant: 'destructive',
          });
          await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
          return;
        }
        toast({
          title: 'Error',
          description: 'Failed to start your free trial. Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <Card className="border-success/40 bg-success/5">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-success/15 text-success">
            <Gift className="size-5" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h2 className="text-lg">{heading}</h2>
          </CardTitle>
        </div>
        <CardDescription>
          Every Premium feature for {FREE_TRIAL_DAYS} days. Nothing is charged: when the trial ends your account goes
          back to Free unless you subscribe. One trial per account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="w-full sm:w-auto" disabled={trial.isPending} onClick={start}>
          {trial.isPending && <Spinner />}
          {trial.isPending ? 'Starting Trial...' : 'Start Free Trial'}
        </Button>
      </CardContent>
    </Card>
  );
}
