import { Briefcase } from 'lucide-react';
import type { CareerMarket } from '@pathwise/contracts';
import { formatUsd } from './career-format';

/**
 * Local job market of a career match, from the jobs index as the career service holds it (`details.market`, fed by
 * job.market.updated): open listings near the user's location and remote, and the spread of posted pay where
 * listings state it. The same figures as the match's job-search step (one source, never two counts). Says so when they
 * come from sample (demo) listings. Renders nothing before the jobs index has reported.
 */
export function JobMarketInsights({
  market,
  detailed = false,
}: {
  market: CareerMarket | null | undefined;
  detailed?: boolean;
}) {
  if (!market) return null;
  const openings =
    market.nearby !== null && market.location
      ? `${market.nearby} near ${market.location} · ${market.remote} remote`
      : `${market.openings} open · ${market.remote} remote`;
  const pay = market.pay ? `${formatUsd(market.pay.min)} – ${formatUsd(market.pay.max)} posted` : null;
  return (
    <div className="flex min-w-0 items-start gap-2.5 text-sm" data-testid="job-market-insights">
      <Briefcase className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 break-words">
        <span className="text-xs text-muted-foreground">Job listings{market.demo ? ' (sample data)' : ''}</span>
        <span className="font-medium">{openings}</span>
        {pay && <span className="text-xs text-muted-foreground">{pay}</span>}
        {detailed && (
          <span className="mt-1 text-xs text-muted-foreground">
            {market.demo
              ? 'Counted in Pathwise’s sample listings (demo index), not live job boards; BLS figures above are national.'
              : `Counted in the job boards Pathwise indexes (${market.openings} listings in all); BLS figures above are national.`}
            {market.pay &&
              ` Pay median ${formatUsd(market.pay.median)} over ${market.pay.samples} listings that state pay.`}
          </span>
        )}
      </div>
    </div>
  );
}
