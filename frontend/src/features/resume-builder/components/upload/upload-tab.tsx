import { useState, type FormEvent } from 'react';
import { FileText, Info, Sparkles, UserRoundSearch, X } from 'lucide-react';
import type { Resume } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatKb } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isAnalysisQueued, resumeNote } from '../../api/resume-errors';
import { useUploadResume } from '../../api/upload-resume';
import { checkResumeFile } from '../../utils/check-pdf';
import { ResumeNoteView } from '../resume-note';
import { PdfDropZone } from './pdf-drop-zone';

interface UploadTabProps {
  resume: Resume | null;
  /** Opens the AI Analysis tab: after a successful upload (DECISIONS.md) and from the note of a queued one. */
  onShowAnalysis: () => void;
}

function announceProblem(file: File | null) {
  const problem = checkResumeFile(file);
  if (problem) toast({ ...problem, variant: 'destructive' });
  return problem === null;
}

/** Upload Resume: choose or drop a PDF, see its name and size, then Upload & Analyze. */
export function UploadTab({ resume, onShowAnalysis }: UploadTabProps) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadResume();
  const once = useSingleFlight();
  // The server's explanation of the last attempt; a new choice of file or a new attempt clears it.
  const note = resumeNote(upload.error);

  const choose = (chosen: File) => {
    upload.reset();
    if (announceProblem(chosen)) setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    once(async () => {
      upload.reset();
      if (!announceProblem(file) || !file) return;
      await upload.mutateAsync(file, {
        onSuccess: () => {
          setFile(null);
          onShowAnalysis();
        },
        onError: (error) => {
          // A queued file is stored: it is the current resume now, not a choice still to send.
          if (isAnalysisQueued(error)) setFile(null);
        },
      });
    });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2>Upload Your Resume</h2>
          </CardTitle>
          <CardDescription>
            Upload a PDF of your resume and get feedback on its strengths, gaps, skills and the keywords your target
            roles ask for.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate aria-label="Upload resume" className="grid gap-4">
            <PdfDropZone onFile={choose} disabled={upload.isPending} />
            {file && (
              <div
                className="flex items-center gap-3 rounded-lg border bg-background px-4 py-3"
                data-testid="selected-file"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-destructive/10 text-destructive">
                  <FileText className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={file.name}>
                    {file.name}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums">{formatKb(file.size)}</p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => {
                    upload.reset();
                    setFile(null);
                  }}
                  disabled={upload.isPending}
                  aria-label={`Remove ${file.name}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            )}
            {resume && (
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  A new upload replaces your current resume
                  {resume.fileName ? (
                    <>
                      {' '}
                      (<span className="font-medium text-foreground">{resume.fileName}</span>,{' '}
                      {formatDate(resume.uploadedAt)})
                    </>
                  ) : null}
                  . If the new file cannot be read, the current one is kept.
                </span>
              </p>
            )}
            <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={upload.isPending}>
              {upload.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
              {upload.isPending ? 'Analyzing Resume...' : 'Upload & Analyze'}
            </Button>
            {upload.isPending && (
              <p className="text-sm text-muted-foreground" role="status">
                Reading your resume and writing feedback. This usually takes a few seconds.
              </p>
            )}
            {note && <ResumeNoteView note={note} subject="resume" onShowAnalysis={onShowAnalysis} />}
          </form>
        </CardContent>
      </Card>
      <aside className="grid content-start gap-4" aria-label="Upload tips">
        <Card className="bg-secondary/40">
          <CardHeader className="gap-2 pb-3">
            <CardTitle asChild className="flex items-center gap-2 text-base">
              <h3>
                <UserRoundSearch className="size-4 text-primary" aria-hidden="true" />
                Have a LinkedIn profile?
              </h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            On your LinkedIn profile, choose <span className="font-medium text-foreground">More</span> then{' '}
            <span className="font-medium text-foreground">Save to PDF</span>, and upload that file here for a full
            profile analysis.
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="gap-2 pb-3">
            <CardTitle asChild className="text-base">
              <h3>For the best results</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              <li>Use a PDF exported from your editor, not a scan or photo: the text must be selectable.</li>
              <li>Remove any password protection first.</li>
              <li>Give each role its dates, e.g. "Jan 2020 – Present".</li>
              <li>You can delete your resume and its analysis for good at any time from the AI Analysis tab.</li>
            </ul>
          </CardContent>
        </Card>
      </aside>
    </div>
  );
}
