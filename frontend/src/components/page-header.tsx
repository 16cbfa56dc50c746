import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The top of a signed-in feature page: the way back to the dashboard, the page's title (which names the section, by
 * `id`) and a line that says what the page is for.
 */
export function PageHeader({
  id,
  title,
  description,
  className,
  descriptionClassName = 'max-w-2xl',
}: {
  id: string;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  descriptionClassName?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-3 text-muted-foreground">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      <h1 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className={cn('mt-2 text-muted-foreground', descriptionClassName)}>{description}</p>
    </section>
  );
}
