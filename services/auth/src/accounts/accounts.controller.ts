import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RegisterBody, type User } from '@pathwise/contracts';
import { AllowAnonymous, APP_CONFIG, createZodDto, CurrentUserId } from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config.js';
import type { UserEntity } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';
import { AccountsService } from './accounts.service.js';
import { LocalAuthGuard } from './local.strategy.js';
import { clearSessionCookie, clientAddress, sessionToken, setSessionCookie } from './session-cookie.js';

export class RegisterDto extends createZodDto(RegisterBody) {}

@Controller('api/auth')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('register')
  @AllowAnonymous()
  async register(
    @Body() body: RegisterDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    const { user, token } = await this.accounts.register(body, clientAddress(req));
    setSessionCookie(this.config, req, reply, token);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @AllowAnonymous()
  @UseGuards(LocalAuthGuard)
  async login(
    @Req() req: FastifyRequest & { user: UserEntity },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    // The global identity guard put the gateway identity on req.user; passport-local then replaced it with the user.
    const token = await this.accounts.startSession(req.user);
    setSessionCookie(this.config, req, reply, token);
    return toUserView(req.user);
  }

  @Post('logout')
  @HttpCode(200)
  @AllowAnonymous()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.accounts.logout(sessionToken(req));
    clearSessionCookie(this.config, req, reply);
    return { ok: true as const };
  }

  @Get('user')
  user(@CurrentUserId() userId: string): Promise<User> {
    return this.accounts.currentUser(userId);
  }
}
