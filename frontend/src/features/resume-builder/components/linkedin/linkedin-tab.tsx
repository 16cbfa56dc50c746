import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FileUp, Info, UserRoundSearch } from 'lucide-react';
import { LinkedinRequest, ResumeMessages, type Resume, type ResumeAnalysis } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAnalyzeLinkedin } from '../../api/analyze-linkedin';
import { resumeNote } from '../../api/resume-errors';
import { ResumeNoteView } from '../resume-note';

type LinkedinInput = z.input<typeof LinkedinRequest>;
type LinkedinValues = z.output<typeof LinkedinRequest>;

const STEPS = [
  'Go to your LinkedIn profile',
  "Click 'Edit public profile & URL'",
  'Copy the URL from the right panel',
  'Paste it here',
];

interface LinkedinTabProps {
  resume: Resume | null;
  analysis: ResumeAnalysis | null;
  /** Opens the AI Analysis tab: after a successful analysis (DECISIONS.md) and from the note of a queued one. */
  onShowAnalysis: () => void;
  onShowUpload: () => void;
}

/** LinkedIn Analysis: the profile address, the 4-step hint, and what such an analysis can and cannot be based on. */
export function LinkedinTab({ resume, analysis, onShowAnalysis, onShowUpload }: LinkedinTabProps) {
  const analyze = useAnalyzeLinkedin();
  const form = useForm<LinkedinInput, unknown, LinkedinValues>({
    resolver: zodResolver(LinkedinRequest),
    defaultValues: { linkedinUrl: resume?.linkedinUrl ?? '' },
  });
  const error = form.formState.errors.linkedinUrl?.message;
  const blank = form.watch('linkedinUrl') === '';
  // The server's explanation of the last attempt (a problem with the address itself is shown on the field instead);
  // the next attempt clears it.
  const note = fieldErrors(analyze.error).linkedinUrl ? null : resumeNote(analyze.error);

  const validateAndSend = form.handleSubmit(
    (data) =>
      analyze.mutate(data, {
        onSuccess: onShowAnalysis,
        onError: (err) => {
          const field = fieldErrors(err).linkedinUrl;
          if (field) form.setError('linkedinUrl', { message: field });
        },
      }),
    (errors) => {
      const message = errors.linkedinUrl?.message ?? ResumeMessages.missingUrl;
      toast({
        title: message === ResumeMessages.missingUrl ? 'Missing URL' : 'Invalid URL',
        description: message,
        variant: 'destructive',
      });
    },
  );
  const onSubmit = (event: FormEvent) => {
    analyze.reset();
    return validateAndSend(event);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2>LinkedIn Profile Analysis</h2>
          </CardTitle>
          <CardDescription>
            Add your public profile address to get feedback on it and the keywords your target careers ask for.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate aria-label="Analyze LinkedIn profile" className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="linkedin-url">LinkedIn Profile URL</Label>
              <Input
                id="linkedin-url"
                // text rather than url: browsers trim url fields, and the spec's "blank after trimming" check needs
                // to see what was typed
                type="text"
                inputMode="url"
                autoComplete="url"
                placeholder="https://www.linkedin.com/in/your-profile"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'linkedin-url-steps linkedin-url-error' : 'linkedin-url-steps'}
                {...form.register('linkedinUrl')}
              />
              {error && (
                <p id="linkedin-url-error" role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
            <div className="rounded-lg bg-muted/60 p-4">
              <p className="mb-2 text-sm font-medium">How to find your profile URL</p>
              <ol id="linkedin-url-steps" className="grid gap-1.5 text-sm text-muted-foreground">
                {STEPS.map((step, index) => (
                  <li key={step} className="flex items-center gap-2.5">
                    <span
                      className="flex size-5 shrink-0 items-center justify-center rounded-full bg-background text-xs font-semibold text-foreground ring-1 ring-border"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </div>
            <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={blank || analyze.isPending}>
              {analyze.isPending ? <Spinner /> : <UserRoundSearch aria-hidden="true" />}
              {analyze.isPending ? 'Analyzing Profile...' : 'Analyze LinkedIn Profile'}
            </Button>
            {note && <ResumeNoteView note={note} subject="LinkedIn profile" onShowAnalysis={onShowAnalysis} />}
          </form>
        </CardContent>
      </Card>
      <aside className="grid content-start gap-4" aria-label="About profile analysis">
        <Card className="bg-secondary/40">
          <CardHeader className="gap-2 pb-3">
            <CardTitle asChild className="flex items-center gap-2 text-base">
              <h3>
                <Info className="size-4 text-primary" aria-hidden="true" />
                What it is based on
              </h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm text-muted-foreground">
            <p>
              LinkedIn does not let other sites read profiles, so Pathwise does not fetch yours. The analysis uses your
              profile address, your career matches and any resume you have uploaded.
            </p>
            <p>
              For a full analysis, open your profile on LinkedIn, choose{' '}
              <span className="font-medium text-foreground">More</span> then{' '}
              <span className="font-medium text-foreground">Save to PDF</span>, and upload that file.
            </p>
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onShowUpload}>
              <FileUp aria-hidden="true" />
              Upload a PDF instead
            </Button>
          </CardContent>
        </Card>
        {resume?.linkedinUrl && analysis?.basis && (
          <Card>
            <CardHeader className="gap-2 pb-3">
              <CardTitle asChild className="text-base">
                <h3>Your current analysis</h3>
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground" data-testid="linkedin-basis">
              {analysis.basis}
            </CardContent>
          </Card>
        )}
      </aside>
    </div>
  );
}
