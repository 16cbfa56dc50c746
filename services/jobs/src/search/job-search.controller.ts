import { Controller, Get, Query } from '@nestjs/common';
import { JobSearchQuery, type JobSearchResponse } from '@pathwise/contracts';
import { ZodPipe } from '@pathwise/platform';
import type { z } from 'zod';
import { JobSearchService } from './job-search.service.js';

@Controller('api/jobs')
export class JobSearchController {
  constructor(private readonly search: JobSearchService) {}

  @Get('search')
  find(@Query(new ZodPipe(JobSearchQuery)) query: z.output<typeof JobSearchQuery>): Promise<JobSearchResponse> {
    return this.search.search(query);
  }
}
