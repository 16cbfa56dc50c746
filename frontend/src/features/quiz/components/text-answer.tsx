import { Textarea } from '@/components/ui/textarea';

/** Contract limit of one response (QuizResponseEntry). */
const MAX_TEXT = 5000;

interface TextAnswerProps {
  id: string;
  labelledBy: string;
  describedBy?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A free-text question. Enter makes a new line; Ctrl+Enter (or Cmd+Enter) goes on, as the page's hint says. */
export function TextAnswer({ id, labelledBy, describedBy, value, onChange, disabled }: TextAnswerProps) {
  return (
    <Textarea
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      placeholder="Type your answer here..."
      value={value ?? ''}
      maxLength={MAX_TEXT}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      rows={5}
      className="min-h-36 resize-y text-base"
    />
  );
}
