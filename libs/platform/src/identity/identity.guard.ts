import { createParamDecorator, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import { APP_CONFIG, type BaseEnv } from '../config/config.js';
import { ApiError } from '../errors/api-error.js';
import { type Identity, verifyIdentity } from './identity-headers.js';

export const IDENTITY_ACCESS = 'pathwise:identity-access';
/** public: no identity needed (health); anonymous: signed by the gateway, user optional; user/premium: signed in. */
export type IdentityAccess = 'public' | 'anonymous' | 'user' | 'premium';

/** Health and readiness probes: reachable without the gateway. */
export const Public = () => SetMetadata(IDENTITY_ACCESS, 'public' satisfies IdentityAccess);
/** Called through the gateway by signed-out visitors (login, register, placeholder images). */
export const AllowAnonymous = () => SetMetadata(IDENTITY_ACCESS, 'anonymous' satisfies IdentityAccess);
/** Premium-only routes: enforced here as well as at the gateway. */
export const RequirePremium = () => SetMetadata(IDENTITY_ACCESS, 'premium' satisfies IdentityAccess);

/** Passport strategy that accepts only the gateway's signed identity headers. */
@Injectable()
export class GatewayIdentityStrategy extends PassportStrategy(Strategy, 'gateway-identity') {
  constructor(@Inject(APP_CONFIG) private readonly config: BaseEnv) {
    super();
  }

  validate(req: { headers: Record<string, string | string[] | undefined>; method: string; url: string }): Identity {
    // Fastify's `url` is the request target as it arrived (path and query), which is what the gateway signed.
    const identity = verifyIdentity(this.config.INTERNAL_SECRET, req.headers, { method: req.method, url: req.url });
    if (!identity) throw ApiError.unauthorized('Missing or invalid gateway identity');
    return identity;
  }
}

/**
 * Global guard: every route needs a signed identity of a signed-in user unless marked @AllowAnonymous() or
 * @Public(); @RequirePremium() also needs the premium plan. Secure by default: a new route is protected.
 */
@Injectable()
export class GatewayIdentityGuard extends AuthGuard('gateway-identity') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access =
      this.reflector.getAllAndOverride<IdentityAccess>(IDENTITY_ACCESS, [context.getHandler(), context.getClass()]) ??
      'user';
    if (access === 'public') return true;
    if (context.getType<string>() === 'graphql') return graphAccess(context, access);
    await super.canActivate(context);
    const identity = context.switchToHttp().getRequest<{ user?: Identity }>().user;
    if (!identity) throw ApiError.unauthorized();
    if (access === 'anonymous') return true;
    if (!identity.userId) throw ApiError.unauthorized();
    if (access === 'premium' && identity.plan !== 'premium') throw ApiError.premiumRequired();
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err instanceof ApiError ? err : ApiError.unauthorized('Missing or invalid gateway identity');
    if (!user) throw ApiError.unauthorized('Missing or invalid gateway identity');
    return user;
  }
}

/**
 * A subgraph's resolvers: the /graphql hook of SubgraphModule verified the gateway's signature for the whole operation
 * and put the identity in the GraphQL context (the third resolver argument); the plan rules are the same as REST's.
 */
function graphAccess(context: ExecutionContext, access: IdentityAccess): boolean {
  const identity = context.getArgByIndex<{ identity?: Identity } | undefined>(2)?.identity;
  if (!identity?.userId) throw ApiError.unauthorized();
  if (access === 'premium' && identity.plan !== 'premium') throw ApiError.premiumRequired();
  return true;
}

/** The caller's verified identity (anonymous identities have userId null). */
export const CurrentIdentity = createParamDecorator((_: unknown, ctx: ExecutionContext): Identity => {
  return ctx.switchToHttp().getRequest<{ user: Identity }>().user;
});

/** The signed-in user's id; routes using it are guarded as 'user' or 'premium'. */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const identity = ctx.switchToHttp().getRequest<{ user?: Identity }>().user;
  if (!identity?.userId) throw ApiError.unauthorized();
  return identity.userId;
});
