import type { User } from '@pathwise/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    location: 'Austin, TX',
    profileImageUrl: null,
    isPremium: false,
    ...overrides,
  };
}
