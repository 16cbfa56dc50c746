import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApplyJobRequest, SaveJobRequest, type JobApplication, type SavedJob } from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import type { FastifyReply } from 'fastify';
import { TrackingService } from './tracking.service.js';

export class SaveJobDto extends createZodDto(SaveJobRequest) {}
export class ApplyJobDto extends createZodDto(ApplyJobRequest) {}

@Controller('api/jobs')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('saved')
  saved(@CurrentUserId() userId: string): Promise<SavedJob[]> {
    return this.tracking.listSaved(userId);
  }

  @Get('applications')
  applications(@CurrentUserId() userId: string): Promise<JobApplication[]> {
    return this.tracking.listApplications(userId);
  }

  /** 201 with the save; 200 with the same save when the job was saved already. */
  @Post('save')
  async save(
    @CurrentUserId() userId: string,
    @Body() body: SaveJobDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SavedJob> {
    const { saved, created } = await this.tracking.save(userId, body.jobId);
    void reply.status(created ? 201 : 200);
    return saved;
  }

  @Delete('save/:jobId')
  @HttpCode(200)
  async unsave(@CurrentUserId() userId: string, @Param('jobId') jobId: string) {
    const { removed } = await this.tracking.unsave(userId, jobId);
    return { ok: true as const, removed };
  }

  /** 201 with the application; 200 with the first one when the job was applied to already. */
  @Post('apply')
  async apply(
    @CurrentUserId() userId: string,
    @Body() body: ApplyJobDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobApplication> {
    const { application, created } = await this.tracking.apply(userId, body.jobId, body.notes ?? null);
    void reply.status(created ? 201 : 200);
    return application;
  }
}
