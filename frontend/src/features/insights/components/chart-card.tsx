import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface ChartCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One chart of the Insights screen, with its heading and a line that says what it shows. */
export function ChartCard({ title, description, children }: ChartCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface SectionChartProps<T> extends Omit<ChartCardProps, 'children'> {
  /** The part of the data that feeds the chart; null when its service did not answer. */
  data: T | null;
  /** Named in "Your … could not be loaded right now." */
  what: string;
  isEmpty: (data: T) => boolean;
  /** What to do, and where, while there is nothing to draw. */
  empty: { text: string; to: string; action: string };
  children: (data: T) => ReactNode;
}

/** A chart of one part of the data: said unavailable when its service did not answer, its empty state, or the chart. */
export function SectionChart<T>({ title, description, data, what, isEmpty, empty, children }: SectionChartProps<T>) {
  return (
    <ChartCard title={title} description={description}>
      {data === null ? <ChartUnavailable what={what} /> : isEmpty(data) ? <ChartEmpty {...empty} /> : children(data)}
    </ChartCard>
  );
}

/** A chart with no data yet: what to do to get some, and where. */
export function ChartEmpty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="grid justify-items-start gap-2 rounded-lg border border-dashed p-4 text-sm">
      <p className="text-muted-foreground">{text}</p>
      <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
        {action}
      </Link>
    </div>
  );
}

/** A part whose service did not answer: said plainly, never an empty state. */
export function ChartUnavailable({ what }: { what: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      Your {what} could not be loaded right now.
    </p>
  );
}

/** While the insights load (the chunk, then the graph read). */
export function InsightsLoading() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" role="status" aria-label="Loading your insights">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-64" />
      ))}
    </div>
  );
}
