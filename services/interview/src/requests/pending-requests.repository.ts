import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PendingRequestEntity, type PendingRequestKind } from './pending-request.entity.js';

/**
 * How long an undelivered request is joined by a new one of the same kind and key. Longer ago, the user has moved
 * on: what it made stays in the history, and the new request makes a new one.
 */
export const REQUEST_REUSE_MS = 15 * 60_000;

/** The pending AI requests (one per user, kind and key at a time). */
@Injectable()
export class PendingRequestsRepository {
  constructor(@InjectRepository(PendingRequestEntity) private readonly requests: Repository<PendingRequestEntity>) {}

  /** The user's pending request of this kind and key, made now unless a recent one is still waiting to be delivered. */
  async pendingFor(userId: string, kind: PendingRequestKind, requestKey: string): Promise<PendingRequestEntity> {
    const where = { userId, kind, requestKey, status: 'pending' as const };
    await this.requests
      .createQueryBuilder()
      .update()
      .set({ status: 'delivered' })
      .where('user_id = :userId AND kind = :kind AND request_key = :requestKey', where)
      .andWhere(`status = 'pending' AND created_at < now() - make_interval(secs => :secs)`, {
        secs: REQUEST_REUSE_MS / 1000,
      })
      .execute();
    // two requests at once (two tabs, a retry racing the first) meet on the unique index of pending requests
    await this.requests
      .createQueryBuilder()
      .insert()
      .values({ ...where })
      .orIgnore()
      .execute();
    return this.requests.findOneByOrFail(where);
  }

  /** What it made has reached the user: the next request of this kind and key is a new one. */
  async delivered(id: string): Promise<void> {
    await this.requests.update({ id, status: 'pending' }, { status: 'delivered' });
  }

  /** Marks the request delivered once `sent` says the answer has gone out (a caller that gave up never gets it). */
  deliverWhenSent(id: string, sent: (then: () => void) => void): void {
    // if this fails, a new request within the reuse window gets the same result again: no harm
    sent(() => void this.delivered(id).catch(() => undefined));
  }
}
