import { FileSearch, FileUp, FileWarning, Hourglass, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

function StateCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** The spec's empty state; Get Started leads back to /resume-builder, whose first tab is Upload Resume. */
export function EmptyAnalysis() {
  return (
    <StateCard icon={FileSearch} title="No Resume Analysis Available">
      <p className="max-w-sm text-sm text-muted-foreground">
        Upload your resume or analyze your LinkedIn profile to get feedback on your strengths, skills and the keywords
        employers look for.
      </p>
      <Button asChild className="mt-2">
        <Link to="/resume-builder">Get Started</Link>
      </Button>
    </StateCard>
  );
}

/** A resume is stored but its analysis is not written yet (the server was busy); queries do not poll, so ask. */
export function PendingAnalysis({
  fileName,
  isFetching,
  onCheck,
  children,
}: {
  fileName: string | null;
  isFetching: boolean;
  onCheck: () => void;
  children?: ReactNode;
}) {
  return (
    <StateCard icon={Hourglass} title="Your Analysis Is On Its Way">
      <p className="max-w-sm text-sm text-muted-foreground">
        {fileName ? <span className="font-medium text-foreground">{fileName}</span> : 'Your resume'} is saved and will
        be analyzed shortly. Check again in a minute.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onCheck} disabled={isFetching}>
          {isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Check Again
        </Button>
        {children}
      </div>
    </StateCard>
  );
}

/** GET /api/resume failed (other than 401, which the API client handles). */
export function AnalysisLoadError({ isFetching, onRetry }: { isFetching: boolean; onRetry: () => void }) {
  return (
    <StateCard icon={TriangleAlert} title="Your Analysis Could Not Be Loaded">
      <p className="max-w-sm text-sm text-muted-foreground">
        The resume service did not answer. Your resume is safe; please try again in a moment.
      </p>
      <Button onClick={onRetry} disabled={isFetching} className="mt-2">
        {isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        Try Again
      </Button>
    </StateCard>
  );
}

/**
 * A stored resume whose analysis could not be made (status rejected or failed): after a queued upload, the worker
 * found the PDF unreadable or the analysis failed for good. The server's words say what is wrong and what to do.
 */
export function AnalysisProblem({
  problem,
  onShowUpload,
  children,
}: {
  problem: string | null | undefined;
  onShowUpload: () => void;
  children?: ReactNode;
}) {
  return (
    <StateCard icon={FileWarning} title="Your Resume Could Not Be Analyzed">
      <p className="max-w-md text-sm text-muted-foreground" data-testid="analysis-problem">
        {problem ?? 'Something went wrong while analyzing your resume. Please upload it again.'}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onShowUpload}>
          <FileUp aria-hidden="true" />
          Upload a New File
        </Button>
        {children}
      </div>
    </StateCard>
  );
}
