import { forwardRef } from 'react';
import type { QuizQuestion } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { splitPrompt } from '../utils/quiz-answers';
import { ChoiceOptions } from './choice-options';
import { RatingScale } from './rating-scale';
import { TextAnswer } from './text-answer';

interface QuestionCardProps {
  question: QuizQuestion;
  value: string | undefined;
  onAnswer: (value: string) => void;
  disabled?: boolean;
}

/**
 * One question per page, with its category. The heading takes focus when the page changes (hence the ref), so a
 * screen reader reads the new question.
 */
export const QuestionCard = forwardRef<HTMLHeadingElement, QuestionCardProps>(function QuestionCard(
  { question, value, onAnswer, disabled },
  headingRef,
) {
  const headingId = `question-${question.id}-title`;
  const hintId = `question-${question.id}-hint`;
  const { head, tail } = splitPrompt(question.question);
  // A rating item's activity is what changes from page to page, so it is shown largest under the shared question.
  const ratingItem = question.type === 'rating' && tail !== null;

  return (
    <Card className="overflow-hidden">
      <CardHeader className="gap-3 pb-5">
        <Badge variant="secondary" className="uppercase tracking-wide">
          {question.category}
        </Badge>
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="outline-none">
          {ratingItem ? (
            <>
              <span className="block text-base font-medium text-muted-foreground">{head}</span>{' '}
              <span className="mt-2 block text-2xl font-semibold leading-snug tracking-tight sm:text-3xl">{tail}</span>
            </>
          ) : (
            <span className="block text-xl font-semibold leading-snug tracking-tight sm:text-2xl">{head}</span>
          )}
        </h2>
        {!ratingItem && tail && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {tail}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {question.type === 'rating' ? (
          <RatingScale
            name={`question-${question.id}`}
            labelledBy={headingId}
            value={value}
            onChange={onAnswer}
            disabled={disabled}
          />
        ) : question.type === 'multiple-choice' ? (
          <ChoiceOptions
            question={question}
            labelledBy={headingId}
            value={value}
            onChange={onAnswer}
            disabled={disabled}
          />
        ) : (
          <TextAnswer
            id={`question-${question.id}-answer`}
            labelledBy={headingId}
            describedBy={tail ? hintId : undefined}
            value={value}
            onChange={onAnswer}
            disabled={disabled}
          />
        )}
      </CardContent>
    </Card>
  );
});
