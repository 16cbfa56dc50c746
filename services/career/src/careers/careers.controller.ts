import { Controller, Get, Param } from '@nestjs/common';
import type { CareerDetailResponse } from '@pathwise/contracts';
import { CurrentUserId } from '@pathwise/platform';
import { CareersService } from './careers.service.js';

/** One catalog occupation (a "career path") with its tasks, skills, technologies, pay and outlook. */
@Controller('api/careers')
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Get(':code')
  get(@CurrentUserId() userId: string, @Param('code') code: string): Promise<CareerDetailResponse> {
    return this.careers.career(userId, code.trim());
  }
}
