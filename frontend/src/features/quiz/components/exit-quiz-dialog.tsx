import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface ExitQuizDialogProps {
  open: boolean;
  answered: number;
  total: number;
  /** Whether this browser kept the draft (it may refuse, e.g. in private mode with full storage). */
  draftKept: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked before leaving the quiz with answers that are not submitted yet. */
export function ExitQuizDialog({ open, answered, total, draftKept, onStay, onLeave }: ExitQuizDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Exit the quiz?</AlertDialogTitle>
          <AlertDialogDescription>
            You have answered {answered} of {total} questions, and they are not submitted yet.{' '}
            {draftKept
              ? 'They are kept in this browser, so you can carry on where you left off when you come back.'
              : 'This browser could not keep them, so they will be lost if you exit now.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Answering</AlertDialogCancel>
          <Button variant={draftKept ? 'default' : 'destructive'} onClick={onLeave}>
            Exit Quiz
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
