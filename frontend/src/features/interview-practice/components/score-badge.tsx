import { INTERVIEW_SCORE_THRESHOLD } from '../utils/labels';
import { Badge } from '@/components/ui/badge';

/** The spec's score badge: the default style at 70 or more, the secondary style below. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const variant = score >= INTERVIEW_SCORE_THRESHOLD ? 'default' : 'secondary';
  return (
    <Badge variant={variant} data-variant={variant} data-testid="score-badge" className={className}>
      {score}/100
    </Badge>
  );
}
