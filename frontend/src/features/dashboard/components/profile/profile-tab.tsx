import type { User } from '@pathwise/contracts';
import type { DashboardSubscription } from '../../api/get-dashboard';
import { AccountDataCard } from './account-data-card';
import { MembershipCard } from './membership-card';
import { PasswordCard } from './password-card';
import { PersonalInfoCard } from './personal-info-card';
import { PictureCard } from './picture-card';

interface ProfileTabProps {
  user: User;
  /** The membership card's part of the dashboard's graph query (see MembershipCard). */
  subscription: DashboardSubscription | null;
  subscriptionUnavailable: boolean;
  onRetry: () => void;
}

export function ProfileTab({ user, subscription, subscriptionUnavailable, onRetry }: ProfileTabProps) {
  return (
    // min-w-0: a grid column may shrink below its longest word (a 40-character email at 390 px), so nothing in it
    // pushes the cards past the screen's edge.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
        <PersonalInfoCard user={user} />
        <PasswordCard />
        <AccountDataCard user={user} />
      </div>
      <div className="grid min-w-0 content-start gap-6">
        <PictureCard user={user} />
        <MembershipCard
          user={user}
          subscription={subscription}
          unavailable={subscriptionUnavailable}
          onRetry={onRetry}
        />
      </div>
    </div>
  );
}
