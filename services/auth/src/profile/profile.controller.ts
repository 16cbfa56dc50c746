import { Body, Controller, Put, Req } from '@nestjs/common';
import { PasswordChangeRequest, ProfileUpdateRequest, type User } from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import type { FastifyRequest } from 'fastify';
import { clientAddress, sessionToken } from '../accounts/session-cookie.js';
import { ProfileService } from './profile.service.js';

export class ProfileUpdateDto extends createZodDto(ProfileUpdateRequest) {}
export class PasswordChangeDto extends createZodDto(PasswordChangeRequest) {}

@Controller('api/profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Put()
  update(@CurrentUserId() userId: string, @Body() body: ProfileUpdateDto, @Req() req: FastifyRequest): Promise<User> {
    return this.profile.update(userId, body, clientAddress(req));
  }

  @Put('password')
  async changePassword(@CurrentUserId() userId: string, @Body() body: PasswordChangeDto, @Req() req: FastifyRequest) {
    await this.profile.changePassword(userId, body, sessionToken(req), clientAddress(req));
    return { ok: true as const, message: 'Password updated' };
  }
}
