import { BriefcaseBusiness } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ResumeMatchResponse } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { useMatchJob } from '../../api/match-job';
import { CardHeading } from './card-heading';

const MAX_LENGTH = 20_000;

/** Job match (Jobscan's core feature): paste a job description, see how the current resume meets it. */
export function JobMatchCard() {
  const [text, setText] = useState('');
  const match = useMatchJob();
  const fieldId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    match.mutate({ jobDescription: text });
  };
  return (
    <Card data-testid="job-match">
      <CardHeader className="pb-4">
        <CardHeading icon={BriefcaseBusiness}>Match a Job Description</CardHeading>
        <CardDescription>
          Paste a job ad to see which of its skills and which job title your resume shows, and what it is missing.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-3" onSubmit={onSubmit}>
          <label htmlFor={fieldId} className="text-sm font-medium">
            Job description
          </label>
          <Textarea
            id={fieldId}
            value={text}
            maxLength={MAX_LENGTH}
            rows={6}
            placeholder="Paste the whole ad: its title, duties and requirements."
            onChange={(e) => setText(e.target.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={match.isPending || text.trim().length === 0}>
              {match.isPending ? 'Matching…' : 'Match my resume'}
            </Button>
          </div>
        </form>
        {match.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(match.error) ?? 'The job description could not be matched. Please try again.'}
          </p>
        )}
        {match.data && <MatchResult result={match.data} />}
      </CardContent>
    </Card>
  );
}

function MatchResult({ result }: { result: ResumeMatchResponse }) {
  const { hardSkills, softSkills, jobTitle } = result;
  return (
    <section className="grid gap-4" aria-label="Match result">
      <p className="text-sm">
        <span className="text-3xl font-semibold tabular-nums" data-testid="match-rate">
          {result.matchRate}%
        </span>{' '}
        match
      </p>
      <SkillList title="Hard skills you have" items={hardSkills.matched} tone="have" />
      <SkillList title="Hard skills missing" items={hardSkills.missing} tone="missing" />
      <SkillList title="Soft skills you show" items={softSkills.matched} tone="have" />
      <SkillList title="Soft skills missing" items={softSkills.missing} tone="missing" />
      <div className="grid gap-1 text-sm">
        <h4 className="font-medium">Job title</h4>
        <p className="text-muted-foreground">{jobTitle.advice}</p>
      </div>
    </section>
  );
}

function SkillList({ title, items, tone }: { title: string; items: string[]; tone: 'have' | 'missing' }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{title}</h4>
      <ul className="flex flex-wrap gap-2" aria-label={title}>
        {items.map((item) => (
          <li
            key={item}
            className={
              tone === 'have'
                ? 'rounded-full bg-success/10 px-3 py-1 text-sm text-success'
                : 'rounded-full border border-dashed border-amber-500/60 px-3 py-1 text-sm text-amber-700'
            }
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
