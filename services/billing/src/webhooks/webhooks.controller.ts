import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { AllowAnonymous } from '@pathwise/platform';
import type { FastifyRequest } from 'fastify';
import { WebhooksService } from './webhooks.service.js';

/** POST /api/billing/webhook: Stripe calls it through the gateway (a public route whose body is passed on raw). */
@Controller('api/billing')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post('webhook')
  @HttpCode(200)
  @AllowAnonymous()
  receive(@Req() req: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string) {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
