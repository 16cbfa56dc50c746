import { useState } from 'react';
import { AlertTriangle, Building2, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { SAMPLE_JOBS, type SampleJob } from '../data/sample-jobs';
import { employmentTypeLabel, experienceLevelLabel, postedAgo } from '../utils/demo-format';

function Lines({ text }: { text: string }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
      {text.split('\n').map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Details({ job }: { job: SampleJob }) {
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{job.title}</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {job.company} · {job.location}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section>
          <h3 className="mb-1 font-semibold">Description</h3>
          <p className="text-sm text-muted-foreground">{job.description}</p>
        </section>
        <section>
          <h3 className="mb-1 font-semibold">Requirements</h3>
          <Lines text={job.requirements} />
        </section>
        <section>
          <h3 className="mb-1 font-semibold">Benefits</h3>
          <Lines text={job.benefits} />
        </section>
        <section>
          <h3 className="mb-1 font-semibold">Salary</h3>
          <p className="text-sm text-muted-foreground">{job.salary}</p>
        </section>
        <Button type="button" aria-disabled="true" title="Applying is not available in the demo">
          Apply Now (Demo)
        </Button>
      </CardContent>
    </Card>
  );
}

export default function DemoJobsRoute() {
  const [selected, setSelected] = useState<SampleJob | null>(null);
  return (
    <AppLayout>
      <title>Job Search Demo · Pathwise</title>
      <div className="grid gap-6">
        <div>
          <Link
            to="/jobs"
            className="mb-2 inline-block text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            ← Back to Job Search
          </Link>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Job Search Demo</h1>
        </div>
        <div
          role="note"
          className="flex items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            This is a demo with sample listings. Real job data needs a valid API key for a job-board integration
            (JSearch, Adzuna, USAJOBS or The Muse) set on the server.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <ul className="grid content-start gap-4" aria-label="Sample jobs">
            {SAMPLE_JOBS.map((job) => (
              <li key={job.id}>
                <button
                  type="button"
                  onClick={() => setSelected(job)}
                  aria-pressed={selected?.id === job.id}
                  className={cn(
                    'w-full rounded-xl border bg-card p-5 text-left shadow-sm transition-colors outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring',
                    selected?.id === job.id && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <span className="block text-base font-semibold">{job.title}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span className="flex items-center gap-1">
                      <Building2 className="size-3.5" aria-hidden="true" />
                      {job.company}
                    </span>
                    <span className="flex items-center gap-1">
                      <MapPin className="size-3.5" aria-hidden="true" />
                      {job.location}
                    </span>
                  </span>
                  <span className="mt-3 flex flex-wrap gap-1.5">
                    <Badge variant="secondary">{employmentTypeLabel(job.employmentType)}</Badge>
                    <Badge variant="outline">{experienceLevelLabel(job.experienceLevel)}</Badge>
                    {job.remote && <Badge variant="outline">Remote</Badge>}
                  </span>
                  <span className="mt-3 flex justify-between text-sm">
                    <span className="font-medium">{job.salary}</span>
                    <span className="text-muted-foreground">{postedAgo(job.postedDate)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div>
            {selected ? (
              <Details job={selected} />
            ) : (
              <Card>
                <CardContent className="py-16 text-center text-muted-foreground">
                  Select a job to view details
                </CardContent>
              </Card>
            )}
          </div>
        </div>
      </div>
    </AppLayout>
  );
}
