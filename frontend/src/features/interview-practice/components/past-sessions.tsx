import { History } from 'lucide-react';
import { EXPERIENCE_LEVEL_LABELS, type InterviewSessionSummary } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useInterviewSessions } from '../api/get-sessions';
import { ScoreBadge } from './score-badge';

/** Beyond the spec: past sessions, newest first, with the average scores over time; each can be reviewed. */
export function PastSessions({ onReview }: { onReview: (sessionId: string) => void }) {
  const sessions = useInterviewSessions();
  const list = sessions.data ?? [];
  if (sessions.isLoading || list.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <History className="size-5" aria-hidden="true" />
            Your Past Sessions
          </h2>
        </CardTitle>
        <CardDescription>Review a session to see its feedback or retry a question.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ScoreTrend sessions={list} />
        <ul className="divide-y" aria-label="Past sessions">
          {list.slice(0, 10).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{s.careerPath}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDate(s.createdAt)} · {EXPERIENCE_LEVEL_LABELS[s.experienceLevel]} · {s.answeredCount} of{' '}
                  {s.questionCount} answered
                </p>
              </div>
              <div className="flex items-center gap-2">
                {s.averageScore !== null && <ScoreBadge score={s.averageScore} />}
                <Button variant="outline" size="sm" onClick={() => onReview(s.id)}>
                  Review
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const W = 320;
const H = 80;

/** Average scores of the scored sessions, oldest to newest, as a small line chart with its figures in words. */
function ScoreTrend({ sessions }: { sessions: InterviewSessionSummary[] }) {
  const scores = sessions
    .filter((s) => s.averageScore !== null)
    .slice(0, 12)
    .reverse()
    .map((s) => s.averageScore!);
  if (scores.length < 2) return null;
  const x = (i: number) => 8 + (i * (W - 16)) / (scores.length - 1);
  const y = (score: number) => H - 8 - (score / 100) * (H - 16);
  const points = scores.map((s, i) => `${x(i)},${y(s)}`).join(' ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-20 w-full max-w-md"
        role="img"
        aria-label={`Scores over time: ${scores.join(', ')}`}
      >
        <line x1="8" x2={W - 8} y1={y(70)} y2={y(70)} className="stroke-border" strokeDasharray="4 4" />
        <polyline points={points} fill="none" className="stroke-primary" strokeWidth="2" />
        {scores.map((s, i) => (
          <circle key={i} cx={x(i)} cy={y(s)} r="3" className="fill-primary" />
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Scores over time (oldest to newest): {scores.join(', ')}. The dashed line is 70.
      </figcaption>
    </figure>
  );
}
