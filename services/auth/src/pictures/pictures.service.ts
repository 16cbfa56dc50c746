import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PictureMessages, type User } from '@pathwise/contracts';
import { ApiError } from '@pathwise/platform';
import { DataSource, type Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';
import { normaliseProfilePicture, NotAnImageError } from './image-processing.js';
import { ProfilePictureEntity } from './profile-picture.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class PicturesService {
  constructor(
    @InjectRepository(ProfilePictureEntity) private readonly pictures: Repository<ProfilePictureEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Replaces the user's picture; the old one is deleted in the same transaction. */
  async replace(userId: string, upload: Buffer): Promise<User> {
    let image: Awaited<ReturnType<typeof normaliseProfilePicture>>;
    try {
      image = await normaliseProfilePicture(upload);
    } catch (err) {
      if (err instanceof NotAnImageError)
        throw ApiError.badRequest(PictureMessages.invalidType, { profilePicture: PictureMessages.invalidType });
      throw err;
    }
    const user = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw ApiError.unauthorized();
      const picture = await manager.save(manager.create(ProfilePictureEntity, { userId, ...image }));
      const previous = current.profilePictureId;
      current.profilePictureId = picture.id;
      const saved = await manager.save(current);
      if (previous) await manager.delete(ProfilePictureEntity, { id: previous, userId });
      return saved;
    });
    return toUserView(user);
  }

  async find(pictureId: string): Promise<ProfilePictureEntity> {
    const picture = UUID.test(pictureId) ? await this.pictures.findOneBy({ id: pictureId }) : null;
    if (!picture) throw ApiError.notFound('Picture not found');
    return picture;
  }
}
