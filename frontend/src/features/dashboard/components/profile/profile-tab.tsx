import type { User } from '@pathwise/contracts';
import { MembershipCard } from './membership-card';
import { PasswordCard } from './password-card';
import { PersonalInfoCard } from './personal-info-card';
import { PictureCard } from './picture-card';

export function ProfileTab({ user }: { user: User }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <PersonalInfoCard user={user} />
        <PasswordCard />
      </div>
      <div className="grid content-start gap-6">
        <PictureCard user={user} />
        <MembershipCard user={user} />
      </div>
    </div>
  );
}
