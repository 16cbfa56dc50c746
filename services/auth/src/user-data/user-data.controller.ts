import { Controller, Get } from '@nestjs/common';
import { type AccountExport, type ServiceUserData, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { ApiError, CurrentUserId } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { ProfilePictureEntity } from '../pictures/profile-picture.entity.js';
import { SessionEntity } from '../sessions/session.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';

/**
 * The account's share of GET /api/profile/export (the gateway puts `data` under `account`): what this service holds
 * for the caller, never the password hash or a session's token hash.
 */
@Controller()
export class UserDataController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(USER_DATA_EXPORT_PATH)
  async export(@CurrentUserId() userId: string): Promise<ServiceUserData & { data: AccountExport }> {
    const [user, sessions] = await Promise.all([
      this.dataSource.getRepository(UserEntity).findOneBy({ id: userId }),
      this.dataSource.getRepository(SessionEntity).find({ where: { userId }, order: { createdAt: 'DESC' } }),
    ]);
    if (!user) throw ApiError.unauthorized();
    const picture = user.profilePictureId
      ? await this.dataSource.getRepository(ProfilePictureEntity).findOneBy({ id: user.profilePictureId, userId })
      : null;
    const view = toUserView(user);
    return {
      service: 'auth',
      data: {
        id: view.id,
        firstName: view.firstName,
        lastName: view.lastName,
        email: view.email,
        location: view.location,
        isPremium: view.isPremium,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
        profilePicture:
          picture && view.profileImageUrl
            ? {
                url: view.profileImageUrl,
                contentType: picture.contentType,
                width: picture.width,
                height: picture.height,
                createdAt: picture.createdAt.toISOString(),
              }
            : null,
        sessions: sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          revokedAt: s.revokedAt?.toISOString() ?? null,
        })),
      },
    };
  }
}
