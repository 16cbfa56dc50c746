import { useState } from 'react';
import { Lightbulb, Mic, MicOff, Send } from 'lucide-react';
import { type InterviewEvaluateResponse, MAX_INTERVIEW_RESPONSE } from '@pathwise/contracts';
import { EngineLabel } from '@/components/engine-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSubmitAnswer } from '../api/evaluate-answer';
import type { Attempt, PracticeSession } from '../utils/results';
import { QuestionMeta } from './question-meta';
import { ScoreBadge } from './score-badge';

interface QuestionStageProps {
  session: PracticeSession;
  index: number;
  /** The previous question's evaluated attempt, to say how it went before moving on. */
  previous: Attempt | null;
  onEvaluated: (result: InterviewEvaluateResponse, response: string) => void;
}

/**
 * One question at a time: its type, difficulty and expected length, hints to reveal, the simulated recording toggle,
 * and a text answer sent for evaluation. The route gives each question its own key, so the hints, the answer and the
 * recording state start afresh on every question.
 */
export function QuestionStage({ session, index, previous, onEvaluated }: QuestionStageProps) {
  const question = session.questions[index];
  const total = session.questions.length;
  const answer = useSubmitAnswer(session, question);
  const [response, setResponse] = useState('');
  const [showHints, setShowHints] = useState(false);
  const [recording, setRecording] = useState(false);

  const toggleRecording = () => {
    if (recording) {
      setRecording(false);
      toast({ title: 'Recording Stopped', description: 'Voice recording is simulated. Please type your response.' });
    } else {
      setRecording(true);
      toast({
        title: 'Recording Started',
        description: 'Voice recording is simulated in this version. Please type your response below.',
      });
    }
  };

  const submit = () => answer.submit(response, onEvaluated);

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-medium">
            Question {index + 1} of {total}
          </span>
          <span className="text-muted-foreground">
            {session.careerPath} · {Math.round((index / total) * 100)}% complete
          </span>
        </div>
        <Progress value={(index / total) * 100} aria-label={`Question ${index + 1} of ${total}`} />
      </div>
      {previous && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="previous-score">
          Your last answer scored <ScoreBadge score={previous.evaluation.score} />
          Full feedback comes with your results.
        </p>
      )}
      <Card>
        <CardHeader>
          <QuestionMeta question={question} />
          <CardTitle asChild>
            <h2 className="pt-2 text-xl leading-snug">{question.question}</h2>
          </CardTitle>
          <CardDescription>
            <EngineLabel engine={session.engine} what="Questions written" />
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div>
            <Button variant="outline" size="sm" onClick={() => setShowHints((v) => !v)} aria-expanded={showHints}>
              <Lightbulb aria-hidden="true" />
              {showHints ? 'Hide Hints' : 'Show Hints'}
            </Button>
            {showHints && (
              <ul className="mt-3 list-disc space-y-1 rounded-lg bg-secondary/60 p-4 pl-8 text-sm" aria-label="Hints">
                {question.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            )}
          </div>
          <div className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor="interview-response">Your Response</Label>
              <Button
                variant={recording ? 'destructive' : 'secondary'}
                size="sm"
                onClick={toggleRecording}
                aria-pressed={recording}
              >
                {recording ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
                {recording ? 'Stop Recording' : 'Start Recording'}
              </Button>
            </div>
            <Textarea
              id="interview-response"
              value={response}
              onChange={(e) => setResponse(e.target.value)}
              rows={8}
              placeholder="Type your answer here..."
              maxLength={MAX_INTERVIEW_RESPONSE}
              disabled={answer.isPending}
            />
            <p className="text-xs text-muted-foreground">
              {response.trim() ? response.trim().split(/\s+/).length : 0} words · aim for {question.expectedWords.min}-
              {question.expectedWords.max}
            </p>
          </div>
        </CardContent>
        <CardFooter>
          <Button onClick={submit} disabled={answer.isPending}>
            <Send aria-hidden="true" />
            {answer.isPending ? 'Evaluating...' : 'Submit Answer'}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
