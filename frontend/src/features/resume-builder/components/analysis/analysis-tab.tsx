import { CircleCheck, Info, Lightbulb, ScanLine, TriangleAlert } from 'lucide-react';
import type { Resume, ResumeAnalysis } from '@pathwise/contracts';
import { isProfileOnly } from '../../utils/labels';
import { AtsScoreCard } from './ats-score-card';
import { ExperienceCard } from './experience-card';
import { FeedbackListCard } from './feedback-list-card';
import { JobMatchCard } from './job-match-card';
import { KeywordsCard } from './keywords-card';
import { ResumeInfoCard } from './resume-info-card';
import { RewritesCard } from './rewrites-card';
import { SkillsCard } from './skills-card';

interface AnalysisViewProps {
  resume: Resume;
  analysis: ResumeAnalysis;
  onShowUpload: () => void;
}

/**
 * AI Analysis with an analysis present. On wide screens a summary column (ATS score, experience, resume info) sits
 * beside the feedback; on phones the summary comes first and Resume Info last.
 */
export function AnalysisView({ resume, analysis, onShowUpload }: AnalysisViewProps) {
  // No file, only a LinkedIn address: the server analysed the address alone and knows nothing of the user's experience.
  const profileOnly = isProfileOnly(resume);
  return (
    <div className="grid gap-6">
      {resume.problem && (
        // e.g. a later upload could not be read, so this (the previous resume) is still the one analysed
        <p
          className="flex items-start gap-2.5 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
          data-testid="resume-problem"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>{resume.problem}</span>
        </p>
      )}
      {analysis.basis && (
        <p
          className="flex items-start gap-2.5 rounded-lg border bg-card px-4 py-3 text-sm text-muted-foreground"
          data-testid="analysis-basis"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{analysis.basis}</span>
        </p>
      )}
      {analysis.textSource === 'ocr' && (
        // a scanned resume: the words were recognised from the page image, so a misread word is possible
        <p
          className="flex items-start gap-2.5 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
          data-testid="analysis-ocr"
        >
          <ScanLine className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Read from an image: this PDF has no text layer (a scan or a photo), so its text was recognised from the page
            image. Check the skills below; recruiters' systems may not read a scan at all, so a PDF saved from a word
            processor is safer to send.
          </span>
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
          <AtsScoreCard score={analysis.atsScore} reasons={analysis.atsReasons ?? []} onShowUpload={onShowUpload} />
          <ExperienceCard analysis={analysis} profileOnly={profileOnly} onShowUpload={onShowUpload} />
        </div>
        <div className="grid gap-6 lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <FeedbackListCard
              title="Strengths"
              icon={CircleCheck}
              tone="success"
              items={analysis.strengths}
              emptyText="No particular strengths stood out yet."
            />
            <FeedbackListCard
              title="Areas for Improvement"
              icon={TriangleAlert}
              tone="warning"
              items={analysis.weaknesses}
              emptyText="Nothing to improve was found."
            />
          </div>
          <FeedbackListCard
            title="Improvement Suggestions"
            icon={Lightbulb}
            tone="primary"
            items={analysis.improvementSuggestions}
            emptyText="No suggestions at the moment."
          />
          <RewritesCard analysis={analysis} />
          <SkillsCard analysis={analysis} />
          <KeywordsCard analysis={analysis} />
          {!profileOnly && <JobMatchCard />}
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <ResumeInfoCard resume={resume} />
        </div>
      </div>
    </div>
  );
}
