import type { ReactNode } from 'react';
import type { DashboardResponse, User } from '@pathwise/contracts';
import type { InterviewSummary, JobsSummary } from '../../api/get-dashboard';
import type { DashboardTab } from '../../tabs';
import { CareerTools } from './career-tools';
import { InterviewSummaryCard } from './interview-summary';
import { JobSearchSummary } from './job-search-summary';
import { MatchesPreview } from './matches-preview';
import { NextSteps } from './next-steps';
import { ShortcutCards } from './shortcut-cards';
import { StatCards } from './stat-cards';
import { UnlockPremiumCard } from './unlock-premium-card';
import { InsightsCard } from './insights-card';

interface OverviewTabProps {
  user: User;
  dashboard: DashboardResponse;
  isLoading: boolean;
  /** Shown in place of the dashboard's figures when they could not be read (never their empty states). */
  unavailable?: ReactNode;
  /** Notices for the other parts whose service did not answer (the rest of the overview still shows). */
  notices?: ReactNode[];
  onSelectTab: (tab: DashboardTab) => void;
  /**
   * The jobs and interview summaries of the graph query, each with its own notice when its service is down; shown
   * when the career figures are not (they come from other services), left out when the whole request failed.
   */
  activity?: {
    jobs: JobsSummary | null;
    interview: InterviewSummary | null;
    jobsUnavailable: boolean;
    interviewUnavailable: boolean;
    onRetry: () => void;
  };
}

export function OverviewTab({
  user,
  dashboard,
  isLoading,
  unavailable,
  notices = [],
  onSelectTab,
  activity,
}: OverviewTabProps) {
  return (
    <div className="grid gap-6">
      {notices.length > 0 && <div className="grid gap-3">{notices}</div>}
      {unavailable ?? (
        <StatCards
          matchCount={dashboard.recommendations.length}
          isPremium={user.isPremium}
          progressScore={dashboard.progressScore}
          isLoading={isLoading}
          onShowMatches={() => onSelectTab('recommendations')}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <CareerTools isPremium={user.isPremium} />
          {!unavailable && (
            <MatchesPreview
              recommendations={dashboard.recommendations}
              userLocation={user.location}
              isLoading={isLoading}
            />
          )}
          {activity && (
            <div className="grid gap-6 md:grid-cols-2">
              <JobSearchSummary
                jobs={activity.jobs}
                isLoading={isLoading}
                unavailable={activity.jobsUnavailable}
                onRetry={activity.onRetry}
              />
              <InterviewSummaryCard
                isPremium={user.isPremium}
                interview={activity.interview}
                isLoading={isLoading}
                unavailable={activity.interviewUnavailable}
                onRetry={activity.onRetry}
              />
            </div>
          )}
        </div>
        <div className="grid content-start gap-6">
          {!unavailable && (
            <NextSteps
              quizCompleted={dashboard.quizCompleted}
              hasResume={Boolean(dashboard.resume)}
              isLoading={isLoading}
            />
          )}
          <InsightsCard isPremium={user.isPremium} />
          {!user.isPremium && <UnlockPremiumCard />}
        </div>
      </div>
      <ShortcutCards isPremium={user.isPremium} onSelectTab={onSelectTab} />
    </div>
  );
}
