import { Controller, Get, Query } from '@nestjs/common';
import { JobSearchQuery, type JobSearchResponse } from '@pathwise/contracts';
import { createZodDto } from '@pathwise/platform';
import { JobSearchService } from './job-search.service.js';

export class JobSearchQueryDto extends createZodDto(JobSearchQuery) {}

@Controller('api/jobs')
export class JobSearchController {
  constructor(private readonly search: JobSearchService) {}

  @Get('search')
  find(@Query() query: JobSearchQueryDto): Promise<JobSearchResponse> {
    return this.search.search(query);
  }
}
