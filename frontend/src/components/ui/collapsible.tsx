import * as React from 'react';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * Radix Collapsible: the trigger carries aria-expanded and aria-controls, the content is removed from the page while
 * closed (so it is neither read out nor tabbed into).
 */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;

export function CollapsibleContent({ className, ...props }: React.ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      className={cn('data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}
