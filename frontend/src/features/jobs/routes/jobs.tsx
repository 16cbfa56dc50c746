import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEMO_JOB_SOURCE, type JobListing } from '@pathwise/contracts';
import { AppLayout } from '@/components/layouts/app-layout';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useJobFit } from '../api/get-job-fit';
import { useJobSearch } from '../api/search-jobs';
import { useApplications, useSavedJobs, useToggleSaved } from '../api/tracking';
import { ApplyDialog } from '../components/apply-dialog';
import { JobCard } from '../components/job-card';
import { JobCardSkeletons } from '../components/job-card-skeleton';
import { JobsHeader } from '../components/jobs-header';
import { FitBadge } from '../components/fit-badge';
import { DemoBanner, JobsLoadError, NoJobsFound, PastLastPage, SearchPrompt } from '../components/result-states';
import { ResultsPager } from '../components/results-pager';
import { SearchForm } from '../components/search-form';
import { SourceCredits } from '../components/source-credits';
import { criteriaFromParams, EMPTY_CRITERIA, toSearchParams, type SearchCriteria } from '../utils/search-criteria';

export default function JobsRoute() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // The address string is the identity of the search.
  const criteria = useMemo(() => criteriaFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const search = useJobSearch(criteria);
  const saved = useSavedJobs();
  const applications = useApplications();
  const toggleSaved = useToggleSaved();
  const [applying, setApplying] = useState<JobListing | null>(null);

  const savedIds = new Set((saved.data ?? []).map((s) => s.jobId));
  const appliedIds = new Set((applications.data ?? []).map((a) => a.jobId));
  const go = (next: SearchCriteria) => setParams(toSearchParams(next), { preventScrollReset: true });
  const clear = () => go(EMPTY_CRITERIA);
  const page = (n: number) => {
    go({ ...criteria, page: n });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const searched = Boolean(criteria.keyword.trim() || criteria.location.trim());
  const data = search.data;
  const fit = useJobFit(search.isPlaceholderData ? [] : (data?.jobs ?? []).map((j) => j.id));
  const fits = new Map((fit.data?.fits ?? []).map((f) => [f.jobId, f]));
  let results;
  if (!searched) results = <SearchPrompt />;
  else if (search.isError) results = <JobsLoadError message={search.error.message} onClear={clear} />;
  else if (search.isLoading || (search.isFetching && search.isPlaceholderData) || !data) results = <JobCardSkeletons />;
  else if (data.jobs.length === 0 && criteria.page > 1 && data.total_results > 0) {
    results = <PastLastPage page={criteria.page} total={data.total_results} onFirstPage={() => page(1)} />;
  } else if (data.jobs.length === 0) results = <NoJobsFound onClear={clear} />;
  else {
    results = (
      <div className="grid gap-4">
        {data.jobs[0]?.source === DEMO_JOB_SOURCE && <DemoBanner />}
        {fit.data && !fit.data.hasResume && (
          <p className="text-sm text-muted-foreground">
            <Link to="/resume-builder" className="font-medium text-primary underline-offset-4 hover:underline">
              Upload your resume
            </Link>{' '}
            to see how well each job fits your skills and career matches.
          </p>
        )}
        <ResultsPager
          shown={data.jobs.length}
          total={data.total_results}
          page={criteria.page}
          hasMore={data.has_more}
          capped={data.total_capped}
          onPage={page}
        />
        <TooltipProvider>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.jobs.map((job) => {
              const jobFit = fits.get(job.id);
              const isSaved = savedIds.has(job.id);
              return (
                <JobCard
                  key={job.id}
                  job={job}
                  saved={isSaved}
                  applied={appliedIds.has(job.id)}
                  savePending={toggleSaved.isPending && toggleSaved.variables?.jobId === job.id}
                  onToggleSave={() => toggleSaved.mutate({ jobId: job.id, saved: isSaved })}
                  onApply={() => setApplying(job)}
                  fit={jobFit && <FitBadge fit={jobFit} />}
                />
              );
            })}
          </div>
        </TooltipProvider>
        <SourceCredits jobs={data.jobs} />
      </div>
    );
  }

  return (
    <AppLayout>
      <title>Find Your Next Job · Pathwise</title>
      <div className="grid gap-6">
        <JobsHeader />
        <SearchForm criteria={criteria} onSearch={go} onClear={clear} />
        {results}
      </div>
      <ApplyDialog job={applying} onClose={() => setApplying(null)} />
    </AppLayout>
  );
}
