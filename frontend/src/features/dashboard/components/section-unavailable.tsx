import type { GraphSection } from '@pathwise/contracts';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What each part of the dashboard is called when its service did not answer. */
export const SECTION_NOTICES: Record<GraphSection | 'progress', string> = {
  career: 'Your matches could not be loaded right now',
  progress: 'Your progress could not be loaded right now',
  jobs: 'Your saved and applied jobs could not be loaded right now',
  interview: 'Your interview practice could not be loaded right now',
  subscription: 'Your membership could not be loaded right now',
};

/**
 * In place of one part of the dashboard when its service is down and the rest arrived (the graph's partial data):
 * says that part could not be loaded, never its empty state, and offers a retry.
 */
export function SectionUnavailable({ section, onRetry }: { section: GraphSection | 'progress'; onRetry: () => void }) {
  return (
    <div
      role="status"
      data-testid={`section-unavailable-${section}`}
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 sm:flex-row sm:items-center"
    >
      <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="flex-1 font-medium">{SECTION_NOTICES[section]}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
