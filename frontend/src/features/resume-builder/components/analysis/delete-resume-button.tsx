import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteResume } from '../../api/delete-resume';

/** Delete Resume, confirmed first: the file, its text and its analysis are removed for good. */
export function DeleteResumeButton({ fileName }: { fileName: string | null }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteResume();

  const confirm = () => {
    remove.mutate(undefined, { onSettled: () => setOpen(false) });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          {remove.isPending ? 'Deleting...' : 'Delete Resume'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your resume?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently removes{' '}
            {fileName ? <strong className="text-foreground">{fileName}</strong> : 'your resume'}, its text and its
            analysis. You can upload a resume again at any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Keep Resume</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open (showing Deleting...) until the call ends. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? 'Deleting...' : 'Delete Resume'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
