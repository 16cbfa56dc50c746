import { lazy, Suspense } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { InsightsLoading } from '../components/chart-card';
import { InsightsPreview } from '../components/insights-preview';

// Premium's part (the graph client, the charts, the plan) is a chunk of its own: a free user's preview loads none of it.
const PremiumInsights = lazy(() => import('../components/premium-insights'));

/** /insights: Premium's advanced analytics and personalised coaching; free users see what it is and how to upgrade. */
export default function InsightsRoute() {
  const { user } = useUser();
  return (
    <AppLayout>
      <title>Insights · Pathwise</title>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      {user?.isPremium ? (
        <Suspense fallback={<InsightsLoading />}>
          <PremiumInsights />
        </Suspense>
      ) : (
        <InsightsPreview />
      )}
    </AppLayout>
  );
}
