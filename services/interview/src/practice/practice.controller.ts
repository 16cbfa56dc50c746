import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  type CareerPathOption,
  InterviewEvaluateRequest,
  type InterviewEvaluateResponse,
  type InterviewSessionDetail,
  type InterviewSessionSummary,
  InterviewStartRequest,
  type InterviewStartResponse,
} from '@pathwise/contracts';
import { createZodDto, CurrentUserId, RequirePremium } from '@pathwise/platform';
import type { ServerResponse } from 'node:http';
import { PracticeService } from './practice.service.js';

export class InterviewStartDto extends createZodDto(InterviewStartRequest) {}
export class InterviewEvaluateDto extends createZodDto(InterviewEvaluateRequest) {}

@Controller('api/interview')
@RequirePremium()
export class PracticeController {
  constructor(private readonly practice: PracticeService) {}

  @Post('start')
  @HttpCode(200)
  start(
    @CurrentUserId() userId: string,
    @Body() body: InterviewStartDto,
    @Res({ passthrough: true }) reply: { raw: ServerResponse },
  ): Promise<InterviewStartResponse> {
    // the session has reached the caller once the answer is sent, not when a caller that gave up would have had it
    return this.practice.start(userId, body, (then) => reply.raw.once('finish', then));
  }

  @Post('evaluate')
  @HttpCode(200)
  evaluate(@CurrentUserId() userId: string, @Body() body: InterviewEvaluateDto): Promise<InterviewEvaluateResponse> {
    return this.practice.evaluate(userId, body);
  }

  @Get('career-paths')
  careerPaths(@CurrentUserId() userId: string): Promise<CareerPathOption[]> {
    return this.practice.careerPaths(userId);
  }

  @Get('sessions')
  sessions(@CurrentUserId() userId: string): Promise<InterviewSessionSummary[]> {
    return this.practice.sessions(userId);
  }

  @Get('sessions/:sessionId')
  session(@CurrentUserId() userId: string, @Param('sessionId') sessionId: string): Promise<InterviewSessionDetail> {
    return this.practice.session(userId, sessionId);
  }
}
