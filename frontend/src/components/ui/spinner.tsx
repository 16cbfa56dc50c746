import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** An inline busy indicator; give it a label when it stands alone. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle className={cn('size-4 animate-spin', className)} aria-hidden="true" />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
