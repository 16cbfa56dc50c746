import { RotateCcw, Trophy } from 'lucide-react';
import type { InterviewEvaluateResponse } from '@pathwise/contracts';
import { EXPERIENCE_LEVEL_LABELS } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { averageScore, type AttemptsByQuestion, type PracticeSession } from '../utils/results';
import { ResultCard } from './result-card';
import { ScoreBadge } from './score-badge';

interface ResultsStageProps {
  session: PracticeSession;
  attempts: AttemptsByQuestion;
  title: string;
  onAnswered: (questionId: string, result: InterviewEvaluateResponse, response: string) => void;
  onPracticeAgain: () => void;
}

/** Results: each question with the answer, its score (badge at 70) and feedback, then 'Practice Again'. */
export function ResultsStage({ session, attempts, title, onAnswered, onPracticeAgain }: ResultsStageProps) {
  const average = averageScore(session, attempts);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Trophy className="size-5" aria-hidden="true" />
            </span>
            <div>
              <CardTitle asChild>
                <h2>{title}</h2>
              </CardTitle>
              <CardDescription>
                {session.careerPath} · {EXPERIENCE_LEVEL_LABELS[session.experienceLevel]}
              </CardDescription>
            </div>
          </div>
          <div className="flex items-center gap-3">
            {average !== null && (
              <span className="flex items-center gap-2 text-sm">
                Average score <ScoreBadge score={average} className="text-sm" />
              </span>
            )}
            <Button onClick={onPracticeAgain}>
              <RotateCcw aria-hidden="true" />
              Practice Again
            </Button>
          </div>
        </CardHeader>
      </Card>
      <ol className="space-y-4" aria-label="Your answers">
        {session.questions.map((question, i) => (
          <li key={question.id}>
            <ResultCard
              session={session}
              number={i + 1}
              question={question}
              attempts={attempts[question.id] ?? []}
              onAnswered={(result, response) => onAnswered(question.id, result, response)}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
