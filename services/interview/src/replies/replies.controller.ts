import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Body, Controller, Get, HttpCode, Inject, Injectable, Post, Res } from '@nestjs/common';
import {
  type Conversation,
  InterviewMessages,
  JobNames,
  ResponseDraftRequest,
  type ResponseDraftResponse,
} from '@pathwise/contracts';
import { APP_CONFIG, createZodDto, CurrentUserId, JobQueues, RequirePremium } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import type { InterviewConfig } from '../config.js';
import type { DraftJobResult } from '../jobs/job-results.js';
import { PendingRequestsRepository } from '../requests/pending-requests.repository.js';
import { ConversationEntity } from './conversation.entity.js';

export class ResponseDraftDto extends createZodDto(ResponseDraftRequest) {}

const CONVERSATION_LIMIT = 50;

@Injectable()
export class RepliesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueues,
    private readonly requests: PendingRequestsRepository,
    @Inject(APP_CONFIG) private readonly config: InterviewConfig,
  ) {}

  /**
   * A draft whose conversation has not reached the user (the request answered 503 while its job ran on) is joined by
   * the next request of the same message, as interview starts are: the retry gets that one conversation, not a second.
   */
  async draft(
    userId: string,
    employerRequest: string,
    sent: (then: () => void) => void = (then) => then(),
  ): Promise<ResponseDraftResponse> {
    const key = createHash('sha256').update(employerRequest.trim()).digest('hex');
    const request = await this.requests.pendingFor(userId, 'reply-draft', key);
    const result = await this.jobs.run<'draft-reply', DraftJobResult>(
      JobNames.draftReply,
      { employerRequest, userId },
      {
        key: request.id,
        timeoutMs: this.config.INTERVIEW_WAIT_MS,
        timeoutMessage: InterviewMessages.busy,
        failedMessage: InterviewMessages.draftFailed,
      },
    );
    this.requests.deliverWhenSent(request.id, sent);
    return result.response;
  }

  /** The user's conversations, newest first (the screen shows the five most recent). */
  async list(userId: string): Promise<Conversation[]> {
    const rows = await this.dataSource
      .getRepository(ConversationEntity)
      .find({ where: { userId }, order: { createdAt: 'DESC' }, take: CONVERSATION_LIMIT });
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      employerRequest: r.employerRequest,
      aiResponse: r.aiResponse,
      createdAt: r.createdAt.toISOString(),
      category: r.category,
      engine: r.engine,
    }));
  }
}

@Controller('api/ai')
@RequirePremium()
export class RepliesController {
  constructor(private readonly replies: RepliesService) {}

  @Post('response-draft')
  @HttpCode(200)
  draft(
    @CurrentUserId() userId: string,
    @Body() body: ResponseDraftDto,
    @Res({ passthrough: true }) reply: { raw: ServerResponse },
  ): Promise<ResponseDraftResponse> {
    // the conversation has reached the caller once the answer is sent (see PracticeController.start)
    return this.replies.draft(userId, body.employerRequest, (then) => reply.raw.once('finish', then));
  }

  @Get('conversations')
  conversations(@CurrentUserId() userId: string): Promise<Conversation[]> {
    return this.replies.list(userId);
  }
}
