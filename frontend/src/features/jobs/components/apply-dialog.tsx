import { useState } from 'react';
import type { JobListing } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useRecordApplication } from '../api/tracking';

/** 'Record Job Application': optional notes; on success the dialog closes and the notes clear. */
export function ApplyDialog({ job, onClose }: { job: JobListing | null; onClose: () => void }) {
  const [notes, setNotes] = useState('');
  const record = useRecordApplication();
  const close = () => {
    if (record.isPending) return;
    setNotes('');
    onClose();
  };
  const submit = () => {
    if (!job) return;
    record.mutate(
      { jobId: job.id, notes },
      {
        onSuccess: () => {
          setNotes('');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Job Application</DialogTitle>
          <DialogDescription>
            {job?.title} at {job?.company}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="application-notes">Notes (Optional)</Label>
          <Textarea
            id="application-notes"
            value={notes}
            maxLength={5000}
            rows={4}
            placeholder="Who you contacted, the date you applied, next steps..."
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={record.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={record.isPending}>
            {record.isPending ? 'Recording...' : 'Record Application'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
