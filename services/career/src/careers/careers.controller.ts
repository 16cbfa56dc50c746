import { Controller, Get, Param } from '@nestjs/common';
import { CareerParams, type CareerDetailResponse } from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import { CareersService } from './careers.service.js';

export class CareerParamsDto extends createZodDto(CareerParams) {}

/** One catalog occupation (a "career path") with its tasks, skills, technologies, pay and outlook. */
@Controller('api/careers')
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Get(':code')
  get(@CurrentUserId() userId: string, @Param() { code }: CareerParamsDto): Promise<CareerDetailResponse> {
    return this.careers.career(userId, code);
  }
}
