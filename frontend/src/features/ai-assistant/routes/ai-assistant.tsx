import { MessageSquareText } from 'lucide-react';
import { FeaturePlaceholder } from '@/components/feature-placeholder';
import { AppLayout } from '@/components/layouts/app-layout';
import { PremiumGate } from '@/components/premium-gate';
import { useUser } from '@/lib/auth';

// Placeholder until the assistant feature is built; that work replaces this file (keeping the premium gate).
export default function AiAssistantRoute() {
  const { user } = useUser();
  return (
    <AppLayout>
      <title>AI Assistant · Pathwise</title>
      {user?.isPremium ? (
        <FeaturePlaceholder title="AI Assistant" icon={MessageSquareText} />
      ) : (
        <PremiumGate
          feature="AI Assistant"
          description="Paste a message from an employer and get a professional reply drafted from your own profile and resume."
          benefits={[
            'Professional reply drafts to employer messages',
            'Answers that draw on your profile and resume',
            'Your five most recent conversations at hand',
            'Copy a draft with one click',
          ]}
        />
      )}
    </AppLayout>
  );
}
