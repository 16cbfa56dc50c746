import { Hourglass, Sparkles, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ResumeNote } from '../api/resume-errors';

interface ResumeNoteViewProps {
  note: ResumeNote;
  /** What was sent, for the queued note: "resume" or "LinkedIn profile". */
  subject: string;
  /** Opens the AI Analysis tab, where a queued analysis is waited for. */
  onShowAnalysis: () => void;
}

/**
 * The server's word on the last attempt, beside the form (the toast carries the spec's fixed text and goes after
 * 5 s): why it was refused and what to do (an alert), or that it is saved and queued for analysis (a status).
 */
export function ResumeNoteView({ note, subject, onShowAnalysis }: ResumeNoteViewProps) {
  if (note.kind === 'queued') {
    return (
      <div
        role="status"
        data-testid="resume-note"
        className="flex items-start gap-3 rounded-lg border border-primary/30 bg-secondary/50 p-4 text-sm"
      >
        <Hourglass className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-2">
          <p>
            Our analyzers are busy right now. Your {subject} is saved and will be analyzed shortly, so there is no need
            to send it again.
          </p>
          <Button type="button" variant="link" className="h-auto justify-start p-0" onClick={onShowAnalysis}>
            <Sparkles aria-hidden="true" />
            Open AI Analysis
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid="resume-note"
      className="flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{note.message}</p>
    </div>
  );
}
