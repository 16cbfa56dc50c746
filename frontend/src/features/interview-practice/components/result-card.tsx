import { useState } from 'react';
import { ArrowDownRight, ArrowUpRight, RotateCcw } from 'lucide-react';
import {
  type AttemptComparison,
  type InterviewEvaluateResponse,
  type InterviewQuestion,
  MAX_INTERVIEW_RESPONSE,
} from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useSubmitAnswer } from '../api/evaluate-answer';
import type { Attempt, PracticeSession } from '../utils/results';
import { EvaluationDetails } from './evaluation-details';
import { QuestionMeta } from './question-meta';
import { ScoreBadge } from './score-badge';

interface ResultCardProps {
  session: PracticeSession;
  number: number;
  question: InterviewQuestion;
  attempts: Attempt[];
  onAnswered: (result: InterviewEvaluateResponse, response: string) => void;
}

/**
 * One question of the results: the question, the latest answer, its score and feedback, the rubric behind it, and
 * (beyond the spec) "Retry this question", whose new answer is compared with the previous one.
 */
export function ResultCard({ session, number, question, attempts, onAnswered }: ResultCardProps) {
  const latest = attempts.at(-1);
  const answer = useSubmitAnswer(session, question);
  const [retrying, setRetrying] = useState(false);
  const [response, setResponse] = useState('');
  const fieldId = `retry-${session.sessionId}-${question.id}`;

  const submit = () =>
    answer.submit(response, (result, text) => {
      onAnswered(result, text);
      setRetrying(false);
      setResponse('');
    });

  return (
    <Card data-testid="result-card">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle asChild>
            <h3 className="text-base leading-snug sm:text-lg">
              {number}. {question.question}
            </h3>
          </CardTitle>
          {latest ? <ScoreBadge score={latest.evaluation.score} /> : <span className="text-sm">Not answered</span>}
        </div>
        <QuestionMeta question={question} />
      </CardHeader>
      <CardContent className="space-y-4">
        {latest && (
          <>
            <div>
              <h4 className="text-sm font-semibold">Your Response</h4>
              <p className="mt-1 whitespace-pre-wrap rounded-lg bg-secondary/50 p-3 text-sm">{latest.response}</p>
            </div>
            <div>
              <h4 className="text-sm font-semibold">Feedback</h4>
              <p className="mt-1 whitespace-pre-wrap text-sm">{latest.evaluation.feedback}</p>
            </div>
            {attempts.length > 1 && (
              <AttemptHistory scores={attempts.map((a) => a.evaluation.score)} comparison={latest.comparison} />
            )}
            <EvaluationDetails evaluation={latest.evaluation} />
          </>
        )}
        {retrying ? (
          <div className="space-y-2 rounded-lg border p-3">
            <Label htmlFor={fieldId}>{latest ? 'Your new answer' : 'Your answer'}</Label>
            <Textarea
              id={fieldId}
              rows={6}
              value={response}
              onChange={(e) => setResponse(e.target.value)}
              disabled={answer.isPending}
              placeholder="Type your answer here..."
              maxLength={MAX_INTERVIEW_RESPONSE}
            />
            <div className="flex gap-2">
              <Button size="sm" onClick={submit} disabled={answer.isPending}>
                {answer.isPending ? 'Evaluating...' : latest ? 'Submit Retry' : 'Submit Answer'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRetrying(false)} disabled={answer.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setRetrying(true)}>
            <RotateCcw aria-hidden="true" />
            {latest ? 'Retry this question' : 'Answer this question'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** Every attempt's score in order, and how the latest compares with the one before, part by part. */
function AttemptHistory({ scores, comparison }: { scores: number[]; comparison: AttemptComparison | null }) {
  return (
    <section aria-label="Comparison with your previous attempt" className="rounded-lg border border-primary/30 p-3">
      <p className="text-sm">
        <span className="font-medium">Attempts: </span>
        <span className="tabular-nums">{scores.join(' → ')}</span>
      </p>
      {comparison && (
        <>
          <p
            className={cn(
              'mt-1 flex items-center gap-1 text-sm font-medium',
              comparison.delta > 0 ? 'text-emerald-700' : comparison.delta < 0 ? 'text-destructive' : '',
            )}
          >
            {comparison.delta > 0 ? (
              <ArrowUpRight className="size-4" aria-hidden="true" />
            ) : comparison.delta < 0 ? (
              <ArrowDownRight className="size-4" aria-hidden="true" />
            ) : null}
            {comparison.summary}
          </p>
          <ul className="mt-2 grid gap-1 text-xs text-muted-foreground sm:grid-cols-3">
            {comparison.parts.map((p) => (
              <li key={p.key}>
                {p.label}: {p.previous} → {p.now}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
