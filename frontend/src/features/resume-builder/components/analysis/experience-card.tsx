import { Bot, BriefcaseBusiness, Cpu } from 'lucide-react';
import type { ResumeAnalysis } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { engineLabel, experienceLabel, formatYears } from '../../utils/labels';
import { CardHeading } from './card-heading';

/** Experience Level as a badge, the years it was read from, and which engine wrote the analysis. */
export function ExperienceCard({ analysis }: { analysis: ResumeAnalysis }) {
  const engine = engineLabel(analysis.engine);
  const EngineIcon = analysis.engine === 'llm' ? Bot : Cpu;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={BriefcaseBusiness}>Experience Level</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Badge className="px-3 py-1 text-sm" data-testid="experience-level">
          {experienceLabel(analysis.experienceLevel)}
        </Badge>
        {analysis.yearsOfExperience !== undefined ? (
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">
              {formatYears(analysis.yearsOfExperience)}
            </span>{' '}
            of dated experience, overlapping roles counted once.
          </p>
        ) : (
          // A profile address alone says nothing about years of work; the server reports its lowest band as a default.
          <p className="text-sm text-muted-foreground">
            A default, not a reading: upload your resume for a level based on your dated roles.
          </p>
        )}
        {engine && (
          <p
            className="flex items-start gap-2 border-t pt-3 text-xs text-muted-foreground"
            data-testid="analysis-engine"
          >
            <EngineIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>{engine}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
