import { BarChart3, LayoutDashboard, Target, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { BackToTop } from '../components/back-to-top';
import { MatchesTab } from '../components/matches-tab';
import { OverviewTab } from '../components/overview/overview-tab';
import { ProfileTab } from '../components/profile/profile-tab';
import { ProgressTab } from '../components/progress-tab';
import { parseTab, type DashboardTab } from '../tabs';

export default function DashboardRoute() {
  const { user } = useUser();
  const { dashboard, isLoading } = useDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));

  // The selected tab lives in the address (?tab=), so it survives reloads and can be linked to.
  const selectTab = (next: DashboardTab) => {
    setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  if (!user) return null; // the route guard only renders this for a signed-in user

  return (
    <AppLayout>
      <title>Dashboard · Pathwise</title>
      <section aria-labelledby="greeting" className="mb-8">
        <h1 id="greeting" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Welcome back, {user.firstName}!
        </h1>
        <p className="mt-2 text-muted-foreground">Here's an overview of your career journey.</p>
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
          <OverviewTab user={user} dashboard={dashboard} isLoading={isLoading} onSelectTab={selectTab} />
        </TabsContent>
        <TabsContent value="recommendations">
          <MatchesTab
            recommendations={dashboard.recommendations}
            interestProfile={dashboard.interestProfile}
            isLoading={isLoading}
          />
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab dashboard={dashboard} isPremium={user.isPremium} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
      </Tabs>
      <BackToTop />
    </AppLayout>
  );
}
