import { useRef } from 'react';
import { FileUp, Sparkles, UserRoundSearch } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageSpinner } from '@/components/page-spinner';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useResume } from '../api/get-resume';
import { AnalysisView } from '../components/analysis/analysis-tab';
import {
  AnalysisLoadError,
  AnalysisProblem,
  EmptyAnalysis,
  PendingAnalysis,
} from '../components/analysis/analysis-states';
import { DeleteResumeButton } from '../components/analysis/delete-resume-button';
import { LinkedinTab } from '../components/linkedin/linkedin-tab';
import { UploadTab } from '../components/upload/upload-tab';
import { parseTab, type ResumeTab } from '../tabs';

const triggerClasses =
  'flex-col gap-1 px-2 py-2 text-xs whitespace-normal sm:flex-row sm:gap-1.5 sm:px-3 sm:py-0 sm:text-sm sm:whitespace-nowrap';

export default function ResumeBuilderRoute() {
  const { resume, analysis, isLoading, isError, isFetching, refetch } = useResume();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const tabsRef = useRef<HTMLDivElement>(null);

  // The selected tab lives in the address (?tab=), so it survives reloads; Upload Resume is the bare /resume-builder.
  const selectTab = (next: ResumeTab) => {
    setSearchParams(next === 'upload' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  // After an upload or profile analysis the AI Analysis tab opens (DECISIONS.md); the form that had focus is gone,
  // so focus moves to the tab itself and the tabs scroll into view (on phones the button sat far down the page).
  const showAnalysis = () => {
    selectTab('analysis');
    tabsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    tabsRef.current?.querySelector<HTMLElement>('[data-tab="analysis"]')?.focus({ preventScroll: true });
  };
  const showUpload = () => selectTab('upload');

  if (isLoading) return <PageSpinner label="Loading your resume" />;

  return (
    <AppLayout>
      <title>Resume Builder &amp; Analyzer · Pathwise</title>
      <PageHeader
        id="resume-builder-title"
        title="Resume Builder & Analyzer"
        description="Upload your resume or add your LinkedIn profile for feedback on your strengths, skills and the keywords employers look for."
        className="mb-8"
      />
      <Tabs
        ref={tabsRef}
        value={tab}
        onValueChange={(value) => selectTab(parseTab(value))}
        className="scroll-mt-32 gap-6 md:scroll-mt-20"
      >
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-11 sm:w-fit">
          <TabsTrigger value="upload" data-tab="upload" className={triggerClasses}>
            <FileUp aria-hidden="true" />
            Upload Resume
          </TabsTrigger>
          <TabsTrigger value="linkedin" data-tab="linkedin" className={triggerClasses}>
            <UserRoundSearch aria-hidden="true" />
            LinkedIn Analysis
          </TabsTrigger>
          <TabsTrigger value="analysis" data-tab="analysis" className={triggerClasses}>
            <Sparkles aria-hidden="true" />
            AI Analysis
          </TabsTrigger>
        </TabsList>
        {/* The two forms stay mounted while hidden, so a chosen file, a typed address and an analysis in flight
            survive a look at another tab (and the finished analysis still opens AI Analysis). */}
        <TabsContent value="upload" forceMount hidden={tab !== 'upload'}>
          <UploadTab resume={resume} onShowAnalysis={showAnalysis} />
        </TabsContent>
        <TabsContent value="linkedin" forceMount hidden={tab !== 'linkedin'}>
          <LinkedinTab resume={resume} analysis={analysis} onShowAnalysis={showAnalysis} onShowUpload={showUpload} />
        </TabsContent>
        <TabsContent value="analysis">
          {resume && analysis ? (
            <AnalysisView resume={resume} analysis={analysis} onShowUpload={showUpload} />
          ) : resume && (resume.status === 'rejected' || resume.status === 'failed') ? (
            <AnalysisProblem problem={resume.problem} onShowUpload={showUpload}>
              <div className="w-44">
                <DeleteResumeButton fileName={resume.fileName} />
              </div>
            </AnalysisProblem>
          ) : resume ? (
            <PendingAnalysis fileName={resume.fileName} isFetching={isFetching} onCheck={refetch}>
              <div className="w-44">
                <DeleteResumeButton fileName={resume.fileName} />
              </div>
            </PendingAnalysis>
          ) : isError ? (
            <AnalysisLoadError isFetching={isFetching} onRetry={refetch} />
          ) : (
            <EmptyAnalysis />
          )}
        </TabsContent>
      </Tabs>
    </AppLayout>
  );
}
