import * as React from 'react';
import { cn } from '@/lib/utils';

export const inputClasses =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors ' +
  'placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium ' +
  'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30 sm:text-sm';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClasses, className)} {...props} />;
}
