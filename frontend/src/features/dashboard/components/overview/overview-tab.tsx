import type { DashboardResponse, User } from '@pathwise/contracts';
import type { DashboardTab } from '../../tabs';
import { CareerTools } from './career-tools';
import { MatchesPreview } from './matches-preview';
import { NextSteps } from './next-steps';
import { ShortcutCards } from './shortcut-cards';
import { StatCards } from './stat-cards';
import { UnlockPremiumCard } from './unlock-premium-card';

interface OverviewTabProps {
  user: User;
  dashboard: DashboardResponse;
  isLoading: boolean;
  onSelectTab: (tab: DashboardTab) => void;
}

export function OverviewTab({ user, dashboard, isLoading, onSelectTab }: OverviewTabProps) {
  return (
    <div className="grid gap-6">
      <StatCards
        matchCount={dashboard.recommendations.length}
        isPremium={user.isPremium}
        progressScore={dashboard.progressScore}
        isLoading={isLoading}
        onShowMatches={() => onSelectTab('recommendations')}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <CareerTools isPremium={user.isPremium} />
          <MatchesPreview
            recommendations={dashboard.recommendations}
            userLocation={user.location}
            isLoading={isLoading}
          />
        </div>
        <div className="grid content-start gap-6">
          <NextSteps quizCompleted={dashboard.quizCompleted} hasResume={Boolean(dashboard.resume)} />
          {!user.isPremium && <UnlockPremiumCard />}
        </div>
      </div>
      <ShortcutCards isPremium={user.isPremium} onSelectTab={onSelectTab} />
    </div>
  );
}
