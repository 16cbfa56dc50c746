import { DEMO_JOB_SOURCE, JOB_SOURCE_CREDITS, type JobListing } from '@pathwise/contracts';

/** The credit and link back each board's terms ask for, for the boards on the page. */
export function SourceCredits({ jobs }: { jobs: JobListing[] }) {
  const sources = [...new Set(jobs.flatMap((j) => [j.source, ...(j.sources ?? []).map((s) => s.source)]))].filter(
    (s) => s !== DEMO_JOB_SOURCE && JOB_SOURCE_CREDITS[s],
  );
  if (!sources.length) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {sources.map((source, i) => (
        <span key={source}>
          {i > 0 && ' · '}
          <a
            href={JOB_SOURCE_CREDITS[source]!.url}
            target="_blank"
            rel="noopener"
            className="underline underline-offset-2"
          >
            {JOB_SOURCE_CREDITS[source]!.label}
          </a>
        </span>
      ))}
    </p>
  );
}
