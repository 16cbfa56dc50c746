import { useState } from 'react';
import type { InterviewEvaluateResponse } from '@pathwise/contracts';
import { AppLayout } from '@/components/layouts/app-layout';
import { PremiumGate } from '@/components/premium-gate';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useInterviewSession } from '../api/get-sessions';
import { PastSessions } from '../components/past-sessions';
import { QuestionStage } from '../components/question-stage';
import { ResultsStage } from '../components/results-stage';
import { SetupStage } from '../components/setup-stage';
import {
  type Attempt,
  type AttemptsByQuestion,
  fromDetail,
  type PracticeSession,
  sessionFromStart,
} from '../utils/results';

type Stage =
  | { name: 'setup' }
  | { name: 'questions'; session: PracticeSession; index: number; attempts: AttemptsByQuestion }
  | { name: 'results'; session: PracticeSession; attempts: AttemptsByQuestion }
  | { name: 'review'; sessionId: string };

const attemptOf = (result: InterviewEvaluateResponse, response: string): Attempt => ({
  attempt: result.attempt,
  response,
  evaluation: result,
  comparison: result.comparison,
});

const withAttempt = (attempts: AttemptsByQuestion, questionId: string, attempt: Attempt): AttemptsByQuestion => ({
  ...attempts,
  [questionId]: [...(attempts[questionId] ?? []), attempt],
});

export default function InterviewPracticeRoute() {
  const { user } = useUser();
  return (
    <AppLayout>
      <title>AI Interview Practice · Pathwise</title>
      {user?.isPremium ? (
        <InterviewPractice />
      ) : (
        <PremiumGate
          feature="AI Interview Practice"
          description="Rehearse realistic interview questions for your target career and get scored, specific feedback on every answer."
          benefits={[
            'Questions tailored to your career path and experience level',
            'Behavioural and technical questions with hints',
            'A score and concrete feedback for every answer',
            'Practise as often as you like',
          ]}
        />
      )}
    </AppLayout>
  );
}

/** Setup, then one question at a time, then the results (the last answer's evaluation moves there: DECISIONS.md). */
function InterviewPractice() {
  const [stage, setStage] = useState<Stage>({ name: 'setup' });
  const toSetup = () => setStage({ name: 'setup' });

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        id="interview-title"
        title="AI Interview Practice"
        description="Answer realistic questions for your career and get a score, the rubric behind it and a stronger outline."
        descriptionClassName=""
      />

      {stage.name === 'setup' && (
        <>
          <SetupStage
            onStarted={(start) =>
              setStage({ name: 'questions', session: sessionFromStart(start), index: 0, attempts: {} })
            }
          />
          <PastSessions onReview={(sessionId) => setStage({ name: 'review', sessionId })} />
        </>
      )}

      {stage.name === 'questions' && (
        <QuestionStage
          key={stage.session.questions[stage.index].id}
          session={stage.session}
          index={stage.index}
          previous={
            stage.index > 0 ? (stage.attempts[stage.session.questions[stage.index - 1].id]?.at(-1) ?? null) : null
          }
          onEvaluated={(result, response) => {
            const question = stage.session.questions[stage.index];
            const attempts = withAttempt(stage.attempts, question.id, attemptOf(result, response));
            const next = stage.index + 1;
            setStage(
              next < stage.session.questions.length
                ? { ...stage, index: next, attempts }
                : { name: 'results', session: stage.session, attempts },
            );
          }}
        />
      )}

      {stage.name === 'results' && (
        <ResultsStage
          title="Interview Complete!"
          session={stage.session}
          attempts={stage.attempts}
          onAnswered={(questionId, result, response) =>
            setStage({ ...stage, attempts: withAttempt(stage.attempts, questionId, attemptOf(result, response)) })
          }
          onPracticeAgain={toSetup}
        />
      )}

      {stage.name === 'review' && <SessionReview sessionId={stage.sessionId} onBack={toSetup} />}
    </div>
  );
}

/**
 * A past session read back from the history. A retry here refreshes the session (the evaluation invalidates the
 * history queries), so the new attempt shows with the others.
 */
function SessionReview({ sessionId, onBack }: { sessionId: string; onBack: () => void }) {
  const detail = useInterviewSession(sessionId);
  if (detail.isLoading) return <Spinner label="Loading the session" />;
  if (!detail.data)
    return (
      <div className="space-y-3 text-center">
        <p>This session could not be loaded.</p>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      </div>
    );
  const { session, attempts } = fromDetail(detail.data);
  return (
    <ResultsStage
      title="Session Review"
      session={session}
      attempts={attempts}
      onAnswered={() => undefined}
      onPracticeAgain={onBack}
    />
  );
}
