import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, CheckCircle2, History, Keyboard, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link, useBlocker } from 'react-router-dom';
import { QUIZ_ITEMS_NOTICE, type QuizQuestion, type QuizSubmitResponse } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSingleFlight } from '@/lib/use-single-flight';
import { submitProblem, useSubmitQuiz } from '../api/submit-quiz';
import { useQuizShortcuts } from '../hooks/use-quiz-shortcuts';
import { buildSubmission, isAnswered, setAnswer, type QuizAnswers } from '../utils/quiz-answers';
import { clearQuizDraft, loadQuizDraft, saveQuizDraft } from '../utils/quiz-draft';
import { ExitQuizDialog } from './exit-quiz-dialog';
import { QuestionCard } from './question-card';
import { QuizHeader } from './quiz-header';

interface QuizRunnerProps {
  /** Whose draft this is: answers are kept per user in this browser. */
  userId: string;
  questions: QuizQuestion[];
  onCompleted: (result: QuizSubmitResponse) => void;
}

/**
 * The quiz itself (spec section 4): starts at question 0; Next and Previous move one page (never below 0); an answer
 * replaces an earlier one for the same question; Complete Quiz on the last page submits every answer at once, and
 * on failure the user stays on that page with their answers. The answers so far are kept as a draft in this browser
 * and resumed on the next visit; leaving with answers not yet submitted asks first.
 */
export function QuizRunner({ userId, questions, onCompleted }: QuizRunnerProps) {
  const [draft] = useState(() => loadQuizDraft(userId, questions));
  const [index, setIndex] = useState(draft?.index ?? 0);
  const [answers, setAnswers] = useState<QuizAnswers>(draft?.answers ?? {});
  const [restored, setRestored] = useState(draft !== null);
  // what came back from the draft, not what has been answered since
  const [restoredCount] = useState(() => Object.keys(draft?.answers ?? {}).length);
  const [draftKept, setDraftKept] = useState(true);
  const submit = useSubmitQuiz();
  const once = useSingleFlight();
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
  const answeredCount = Object.keys(answers).length;

  // Every change of answer or page is kept at once, so a reload or a closed tab resumes here.
  useEffect(() => {
    if (Object.keys(answers).length === 0) {
      clearQuizDraft(userId);
      setDraftKept(true);
    } else {
      setDraftKept(saveQuizDraft(userId, { index, answers }));
    }
  }, [userId, index, answers]);

  // Leaving the quiz inside the app (Exit Quiz, the header's links) with answers not yet submitted asks first (not
  // after a 503 on submit: the answers are stored then, only the matching is still running).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      answeredCount > 0 && !submitting && !stillMatching && currentLocation.pathname !== nextLocation.pathname,
  );
  // Leaving the page itself only loses answers when the browser would not keep the draft.
  useEffect(() => {
    if (draftKept || answeredCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draftKept, answeredCount]);

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
    once(() =>
      submit.mutateAsync(buildSubmission(questions, answers), {
        onSuccess: (result) => {
          clearQuizDraft(userId);
          onCompleted(result);
        },
        onError: (error) => {
          // A 503 here means the answers are stored and only the matching is still running: nothing left to keep.
          if (error instanceof ApiError && error.status === 503) clearQuizDraft(userId);
        },
      }),
    );
  };

  const startOver = () => {
    setAnswers({});
    setIndex(0);
    setRestored(false);
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
      {restored && (
        <div
          role="status"
          data-testid="quiz-draft-restored"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-primary/30 bg-secondary/50 p-4 text-sm"
        >
          <History className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            Your {restoredCount} {restoredCount === 1 ? 'answer' : 'answers'} from last time{' '}
            {restoredCount === 1 ? 'is' : 'are'} restored, so you can carry on where you left off.
          </p>
          <Button variant="outline" size="sm" onClick={startOver} disabled={submitting}>
            Start Over
          </Button>
        </div>
      )}
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
      <ExitQuizDialog
        open={blocker.state === 'blocked'}
        answered={answeredCount}
        total={total}
        draftKept={draftKept}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
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
