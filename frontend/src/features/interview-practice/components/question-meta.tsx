import { Clock } from 'lucide-react';
import type { InterviewQuestion } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { DIFFICULTY_LABELS, TYPE_LABELS } from '../utils/labels';

/** A question's type, difficulty and expected answer length. */
export function QuestionMeta({ question }: { question: InterviewQuestion }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="outline">{TYPE_LABELS[question.type]}</Badge>
      <Badge variant="outline">{DIFFICULTY_LABELS[question.difficulty]}</Badge>
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Clock className="size-3.5" aria-hidden="true" />
        Expected length: {question.expectedAnswerLength}
      </span>
    </div>
  );
}
