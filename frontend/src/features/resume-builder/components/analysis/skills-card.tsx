import { useId, useState } from 'react';
import { ChevronDown, ScanText } from 'lucide-react';
import type { ResumeAnalysis } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { CardHeading } from './card-heading';

const chipClasses =
  'inline-flex items-center rounded-full border bg-secondary/60 px-3 py-1 text-sm font-medium text-secondary-foreground';

/**
 * A skill with the resume line it was read from. The line shows on hover and on keyboard focus (Radix Tooltip, which
 * also describes the button while open), and on click or tap, which touch screens need; Escape closes it.
 */
function SkillChip({ skill, evidence }: { skill: string; evidence: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger
        type="button"
        className={cn(
          chipClasses,
          'cursor-help transition-colors outline-none hover:border-primary/40 hover:bg-secondary',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[state=delayed-open]:border-primary/50 data-[state=instant-open]:border-primary/50',
        )}
        onClick={(event) => {
          // Radix closes a tooltip on click; here a click (or tap) shows the line instead.
          event.preventDefault();
          setOpen(true);
        }}
      >
        {skill}
      </TooltipTrigger>
      <TooltipContent side="top">
        <p className="text-xs font-medium text-muted-foreground">Found in your resume</p>
        <p className="mt-0.5 leading-snug">“{evidence}”</p>
      </TooltipContent>
    </Tooltip>
  );
}

/** Extracted Skills: each one shows where the resume mentions it; the full list of lines can also be expanded. */
export function SkillsCard({ analysis }: { analysis: ResumeAnalysis }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const evidence = new Map((analysis.skillEvidence ?? []).map((e) => [e.skill.toLowerCase(), e.evidence]));
  const skills = analysis.extractedSkills.map((skill) => ({ skill, evidence: evidence.get(skill.toLowerCase()) }));
  const withEvidence = skills.filter((s): s is { skill: string; evidence: string } => Boolean(s.evidence));

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={ScanText}>
          Extracted Skills
          {skills.length > 0 && (
            <span className="text-sm font-normal text-muted-foreground tabular-nums">({skills.length})</span>
          )}
        </CardHeading>
        {withEvidence.length > 0 && (
          <CardDescription>Hover, focus or tap a skill to see where your resume mentions it.</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {skills.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No skills found yet. Upload your resume as a PDF so that skills can be read from it.
          </p>
        ) : (
          <TooltipProvider>
            <ul className="flex flex-wrap gap-2" aria-label="Extracted skills">
              {skills.map(({ skill, evidence: line }) => (
                <li key={skill}>
                  {line ? <SkillChip skill={skill} evidence={line} /> : <span className={chipClasses}>{skill}</span>}
                </li>
              ))}
            </ul>
          </TooltipProvider>
        )}
        {withEvidence.length > 0 && (
          <div className="border-t pt-3">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-ml-3"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
              {expanded ? 'Hide where each skill appears' : 'Show where each skill appears'}
            </Button>
            <dl id={listId} hidden={!expanded} data-testid="skill-evidence" className="mt-2 grid gap-3 text-sm">
              {withEvidence.map(({ skill, evidence: line }) => (
                <div key={skill} className="grid gap-0.5">
                  <dt className="font-medium">{skill}</dt>
                  <dd className="text-muted-foreground">“{line}”</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
