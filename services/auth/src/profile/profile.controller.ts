import { Body, Controller, Delete, HttpCode, Inject, Put, Req, Res } from '@nestjs/common';
import { AccountDeletionRequest, PasswordChangeRequest, ProfileUpdateRequest, type User } from '@pathwise/contracts';
import { APP_CONFIG, createZodDto, CurrentUserId } from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, clientAddress, sessionToken } from '../accounts/session-cookie.js';
import type { AuthConfig } from '../config.js';
import { ProfileService } from './profile.service.js';

export class ProfileUpdateDto extends createZodDto(ProfileUpdateRequest) {}
export class PasswordChangeDto extends createZodDto(PasswordChangeRequest) {}
export class AccountDeletionDto extends createZodDto(AccountDeletionRequest) {}

@Controller('api/profile')
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Put()
  update(@CurrentUserId() userId: string, @Body() body: ProfileUpdateDto, @Req() req: FastifyRequest): Promise<User> {
    return this.profile.update(userId, body, clientAddress(req));
  }

  @Put('password')
  async changePassword(@CurrentUserId() userId: string, @Body() body: PasswordChangeDto, @Req() req: FastifyRequest) {
    await this.profile.changePassword(userId, body, sessionToken(req), clientAddress(req));
    return { ok: true as const, message: 'Password updated' };
  }

  /** 204 with no body, as DECISIONS.md answers for the account deletion. */
  @Delete()
  @HttpCode(204)
  async deleteAccount(
    @CurrentUserId() userId: string,
    @Body() body: AccountDeletionDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.profile.deleteAccount(userId, body.currentPassword, clientAddress(req));
    clearSessionCookie(this.config, req, reply);
  }
}
