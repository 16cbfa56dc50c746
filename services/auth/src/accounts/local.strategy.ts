import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { LoginRequest } from '@pathwise/contracts';
import { ApiError, parseInput } from '@pathwise/platform';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import type { UserEntity } from '../users/user.entity.js';
import { AccountsService } from './accounts.service.js';
import { clientAddress } from './session-cookie.js';

/**
 * passport-local: email + password from the JSON body, checked by AccountsService (limits, argon2). Guards run before
 * pipes, so the body is validated here with the same helper the global pipe uses.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly accounts: AccountsService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: FastifyRequest): Promise<UserEntity> {
    return this.accounts.authenticate(parseInput(LoginRequest, req.body), clientAddress(req));
  }
}

@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  /** passport-local fails without calling validate when a field is missing: answer with the schema's 400 instead. */
  override handleRequest<T>(err: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    if (err) throw err;
    if (!user) {
      parseInput(LoginRequest, context.switchToHttp().getRequest<FastifyRequest>().body);
      throw ApiError.unauthorized();
    }
    return user;
  }
}
