import * as React from 'react';

import { cn } from '@/lib/utils';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-xl border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/**
 * A div by default (shadcn's API). Pass `asChild` with a heading element (`<CardTitle asChild><h3>…</h3></CardTitle>`)
 * so each page keeps its heading levels in order.
 */
export function CardTitle({
  className,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const base = cn('text-xl font-semibold leading-tight tracking-tight', className);
  // Slot would concatenate class names, so a size on the heading could lose to the default; merge them instead.
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      ...props,
      'data-slot': 'card-title',
      className: cn(base, children.props.className),
    } as React.HTMLAttributes<HTMLElement>);
  }
  return (
    <div data-slot="card-title" className={base} {...props}>
      {children}
    </div>
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
