import type { User } from '@pathwise/contracts';
import type { UserEntity } from './user.entity.js';

/** The public shape of a user: never the password hash. */
export function toUserView(user: UserEntity): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    location: user.location,
    profileImageUrl: user.profilePictureId ? `/api/profile/picture/${user.profilePictureId}` : null,
    isPremium: user.isPremium,
  };
}
