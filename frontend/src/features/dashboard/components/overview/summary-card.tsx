import type { GraphSection } from '@pathwise/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionUnavailable } from '../section-unavailable';

/** One of the overview's summary cards (Job Search, Interview Practice): its heading, what it shows, its content. */
export function SummaryCard({
  testId,
  icon: Icon,
  title,
  description,
  children,
}: {
  testId: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Icon className="size-5" aria-hidden="true" />
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/**
 * A summary's data from its service: the section's notice when the service did not answer (never its empty state),
 * the placeholder while it loads, else what `children` makes of it.
 */
export function SummaryData<T>({
  section,
  data,
  isLoading,
  unavailable,
  onRetry,
  placeholder,
  children,
}: {
  section: GraphSection;
  data: T | null;
  isLoading: boolean;
  unavailable: boolean;
  onRetry: () => void;
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (unavailable) return <SectionUnavailable section={section} onRetry={onRetry} />;
  if (isLoading || !data) return placeholder;
  return children(data);
}
