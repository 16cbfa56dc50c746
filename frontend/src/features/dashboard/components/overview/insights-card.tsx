import { ChartLine, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/**
 * The way to /insights (Premium's advanced analytics and weekly coaching plan), which the spec's dashboard has no
 * place for: one card beside Next Steps. Free users are told it is Premium and see what it is on the page itself.
 */
export function InsightsCard({ isPremium }: { isPremium: boolean }) {
  return (
    <section aria-labelledby="insights-card-title" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ChartLine className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="insights-card-title" className="font-semibold">
            Insights
          </h2>
          <p className="text-xs text-muted-foreground">
            {isPremium ? 'Your analytics and weekly coaching plan' : 'Advanced analytics and coaching (Premium)'}
          </p>
        </div>
      </div>
      <Button asChild variant={isPremium ? 'default' : 'outline'} size="sm">
        <Link to="/insights">
          {!isPremium && <Crown aria-hidden="true" />}
          {isPremium ? 'Open Insights' : 'See Insights'}
        </Link>
      </Button>
    </section>
  );
}
