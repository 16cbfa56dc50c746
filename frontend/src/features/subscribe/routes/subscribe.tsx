import { Crown } from 'lucide-react';
import { FeaturePlaceholder } from '@/components/feature-placeholder';
import { AppLayout } from '@/components/layouts/app-layout';

// Placeholder until the subscribe feature is built; that work replaces this file.
export default function SubscribeRoute() {
  return (
    <AppLayout>
      <title>Upgrade to Premium · Pathwise</title>
      <FeaturePlaceholder title="Upgrade to Premium" icon={Crown} />
    </AppLayout>
  );
}
