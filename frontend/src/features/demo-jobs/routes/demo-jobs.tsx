import { BriefcaseBusiness } from 'lucide-react';
import { FeaturePlaceholder } from '@/components/feature-placeholder';
import { AppLayout } from '@/components/layouts/app-layout';

// Placeholder until the demo-jobs feature is built; that work replaces this file.
export default function DemoJobsRoute() {
  return (
    <AppLayout>
      <title>Job Search Demo · Pathwise</title>
      <FeaturePlaceholder title="Job Search Demo" icon={BriefcaseBusiness} />
    </AppLayout>
  );
}
