import { useId } from 'react';
import { Tags } from 'lucide-react';
import type { ResumeAnalysis, ResumeKeywordGroup } from '@pathwise/contracts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';

function KeywordList({ keywords, label }: { keywords: string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {keywords.map((keyword) => (
        <li
          key={keyword}
          className="inline-flex items-center rounded-full border border-dashed border-primary/40 bg-background px-3 py-1 text-sm font-medium text-primary"
        >
          {keyword}
        </li>
      ))}
    </ul>
  );
}

/** One labelled list: where its keywords come from (the resume's own line of work, or the career matches). */
function KeywordGroup({ group }: { group: ResumeKeywordGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid={`keywords-${group.source}`}>
      <h4 id={headingId} className="text-sm font-medium text-muted-foreground">
        {group.label}
      </h4>
      {group.keywords.length > 0 ? (
        <KeywordList keywords={group.keywords} label={group.label} />
      ) : (
        <p className="text-sm text-muted-foreground">Your resume already mentions what these roles usually ask for.</p>
      )}
    </section>
  );
}

/**
 * Recommended Keywords: terms the resume does not mention yet, in labelled groups: those of the resume's own line of
 * work first, the career matches' second. Analyses stored before the groups existed have only `keywords`.
 */
export function KeywordsCard({ analysis }: { analysis: Pick<ResumeAnalysis, 'keywords' | 'keywordGroups'> }) {
  const groups = analysis.keywordGroups ?? [];
  const hasCareerMatches = groups.some((g) => g.source === 'career-matches');
  const empty = groups.length === 0 && analysis.keywords.length === 0;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={Tags}>Recommended Keywords</CardHeading>
        {!empty && (
          <CardDescription>
            Terms these roles ask for that your resume does not mention yet. Add the ones you have, with where you used
            them.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {empty ? (
          <p className="text-sm text-muted-foreground">
            No recommended keywords yet. Take the career quiz so that keywords can follow your career matches.
          </p>
        ) : groups.length > 0 ? (
          <>
            {groups.map((group) => (
              <KeywordGroup key={`${group.source}:${group.label}`} group={group} />
            ))}
            {!hasCareerMatches && (
              <p className="text-sm text-muted-foreground">
                Take the career quiz to see the keywords of your career matches here too.
              </p>
            )}
          </>
        ) : (
          <KeywordList keywords={analysis.keywords} label="Recommended keywords" />
        )}
      </CardContent>
    </Card>
  );
}
