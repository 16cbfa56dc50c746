import { Mic } from 'lucide-react';
import { FeaturePlaceholder } from '@/components/feature-placeholder';
import { AppLayout } from '@/components/layouts/app-layout';
import { PremiumGate } from '@/components/premium-gate';
import { useUser } from '@/lib/auth';

// Placeholder until the interview feature is built; that work replaces this file (keeping the premium gate).
export default function InterviewPracticeRoute() {
  const { user } = useUser();
  return (
    <AppLayout>
      <title>AI Interview Practice · Pathwise</title>
      {user?.isPremium ? (
        <FeaturePlaceholder title="AI Interview Practice" icon={Mic} />
      ) : (
        <PremiumGate
          feature="AI Interview Practice"
          description="Rehearse realistic interview questions for your target career and get scored, specific feedback on every answer."
          benefits={[
            'Questions tailored to your career path and experience level',
            'Behavioural and technical questions with hints',
            'A score and concrete feedback for every answer',
            'Practise as often as you like',
          ]}
        />
      )}
    </AppLayout>
  );
}
