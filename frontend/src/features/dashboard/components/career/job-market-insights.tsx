import { Briefcase } from 'lucide-react';
import { useJobInsight } from '../../api/get-job-insights';
import { formatUsd } from './career-format';

/**
 * Local job market of a career match, from the jobs index: open listings near the user's location and remote,
 * and the spread of posted pay where listings state it. Says so when the figures come from sample (demo) listings.
 * Renders nothing while loading or when the jobs service does not answer: the card stays as it was.
 */
export function JobMarketInsights({ code, detailed = false }: { code: string | undefined; detailed?: boolean }) {
  const { insight, location } = useJobInsight(code);
  if (!insight) return null;
  const openings =
    insight.nearby !== null && location
      ? `${insight.nearby} near ${location} · ${insight.remote} remote`
      : `${insight.total} open · ${insight.remote} remote`;
  const pay = insight.pay
    ? `${formatUsd(insight.pay.min)} – ${formatUsd(insight.pay.max)} posted${insight.pay.scope === 'nearby' ? ' nearby' : ''}`
    : null;
  return (
    <div className="flex min-w-0 items-start gap-2.5 text-sm" data-testid="job-market-insights">
      <Briefcase className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 break-words">
        <span className="text-xs text-muted-foreground">Job listings{insight.demo ? ' (sample data)' : ''}</span>
        <span className="font-medium">{openings}</span>
        {pay && <span className="text-xs text-muted-foreground">{pay}</span>}
        {detailed && (
          <span className="mt-1 text-xs text-muted-foreground">
            {insight.demo
              ? 'Counted in Pathwise’s sample listings (demo index), not live job boards; BLS figures above are national.'
              : `Counted in the job boards Pathwise indexes (${insight.total} listings in all); BLS figures above are national.`}
            {insight.pay &&
              ` Pay median ${formatUsd(insight.pay.median)} over ${insight.pay.samples} listings that state pay.`}
          </span>
        )}
      </div>
    </div>
  );
}
