import { Body, Controller, Get, HttpCode, Inject, Injectable, Post } from '@nestjs/common';
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
import { ConversationEntity } from './conversation.entity.js';

export class ResponseDraftDto extends createZodDto(ResponseDraftRequest) {}

const CONVERSATION_LIMIT = 50;

@Injectable()
export class RepliesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueues,
    @Inject(APP_CONFIG) private readonly config: InterviewConfig,
  ) {}

  async draft(userId: string, employerRequest: string): Promise<ResponseDraftResponse> {
    const result = await this.jobs.run<'draft-reply', DraftJobResult>(
      JobNames.draftReply,
      { employerRequest, userId },
      { timeoutMs: this.config.INTERVIEW_WAIT_MS, timeoutMessage: InterviewMessages.busy },
    );
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
  draft(@CurrentUserId() userId: string, @Body() body: ResponseDraftDto): Promise<ResponseDraftResponse> {
    return this.replies.draft(userId, body.employerRequest);
  }

  @Get('conversations')
  conversations(@CurrentUserId() userId: string): Promise<Conversation[]> {
    return this.replies.list(userId);
  }
}
