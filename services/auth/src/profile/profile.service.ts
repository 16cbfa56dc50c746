import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AuthMessages,
  EventNames,
  type PasswordChangeRequest,
  ProfileUpdateRequest,
  type User,
} from '@pathwise/contracts';
import { ApiError, EventPublisher } from '@pathwise/platform';
import type { z } from 'zod';

type ProfileUpdate = z.output<typeof ProfileUpdateRequest>;
import { DataSource, type Repository } from 'typeorm';
import { AccountsService, isUniqueViolation } from '../accounts/accounts.service.js';
import { hashPassword, verifyPassword } from '../accounts/password-hasher.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';

@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly accounts: AccountsService,
  ) {}

  async update(userId: string, input: ProfileUpdate): Promise<User> {
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const current = await manager.findOneBy(UserEntity, { id: userId });
        if (!current) throw ApiError.unauthorized();
        Object.assign(current, input);
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
  async changePassword(userId: string, input: PasswordChangeRequest, currentToken: string | null): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw ApiError.unauthorized();
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      // 400, not 401: a 401 would sign the browser out.
      throw ApiError.badRequest(AuthMessages.wrongCurrentPassword, {
        currentPassword: AuthMessages.wrongCurrentPassword,
      });
    }
    user.passwordHash = await hashPassword(input.newPassword);
    await this.users.save(user);
    await this.accounts.sessions.revokeAllForUser(userId, currentToken ?? undefined);
  }
}
