import { Inject, Injectable } from '@nestjs/common';
import type { JobPayload } from '@pathwise/contracts';
import { assertUserNotForgotten } from '@pathwise/platform';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { InterviewEngine } from '../engines/index.js';
import { INTERVIEW_ENGINE } from '../jobs/engine.provider.js';
import type { DraftJobResult } from '../jobs/job-results.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { ConversationEntity } from './conversation.entity.js';

/** The worker side of reply drafts: drafts from the user's own profile copy and stores the conversation. */
@Injectable()
export class ReplyJobsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ProfilesRepository,
    @Inject(INTERVIEW_ENGINE) private readonly engine: InterviewEngine,
  ) {}

  async draft(payload: JobPayload<'draft-reply'>, job: Job): Promise<DraftJobResult> {
    const conversations = this.dataSource.getRepository(ConversationEntity);
    const row =
      (await conversations.findOneBy({ jobId: job.id! })) ??
      (await (async () => {
        const profile = await this.profiles.find(payload.userId);
        const draft = await this.engine.draft({
          message: payload.employerRequest,
          profile: ProfilesRepository.replyProfile(profile),
          now: new Date(),
        });
        return this.dataSource.transaction(async (manager) => {
          await assertUserNotForgotten(manager, payload.userId);
          return manager.save(
            manager.create(ConversationEntity, {
              jobId: job.id!,
              userId: payload.userId,
              type: 'response-draft',
              employerRequest: payload.employerRequest,
              aiResponse: draft.draft,
              category: draft.category,
              blanks: draft.blanks,
              engine: draft.engine,
            }),
          );
        });
      })());
    return {
      status: 'ok',
      response: {
        responseDraft: row.aiResponse,
        conversationId: row.id,
        category: row.category,
        blanks: row.blanks,
        engine: row.engine,
      },
    };
  }
}
