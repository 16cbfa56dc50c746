import { Controller, Get, Query } from '@nestjs/common';
import { JobInsightsQuery, type JobInsightsResponse } from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import { MarketService } from './market.service.js';

export class JobInsightsQueryDto extends createZodDto(JobInsightsQuery) {}

@Controller('api/jobs')
export class InsightsController {
  constructor(private readonly market: MarketService) {}

  @Get('insights')
  insights(@CurrentUserId() userId: string, @Query() query: JobInsightsQueryDto): Promise<JobInsightsResponse> {
    return this.market.insights(userId, query.codes);
  }
}
