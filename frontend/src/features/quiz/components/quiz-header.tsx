import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { progressPercent } from '../utils/quiz-answers';

/** 'Question N of M', 'Exit Quiz' (to /) and the progress bar with its percent. */
export function QuizHeader({ index, total }: { index: number; total: number }) {
  const percent = progressPercent(index, total);
  return (
    <header className="grid gap-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-primary">Skills &amp; Interests Quiz</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
            Question {index + 1} of {total}
          </h1>
        </div>
        <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
          <Link to="/">
            <X aria-hidden="true" />
            Exit Quiz
          </Link>
        </Button>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>Progress</span>
          <span className="font-medium tabular-nums text-foreground">{percent}% complete</span>
        </div>
        <Progress value={percent} aria-label="Quiz progress" aria-valuetext={`${percent}% complete`} />
      </div>
    </header>
  );
}
