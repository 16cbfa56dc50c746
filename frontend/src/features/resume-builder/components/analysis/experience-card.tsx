import { Bot, BriefcaseBusiness, Cpu, FileUp } from 'lucide-react';
import { type ResumeAnalysis, UNKNOWN_EXPERIENCE_LEVEL } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { engineLabel, experienceLabel, formatYears } from '../../utils/labels';
import { CardHeading } from './card-heading';

interface ExperienceCardProps {
  analysis: ResumeAnalysis;
  /**
   * The analysis was made from a LinkedIn profile address alone (no file): it cannot know the user's experience. Its
   * level says 'unknown' (analyses written before that said a default band), so no level is shown.
   */
  profileOnly?: boolean;
  onShowUpload?: () => void;
}

/** Experience Level as a badge, the years it was read from, and which engine wrote the analysis. */
export function ExperienceCard({ analysis, profileOnly = false, onShowUpload }: ExperienceCardProps) {
  const engine = engineLabel(analysis.engine);
  const EngineIcon = analysis.engine === 'llm' ? Bot : Cpu;
  const notAssessed = profileOnly || analysis.experienceLevel === UNKNOWN_EXPERIENCE_LEVEL;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={BriefcaseBusiness}>Experience Level</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-3">
        {notAssessed ? (
          <>
            <Badge variant="outline" className="px-3 py-1 text-sm" data-testid="experience-level">
              Not assessed
            </Badge>
            <p className="text-sm text-muted-foreground">
              {profileOnly
                ? 'A profile address says nothing about your years of work, so no level is given.'
                : 'No dated roles could be read, so no level is given.'}{' '}
              Upload your resume, or your LinkedIn &quot;Save to PDF&quot; export, for a level read from your dated
              roles.
            </p>
            {onShowUpload && (
              <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onShowUpload}>
                <FileUp aria-hidden="true" />
                Upload a PDF
              </Button>
            )}
          </>
        ) : (
          <>
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
              // An analysis without counted years: its level is not a reading of dated roles.
              <p className="text-sm text-muted-foreground">
                A default, not a reading: upload your resume for a level based on your dated roles.
              </p>
            )}
          </>
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
