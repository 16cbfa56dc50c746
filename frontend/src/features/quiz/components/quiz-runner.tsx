import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, CheckCircle2, Keyboard, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { QUIZ_ITEMS_NOTICE, type QuizQuestion, type QuizSubmitResponse } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { submitProblem, useSubmitQuiz } from '../api/submit-quiz';
import { useQuizShortcuts } from '../hooks/use-quiz-shortcuts';
import { buildSubmission, isAnswered, setAnswer, type QuizAnswers } from '../utils/quiz-answers';
import { QuestionCard } from './question-card';
import { QuizHeader } from './quiz-header';

interface QuizRunnerProps {
  questions: QuizQuestion[];
  onCompleted: (result: QuizSubmitResponse) => void;
}

/**
 * The quiz itself (spec section 4): starts at question 0; Next and Previous move one page (never below 0); an answer
 * replaces an earlier one for the same question; Complete Quiz on the last page submits every answer at once, and
 * on failure the user stays on that page with their answers.
 */
export function QuizRunner({ questions, onCompleted }: QuizRunnerProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const submit = useSubmitQuiz();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const total = questions.length;
  const question = questions[Math.min(index, total - 1)];
  const isLast = index === total - 1;
  const answered = isAnswered(question, answers[question.id]);
  const submitting = submit.isPending;
  // The server's own explanation stays on screen (the toast has the spec's generic text and goes after 5 s), e.g.
  // when every rating was the same, or when the answers are saved but the matches are still being prepared (503).
  const problem = submitProblem(submit.error);
  const stillMatching = submit.error instanceof ApiError && submit.error.status === 503;

  // A new page: its question takes focus, so keyboard and screen-reader users start there (not on the first render).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [index]);

  const answer = (response: string) => {
    if (submitting) return;
    setAnswers((current) => setAnswer(current, question.id, response));
  };

  const goNext = () => {
    if (!answered || submitting) return;
    if (!isLast) {
      setIndex((i) => Math.min(i + 1, total - 1));
      return;
    }
    submit.mutate(buildSubmission(questions, answers), { onSuccess: onCompleted });
  };

  const goPrevious = () => {
    if (submitting) return;
    setIndex((i) => Math.max(i - 1, 0));
  };

  useQuizShortcuts({
    enabled: !submitting,
    onRate: question.type === 'rating' ? (rating) => answer(String(rating)) : undefined,
    onNext: goNext,
  });

  return (
    <div className="grid gap-6">
      <QuizHeader index={index} total={total} />
      <QuestionCard
        key={question.id}
        ref={headingRef}
        question={question}
        value={answers[question.id]}
        onAnswer={answer}
        disabled={submitting}
      />
      {problem && isLast && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-2">
            <p>{problem}</p>
            {stillMatching ? (
              <Button asChild variant="link" className="h-auto justify-start p-0">
                <Link to="/dashboard">Open my dashboard</Link>
              </Button>
            ) : (
              index > 0 && (
                <Button variant="link" className="h-auto justify-start p-0" onClick={() => setIndex(0)}>
                  Review my answers from the first question
                </Button>
              )
            )}
          </div>
        </div>
      )}
      <nav aria-label="Quiz navigation" className="flex items-center justify-between gap-3">
        <Button variant="outline" size="lg" onClick={goPrevious} disabled={index === 0 || submitting} className="px-5">
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        <Button size="lg" onClick={goNext} disabled={!answered || submitting} className="px-5">
          {submitting ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Processing...
            </>
          ) : isLast ? (
            <>
              <CheckCircle2 aria-hidden="true" />
              Complete Quiz
            </>
          ) : (
            <>
              Next Question
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </nav>
      <footer className="grid gap-2 text-xs text-muted-foreground">
        <p className="hidden items-center gap-1.5 sm:flex">
          <Keyboard className="size-3.5" aria-hidden="true" />
          {question.type === 'rating'
            ? 'Tip: press 1 to 5 to rate, then Enter for the next question.'
            : question.type === 'text'
              ? 'Tip: press Ctrl+Enter to go on.'
              : 'Tip: press Enter to go on.'}
        </p>
        {question.type === 'rating' && <p>{QUIZ_ITEMS_NOTICE}</p>}
      </footer>
    </div>
  );
}
