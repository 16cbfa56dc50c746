import { Body, Controller, Put, Req } from '@nestjs/common';
import { PasswordChangeRequest, ProfileUpdateRequest, type User } from '@pathwise/contracts';
import { CurrentUserId, ZodPipe } from '@pathwise/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionToken } from '../accounts/session-cookie.js';
import { ProfileService } from './profile.service.js';

@Controller('api/profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Put()
  update(
    @CurrentUserId() userId: string,
    @Body(new ZodPipe(ProfileUpdateRequest)) body: z.output<typeof ProfileUpdateRequest>,
  ): Promise<User> {
    return this.profile.update(userId, body);
  }

  @Put('password')
  async changePassword(
    @CurrentUserId() userId: string,
    @Body(new ZodPipe(PasswordChangeRequest)) body: PasswordChangeRequest,
    @Req() req: FastifyRequest,
  ) {
    await this.profile.changePassword(userId, body, sessionToken(req));
    return { ok: true as const, message: 'Password updated' };
  }
}
