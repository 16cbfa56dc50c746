import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { CardHeading, TONES, type Tone } from './card-heading';

interface FeedbackListCardProps {
  title: string;
  icon: LucideIcon;
  tone: Tone;
  items: string[];
  /** Shown when the list is empty. */
  emptyText: string;
  className?: string;
}

/** One of the analysis's lists (strengths, areas for improvement, suggestions), each point with its icon. */
export function FeedbackListCard({ title, icon: Icon, tone, items, emptyText, className }: FeedbackListCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <CardHeading icon={Icon} tone={tone}>
          {title}
        </CardHeading>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="grid gap-3" aria-label={title}>
            {items.map((item, index) => (
              <li key={`${index}-${item}`} className="flex gap-3 text-sm leading-relaxed">
                <Icon className={cn('mt-0.5 size-4 shrink-0', TONES[tone].icon)} aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
