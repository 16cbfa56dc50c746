import { Briefcase } from 'lucide-react';
import { FeaturePlaceholder } from '@/components/feature-placeholder';
import { AppLayout } from '@/components/layouts/app-layout';

// Placeholder until the jobs feature is built; that work replaces this file.
export default function JobsRoute() {
  return (
    <AppLayout>
      <title>Find Your Next Job · Pathwise</title>
      <FeaturePlaceholder title="Find Your Next Job" icon={Briefcase} />
    </AppLayout>
  );
}
