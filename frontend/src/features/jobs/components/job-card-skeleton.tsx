import { JOB_SKELETON_CARDS } from '@pathwise/contracts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** 6 placeholder cards while results load. */
export function JobCardSkeletons() {
  return (
    <div role="status" aria-label="Loading jobs" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: JOB_SKELETON_CARDS }, (_, i) => (
        <Card key={i} data-testid="job-skeleton" className="grid gap-3 p-5">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-full" />
        </Card>
      ))}
    </div>
  );
}
