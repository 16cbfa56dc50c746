import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Showing N of {total_results} jobs', Previous / Next and 'Page N'. */
export function ResultsPager({
  shown,
  total,
  page,
  hasMore,
  capped = false,
  onPage,
}: {
  shown: number;
  total: number;
  /** More matches than the count says: shown as "1,000+" (paging still goes on to the last match). */
  capped?: boolean;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Search results pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown} of {`${total.toLocaleString('en-US')}${capped ? '+' : ''}`} jobs
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="px-2 text-sm font-medium">Page {page}</span>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
