import { Controller, Get } from '@nestjs/common';
import type { CareerRecommendation, DashboardResponse } from '@pathwise/contracts';
import { CurrentUserId } from '@pathwise/platform';
import { DashboardService } from './dashboard.service.js';

@Controller('api')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  get(@CurrentUserId() userId: string): Promise<DashboardResponse> {
    return this.dashboard.dashboard(userId);
  }

  @Get('recommendations')
  recommendations(@CurrentUserId() userId: string): Promise<CareerRecommendation[]> {
    return this.dashboard.recommendations(userId);
  }
}
