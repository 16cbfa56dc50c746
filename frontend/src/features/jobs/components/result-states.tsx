import { AlertTriangle, Info, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

function StateActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap justify-center gap-2">
      <Button variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
      <Button asChild variant="secondary">
        <Link to="/demo-jobs">Try Demo Job Search</Link>
      </Button>
    </div>
  );
}

export function NoJobsFound({ onClear }: { onClear: () => void }) {
  return (
    <Card>
      <CardContent className="py-12 text-center">
        <SearchX className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No jobs found</h2>
        <p className="mt-1 text-muted-foreground">Try adjusting your search terms or filters to find more jobs.</p>
        <StateActions onClear={onClear} />
      </CardContent>
    </Card>
  );
}

/**
 * A page past the last one (an old or edited address, or listings that expired since): the search itself has jobs,
 * so 'No jobs found' and 'adjust your search' would be untrue.
 */
export function PastLastPage({ page, total, onFirstPage }: { page: number; total: number; onFirstPage: () => void }) {
  return (
    <Card>
      <CardContent className="py-12 text-center">
        <SearchX className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No jobs on page {page}</h2>
        <p className="mt-1 text-muted-foreground">
          This search found {total.toLocaleString('en-US')} {total === 1 ? 'job' : 'jobs'}, on fewer pages.
        </p>
        <div className="mt-4 flex justify-center">
          <Button onClick={onFirstPage}>Go to Page 1</Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function JobsLoadError({ message, onClear }: { message: string; onClear: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="py-12 text-center">
        <AlertTriangle className="mx-auto mb-3 size-10 text-destructive" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Error Loading Jobs</h2>
        <p className="mt-1 text-muted-foreground">Unable to load job listings. Please try again later.</p>
        <p className="mx-auto mt-3 max-w-xl text-sm text-muted-foreground">
          The job boards may be limiting requests (API rate limits), or their API credentials may be missing. ({message}
          )
        </p>
        <StateActions onClear={onClear} />
      </CardContent>
    </Card>
  );
}

/** Before the first search: what to type. */
export function SearchPrompt() {
  return (
    <Card>
      <CardContent className="py-12 text-center text-muted-foreground">
        Enter a job title, keywords or a location, then choose Search Jobs.
      </CardContent>
    </Card>
  );
}

/** The spec's banner when the first result's source is Demo. */
export function DemoBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Demo Mode Active</p>
        <p>
          Showing sample job listings because live job data may be unavailable due to API rate limits. These listings
          are generated from U.S. Bureau of Labor Statistics pay and O*NET occupation data; they are not real openings.
        </p>
      </div>
    </div>
  );
}
