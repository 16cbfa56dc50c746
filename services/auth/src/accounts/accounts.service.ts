import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuthMessages, EventNames, type LoginRequest, type RegisterRequest, type User } from '@pathwise/contracts';
import { APP_CONFIG, ApiError, EventPublisher, RateLimiter } from '@pathwise/platform';
import { DataSource, QueryFailedError, type Repository } from 'typeorm';
import type { AuthConfig } from '../config.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';
import { CredentialChecks } from './credential-checks.js';
import { hashPassword } from './password-hasher.js';

const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this address. Please try again later.';
const TOO_MANY_SIGNUPS_FOR_EMAIL = 'Too many sign-up attempts for this email. Please try again later.';

export const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError && (err as unknown as { code?: string }).code === '23505';

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly rateLimiter: RateLimiter,
    private readonly credentials: CredentialChecks,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  async register(input: RegisterRequest, clientAddress: string): Promise<{ user: User; token: string }> {
    await this.rateLimiter.hit(
      'register-ip',
      clientAddress,
      this.config.RATE_LIMIT_REGISTER_PER_IP,
      TOO_MANY_REGISTRATIONS,
    );
    // Per email too, so probing which addresses have accounts (409s) cannot be spread over many client addresses.
    await this.rateLimiter.hit(
      'register-email',
      input.email,
      this.config.RATE_LIMIT_REGISTER_PER_EMAIL,
      TOO_MANY_SIGNUPS_FOR_EMAIL,
    );
    const passwordHash = await hashPassword(input.password);
    let user: UserEntity;
    let token: string;
    try {
      ({ user, token } = await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(UserEntity, {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            location: null,
            passwordHash,
            isPremium: false,
            profilePictureId: null,
          }),
        );
        await this.events.publish(manager, EventNames.userRegistered, {
          userId: created.id,
          email: created.email,
          firstName: created.firstName,
          lastName: created.lastName,
        });
        // in the same unit: an account whose session could not be written is not left behind
        return { user: created, token: await this.sessions.start(created.id, manager) };
      }));
    } catch (err) {
      if (isUniqueViolation(err)) throw ApiError.conflict(AuthMessages.emailTaken);
      throw err;
    }
    return { user: toUserView(user), token };
  }

  /** Checks credentials under the limits of CredentialChecks; the same 401 for an unknown email and a bad password. */
  async authenticate({ email, password }: LoginRequest, clientAddress: string): Promise<UserEntity> {
    const user = await this.users.findOneBy({ email });
    const ok = await this.credentials.check(
      { email, passwordHash: user?.passwordHash ?? null },
      password,
      clientAddress,
    );
    if (!ok || !user) throw ApiError.unauthorized(AuthMessages.invalidCredentials);
    return user;
  }

  async startSession(user: UserEntity): Promise<string> {
    return this.sessions.start(user.id);
  }

  async logout(token: string | null): Promise<void> {
    if (token) await this.sessions.end(token);
  }

  async currentUser(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw ApiError.unauthorized();
    return toUserView(user);
  }
}
