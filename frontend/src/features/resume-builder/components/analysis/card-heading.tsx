import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export const TONES = {
  success: { chip: 'bg-success/10 text-success', icon: 'text-success' },
  warning: { chip: 'bg-amber-500/15 text-amber-700', icon: 'text-amber-600' },
  primary: { chip: 'bg-primary/10 text-primary', icon: 'text-primary' },
} as const;
export type Tone = keyof typeof TONES;

/** The title of an analysis card: an icon in a tinted square, then the words (an h3 under the tab's content). */
export function CardHeading({
  icon: Icon,
  tone = 'primary',
  children,
}: {
  icon: LucideIcon;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <CardTitle asChild className="flex items-center gap-2.5 text-base">
      <h3>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', TONES[tone].chip)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {children}
      </h3>
    </CardTitle>
  );
}
