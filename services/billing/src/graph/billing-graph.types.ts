import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** The user's subscription, as GET /api/subscription gives it (DECISIONS.md "Subscription status"). */
@ObjectType('Subscription')
export class SubscriptionType {
  @Field({ description: "'free' or 'premium'" })
  plan: string;

  @Field({ description: "incomplete, trialing, active, past_due, canceled, incomplete_expired, or 'none'" })
  status: string;

  @Field(() => String, { nullable: true, description: "'local' (test mode) or 'stripe'" })
  provider: string | null;

  @Field(() => String, { nullable: true })
  trialEndsAt: string | null;

  @Field(() => String, { nullable: true })
  currentPeriodEnd: string | null;

  @Field()
  cancelAtPeriodEnd: boolean;

  @Field({ description: 'The one free trial has not been taken yet' })
  trialAvailable: boolean;

  @Field({ description: "/subscribe has a payment form for the user (else 409 'Already Premium')" })
  checkoutAvailable: boolean;

  @Field({ description: "Stripe's customer portal can change the card" })
  portalAvailable: boolean;
}

@ObjectType('User')
@Directive('@key(fields: "id")')
export class BillingUser {
  @Field(() => ID)
  id: string;
}
