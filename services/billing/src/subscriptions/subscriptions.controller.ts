import { Controller, Get, HttpCode, Post, Body } from '@nestjs/common';
import {
  type BillingHistoryResponse,
  type BillingPortalResponse,
  type CancelSubscriptionResponse,
  type ClientSecretResponse,
  LocalConfirmRequest,
  type LocalConfirmResponse,
  type StartTrialResponse,
  type SubscriptionStatus,
} from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import type { z } from 'zod';
import { SubscriptionsService } from './subscriptions.service.js';

export class LocalConfirmDto extends createZodDto(LocalConfirmRequest) {}

/** The signed-in user's subscription: status, trial, checkout, the test-mode card form, cancel, history, portal. */
@Controller('api')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('subscription')
  status(@CurrentUserId() userId: string): Promise<SubscriptionStatus> {
    return this.subscriptions.status(userId);
  }

  @Post('subscription/trial')
  @HttpCode(201)
  trial(@CurrentUserId() userId: string): Promise<StartTrialResponse> {
    return this.subscriptions.startTrial(userId);
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  cancel(@CurrentUserId() userId: string): Promise<z.infer<typeof CancelSubscriptionResponse>> {
    return this.subscriptions.cancel(userId);
  }

  @Post('get-or-create-subscription')
  @HttpCode(200)
  getOrCreate(@CurrentUserId() userId: string): Promise<ClientSecretResponse> {
    return this.subscriptions.getOrCreate(userId);
  }

  @Post('billing/local/confirm')
  @HttpCode(200)
  confirm(@CurrentUserId() userId: string, @Body() body: LocalConfirmDto): Promise<LocalConfirmResponse> {
    return this.subscriptions.confirmLocal(userId, body);
  }

  @Get('billing/history')
  history(@CurrentUserId() userId: string): Promise<BillingHistoryResponse> {
    return this.subscriptions.history(userId);
  }

  @Post('billing/portal')
  @HttpCode(200)
  portal(@CurrentUserId() userId: string): Promise<BillingPortalResponse> {
    return this.subscriptions.portal(userId);
  }
}
