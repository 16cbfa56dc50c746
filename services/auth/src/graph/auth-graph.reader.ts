import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';
import type { AuthUser } from './auth-graph.types.js';

/** The rows the auth subgraph reads: users by id, in one query for a batch. */
@Injectable()
export class AuthGraphReader {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async usersById(ids: readonly string[]): Promise<(AuthUser | null)[]> {
    const rows = await this.users.findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) return null;
      return { ...toUserView(row), plan: row.isPremium ? 'premium' : 'free' };
    });
  }
}
