import { Controller, Get, Query } from '@nestjs/common';
import { JobFitQuery, type JobFitResponse } from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import { FitService } from './fit.service.js';

export class JobFitQueryDto extends createZodDto(JobFitQuery) {}

@Controller('api/jobs')
export class FitController {
  constructor(private readonly fits: FitService) {}

  @Get('fit')
  fit(@CurrentUserId() userId: string, @Query() query: JobFitQueryDto): Promise<JobFitResponse> {
    return this.fits.fit(userId, query.jobIds);
  }
}
