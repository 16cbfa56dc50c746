import { BarChart3, LayoutDashboard, Target, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { isNewAccount } from '@/lib/first-visit';
import { useDashboard } from '../api/get-dashboard';
import { BackToTop } from '../components/back-to-top';
import { DashboardUnavailable } from '../components/dashboard-unavailable';
import { SectionUnavailable } from '../components/section-unavailable';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { MatchesTab } from '../components/matches-tab';
import { OverviewTab } from '../components/overview/overview-tab';
import { ProfileTab } from '../components/profile/profile-tab';
import { ProgressTab } from '../components/progress-tab';
import { parseTab, type DashboardTab } from '../tabs';

export default function DashboardRoute() {
  const { user } = useUser();
  const { dashboard, isLoading, failed, missing, subscription, jobs, interview, retry } = useDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  usePaymentReturn();

  // The selected tab lives in the address (?tab=), so it survives reloads and can be linked to.
  const selectTab = (next: DashboardTab) => {
    setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  if (!user) return null; // the route guard only renders this for a signed-in user
  // The visit that created the account is not a return (the registration's own welcome wording).
  const firstVisit = isNewAccount(user.id);
  // The whole request failed: the full notice. One service down: what arrived, and a notice for its part.
  const unavailable = failed ? <DashboardUnavailable onRetry={retry} /> : null;
  const careerMissing = missing.has('career');
  const matchesUnavailable =
    unavailable ?? (careerMissing ? <SectionUnavailable section="career" onRetry={retry} /> : null);
  const progressUnavailable =
    unavailable ?? (careerMissing ? <SectionUnavailable section="progress" onRetry={retry} /> : null);

  return (
    <AppLayout>
      <title>Dashboard · Pathwise</title>
      <section aria-labelledby="greeting" className="mb-8">
        <h1 id="greeting" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {firstVisit ? `Welcome to Pathwise, ${user.firstName}!` : `Welcome back, ${user.firstName}!`}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {firstVisit
            ? 'Start your career journey: take the quiz to get your first career matches.'
            : "Here's an overview of your career journey."}
        </p>
      </section>
      <Tabs value={tab} onValueChange={(value) => selectTab(parseTab(value))} className="gap-6">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-11 sm:w-fit">
          <TabsTrigger value="overview" className="py-2 sm:py-0">
            <LayoutDashboard aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="recommendations" className="py-2 sm:py-0">
            <Target aria-hidden="true" />
            Career Matches
          </TabsTrigger>
          <TabsTrigger value="progress" className="py-2 sm:py-0">
            <BarChart3 aria-hidden="true" />
            Progress
          </TabsTrigger>
          <TabsTrigger value="profile" className="py-2 sm:py-0">
            <UserRound aria-hidden="true" />
            Profile
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            user={user}
            dashboard={dashboard}
            isLoading={isLoading}
            unavailable={matchesUnavailable}
            onSelectTab={selectTab}
            activity={
              failed
                ? undefined
                : {
                    jobs,
                    interview,
                    jobsUnavailable: missing.has('jobs'),
                    interviewUnavailable: missing.has('interview'),
                    onRetry: retry,
                  }
            }
          />
        </TabsContent>
        <TabsContent value="recommendations">
          {matchesUnavailable ?? (
            <MatchesTab
              recommendations={dashboard.recommendations}
              interestProfile={dashboard.interestProfile}
              isLoading={isLoading}
            />
          )}
        </TabsContent>
        <TabsContent value="progress">
          {progressUnavailable ?? (
            <ProgressTab dashboard={dashboard} isPremium={user.isPremium} isLoading={isLoading} />
          )}
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab
            user={user}
            subscription={subscription}
            subscriptionUnavailable={failed || missing.has('subscription')}
            onRetry={retry}
          />
        </TabsContent>
      </Tabs>
      <BackToTop />
    </AppLayout>
  );
}
