import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AuthMessages,
  EventNames,
  type PasswordChangeRequest,
  ProfileUpdateRequest,
  type User,
} from '@pathwise/contracts';
import { ApiError, eraseUserEvents, EventPublisher } from '@pathwise/platform';
import { DataSource, type Repository } from 'typeorm';
import type { z } from 'zod';
import { isUniqueViolation } from '../accounts/accounts.service.js';
import { CredentialChecks, CredentialMessages } from '../accounts/credential-checks.js';
import { hashPassword } from '../accounts/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { ProfilePictureEntity } from '../pictures/profile-picture.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';

type ProfileUpdate = z.output<typeof ProfileUpdateRequest>;

/** 400, not 401: a 401 would sign the browser out. */
const wrongCurrentPassword = () =>
  ApiError.badRequest(AuthMessages.wrongCurrentPassword, { currentPassword: AuthMessages.wrongCurrentPassword });

@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly credentials: CredentialChecks,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * The signed-in user's current password, checked under the sign-in limits (CredentialChecks): 400 when it is
   * wrong, 429 past a limit. Used before changing the password or the email address and before deleting the account.
   */
  async confirmPassword(user: UserEntity, password: string | undefined, clientAddress: string): Promise<void> {
    if (!password) {
      throw ApiError.badRequest(AuthMessages.currentPasswordRequired, {
        currentPassword: AuthMessages.currentPasswordRequired,
      });
    }
    const ok = await this.credentials.check(user, password, clientAddress, CredentialMessages.tooManyChecks);
    if (!ok) throw wrongCurrentPassword();
  }

  async update(userId: string, input: ProfileUpdate, clientAddress: string): Promise<User> {
    const { currentPassword, ...fields } = input;
    const before = await this.users.findOneBy({ id: userId });
    if (!before) throw ApiError.unauthorized();
    if (fields.email !== before.email) {
      if (!currentPassword) {
        throw ApiError.badRequest(AuthMessages.currentPasswordForEmail, {
          currentPassword: AuthMessages.currentPasswordForEmail,
        });
      }
      await this.confirmPassword(before, currentPassword, clientAddress);
    }
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const current = await manager.findOneBy(UserEntity, { id: userId });
        if (!current) throw ApiError.unauthorized();
        // The password was judged against the address read above: another change since then is not overwritten.
        if (current.email !== before.email) {
          throw ApiError.conflict('Your email address changed meanwhile; reload the page and try again');
        }
        Object.assign(current, fields);
        const saved = await manager.save(current);
        await this.events.publish(manager, EventNames.userUpdated, {
          userId: saved.id,
          email: saved.email,
          firstName: saved.firstName,
          lastName: saved.lastName,
          location: saved.location,
        });
        return saved;
      });
      return toUserView(user);
    } catch (err) {
      if (isUniqueViolation(err)) throw ApiError.conflict(AuthMessages.emailTaken);
      throw err;
    }
  }

  /** Changes the password and signs out every other session of the user; the current one stays. */
  async changePassword(
    userId: string,
    input: PasswordChangeRequest,
    currentToken: string | null,
    clientAddress: string,
  ): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw ApiError.unauthorized();
    await this.confirmPassword(user, input.currentPassword, clientAddress);
    user.passwordHash = await hashPassword(input.newPassword);
    await this.users.save(user);
    await this.sessions.endAll(userId, { keepToken: currentToken });
  }

  /**
   * Deletes the account once the current password is confirmed (the password change's limits and messages). One
   * transaction deletes the user and the pictures, ends every session (each keeps its revoked row until it would have
   * expired, so that a Redis restored from an older snapshot cannot bring one back) and writes `user.deleted` to the
   * outbox, on which every other service deletes what it holds for the user.
   */
  async deleteAccount(userId: string, currentPassword: string, clientAddress: string): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw ApiError.unauthorized();
    await this.confirmPassword(user, currentPassword, clientAddress);
    await this.dataSource.transaction(async (manager) => {
      // Locked, so that two deletions at once publish one event: the second finds no user.
      const current = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw ApiError.unauthorized();
      await manager.delete(ProfilePictureEntity, { userId });
      await manager.delete(UserEntity, { id: userId });
      await this.events.publish(manager, EventNames.userDeleted, { userId, deletedAt: new Date().toISOString() });
      await eraseUserEvents(manager, userId); // user.registered and user.updated carried the name and e-mail
      // Last: Redis is told only once everything else is written, and its failure undoes all of it (503).
      await this.sessions.endAll(userId, { manager });
    });
  }
}
