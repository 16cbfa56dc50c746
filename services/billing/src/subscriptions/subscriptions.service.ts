import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BillingMessages,
  type CancelSubscriptionResponse,
  type LocalConfirmRequest,
  type BillingInvoice,
  type ClientSecretResponse,
  ErrorCodes,
  EventNames,
  type LocalConfirmResponse,
  type StartTrialResponse,
  type SubscriptionStatus,
} from '@pathwise/contracts';
import { APP_CONFIG, ApiError, EventPublisher, isUserForgotten, LOGGER } from '@pathwise/platform';
import type { Logger } from 'pino';
import { DataSource, type EntityManager, In, LessThanOrEqual } from 'typeorm';
import type { z } from 'zod';
import { type BillingConfig, providerOf } from '../config.js';
import { InvoiceEntity } from '../history/invoice.entity.js';
import { BILLING_PROVIDER, type BillingProvider, type CreatedSubscription } from '../providers/billing-provider.js';
import { checkTestCard } from '../providers/local/test-cards.js';
import {
  isOpen,
  isPremiumStatus,
  monthlyPeriods,
  type Periods,
  planOf,
  type SubscriptionEvent,
  type SubscriptionState,
  transition,
} from '../state/subscription-state.js';
import { BillingAccountEntity } from './billing-account.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { SpentTrialEntity } from '../trials/spent-trial.entity.js';
import { trialOwnerHash } from '../trials/trial-owner.js';
import { alreadySubscribed, toStatus } from './subscription-view.js';

type Confirm = z.output<typeof LocalConfirmRequest>;
type CancelResponse = z.infer<typeof CancelSubscriptionResponse>;

const longDate = (d: Date | null) =>
  d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'the end';

const stateOf = (s: SubscriptionEntity): SubscriptionState => ({
  status: s.status,
  trialEndsAt: s.trialEndsAt,
  currentPeriodStart: s.currentPeriodStart,
  currentPeriodEnd: s.currentPeriodEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  endedAt: s.endedAt,
  hasPaymentMethod: s.hasPaymentMethod,
  asOf: s.asOf,
});

/** A trial cancelled without a card that now has one, still cancelled (Stripe keeps cancel_at_period_end). */
const savedCardOnCancelledTrial = (before: SubscriptionState, after: SubscriptionState) =>
  before.status === 'trialing' &&
  before.cancelAtPeriodEnd &&
  !before.hasPaymentMethod &&
  after.status === 'trialing' &&
  after.cancelAtPeriodEnd &&
  after.hasPaymentMethod;

/**
 * The one owner of subscriptions: every change takes the user's account row lock, asks the state machine, stores the
 * row and publishes subscription.changed through the outbox in the same transaction.
 */
@Injectable()
export class SubscriptionsService {
  readonly periods: Periods;
  readonly stripeMode: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.periods = monthlyPeriods(config.BILLING_TRIAL_MS, config.BILLING_PERIOD_MS);
    this.stripeMode = providerOf(config) === 'stripe';
  }

  async status(userId: string): Promise<SubscriptionStatus> {
    const m = this.dataSource.manager;
    const [account, sub] = await Promise.all([m.findOneBy(BillingAccountEntity, { userId }), this.current(m, userId)]);
    return toStatus(account, sub, this.stripeMode);
  }

  /** POST /api/subscription/trial: 7 days of premium without a card, once per user ever. */
  async startTrial(userId: string): Promise<StartTrialResponse> {
    return this.withAccount(userId, async (m, account) => {
      const open = await this.open(m, userId);
      if (open && isPremiumStatus(open.status)) throw ApiError.conflict(BillingMessages.alreadyPremium);
      if (account.trialStartedAt || (await this.trialSpent(m, account.emailHash))) {
        throw ApiError.conflict(BillingMessages.trialAlreadyUsed);
      }
      const at = new Date();
      if (open) await this.replaceUnpaid(m, open, at); // a checkout left unpaid gives way to the trial
      const who = { userId, account, attempt: await this.attempt(m, userId) };
      await this.saveCustomer(m, account, await this.provider.ensureCustomer(who));
      const created = await this.provider.createTrial(who, at);
      account.trialStartedAt = at;
      await m.save(account);
      if (account.emailHash) await this.spendTrial(m, account.emailHash, at);
      const sub = await this.insert(m, userId, created);
      return { message: BillingMessages.trialStarted, subscription: toStatus(account, sub, this.stripeMode) };
    });
  }

  /** POST /api/get-or-create-subscription: the open subscription's client secret, or a new subscription's. */
  async getOrCreate(userId: string): Promise<ClientSecretResponse> {
    const clientSecret = await this.withAccount(userId, async (m, account) => {
      const open = await this.open(m, userId);
      if (open) {
        if (alreadySubscribed(open)) throw ApiError.conflict(BillingMessages.alreadyPremium);
        // A double click, a retry or a reload: the same subscription and secret, never a second one.
        if (open.clientSecret) return open.clientSecret;
        if (open.status === 'trialing') {
          open.clientSecret = await this.provider.trialCardSecret(open);
          if (!open.clientSecret) throw ApiError.conflict(BillingMessages.alreadyPremium);
          await m.save(open);
          return open.clientSecret;
        }
        await this.replaceUnpaid(m, open, new Date()); // an incomplete one without a secret cannot be paid
      }
      const who = { userId, account, attempt: await this.attempt(m, userId) };
      await this.saveCustomer(m, account, await this.provider.ensureCustomer(who));
      const created = await this.provider.createSubscription(who, new Date());
      const sub = await this.insert(m, userId, created);
      if (!sub.clientSecret) {
        // Paid at once (a credit balance or a 100 % coupon in Stripe): nothing left for the browser to confirm.
        if (isPremiumStatus(sub.status)) throw ApiError.conflict(BillingMessages.alreadyPremium);
        throw ApiError.unavailable('Unable to set up subscription. Please try again.');
      }
      return sub.clientSecret;
    });
    return {
      clientSecret,
      provider: this.provider.name,
      publishableKey: this.stripeMode ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      testMode: !this.stripeMode || !!this.config.STRIPE_SECRET_KEY?.startsWith('sk_test_'),
    };
  }

  /** POST /api/billing/local/confirm: the test-mode card form's payment, against Stripe's test cards. */
  async confirmLocal(userId: string, body: Confirm): Promise<LocalConfirmResponse> {
    if (this.stripeMode) throw ApiError.conflict(BillingMessages.localModeOnly);
    const now = new Date();
    const card = checkTestCard(body, now);
    if (!card.ok && card.kind === 'fields') {
      throw ApiError.badRequest(Object.values(card.errors)[0]!, card.errors as Record<string, string>);
    }
    const outcome = await this.withAccount(userId, async (m, account) => {
      const sub = await m.findOneBy(SubscriptionEntity, { clientSecret: body.clientSecret });
      // Another user's secret is answered exactly like an unknown one: it reveals nothing and confirms nothing.
      if (!sub || sub.userId !== userId || sub.provider !== 'local') {
        throw ApiError.notFound(BillingMessages.clientSecretUnknown);
      }
      const pending = sub.status === 'incomplete' || (sub.status === 'trialing' && !sub.hasPaymentMethod);
      if (!pending) {
        // The same payment confirmed twice (a double click): already done, nothing is charged again.
        if (isPremiumStatus(sub.status)) {
          return { ok: true as const, sub, account };
        }
        throw ApiError.conflict(BillingMessages.paymentNotPending);
      }
      const trial = sub.status === 'trialing';
      if (!card.ok) {
        if (!trial) {
          await this.recordInvoice(m, sub, { key: `${sub.id}:attempt:${randomUUID()}`, status: 'failed', at: now });
        }
        return { ok: false as const, message: card.message };
      }
      sub.cardLast4 = card.last4;
      const event: SubscriptionEvent = trial
        ? { type: 'payment_method_saved', at: now }
        : { type: 'payment_succeeded', at: now };
      const updated = await this.apply(m, sub, event);
      if (!trial) {
        await this.recordInvoice(m, updated, {
          key: `${updated.id}:${updated.currentPeriodStart!.toISOString()}`,
          status: 'paid',
          at: now,
        });
      }
      return { ok: true as const, sub: updated, account };
    });
    if (!outcome.ok) throw new ApiError(402, ErrorCodes.paymentRequired, outcome.message);
    return {
      message: BillingMessages.paymentSucceeded,
      subscription: toStatus(outcome.account, outcome.sub, this.stripeMode),
    };
  }

  /** POST /api/subscription/cancel: premium stays until the period's (or trial's) end; twice is harmless. */
  async cancel(userId: string): Promise<CancelResponse> {
    return this.withAccount(userId, async (m, account) => {
      const open = await this.open(m, userId);
      if (!open) throw ApiError.conflict(BillingMessages.nothingToCancel);
      if (open.cancelAtPeriodEnd) {
        const date = open.currentPeriodEnd;
        return {
          message: BillingMessages.alreadyCancelled(longDate(date)),
          currentPeriodEnd: date?.toISOString() ?? null,
          subscription: toStatus(account, open, this.stripeMode),
        };
      }
      const event = await this.provider.cancelAtPeriodEnd(open, new Date());
      const sub = await this.apply(m, open, event);
      const date = isOpen(sub.status) ? sub.currentPeriodEnd : null;
      return {
        message: date ? BillingMessages.cancelled(longDate(date)) : 'Your subscription is cancelled.',
        currentPeriodEnd: date?.toISOString() ?? null,
        subscription: toStatus(account, sub, this.stripeMode),
      };
    });
  }

  async history(userId: string): Promise<{ invoices: BillingInvoice[] }> {
    const rows = await this.dataSource.manager.find(InvoiceEntity, {
      where: { userId },
      order: { date: 'DESC' },
      take: 100,
    });
    return {
      invoices: rows.map((r) => ({
        id: r.id,
        date: r.date.toISOString(),
        amountCents: r.amountCents,
        currency: r.currency,
        status: r.status,
        description: r.description,
      })),
    };
  }

  async portal(userId: string): Promise<{ url: string }> {
    const account = await this.dataSource.manager.findOneBy(BillingAccountEntity, { userId });
    if (!this.stripeMode || !account?.stripeCustomerId) throw ApiError.conflict(BillingMessages.portalUnavailable);
    return { url: await this.provider.portalUrl(account.stripeCustomerId) };
  }

  /**
   * The billing clock: every trial end, cancelled period end and renewal due at `now`, each in its own transaction
   * (local subscriptions; Stripe's own clock runs Stripe's, and its webhooks tell us). Returns how many changed.
   */
  async settleDue(now = new Date()): Promise<number> {
    const due = await this.dataSource.manager.find(SubscriptionEntity, {
      select: { id: true, userId: true },
      where: [
        { provider: 'local', status: 'trialing', trialEndsAt: LessThanOrEqual(now) },
        { provider: 'local', status: In(['active', 'past_due']), currentPeriodEnd: LessThanOrEqual(now) },
      ],
      take: 500,
    });
    let changed = 0;
    for (const { id, userId } of due) {
      try {
        const did = await this.withAccount(userId, async (m) => {
          const sub = await m.findOneBy(SubscriptionEntity, { id });
          if (!sub) return false;
          return this.settle(m, sub, now);
        });
        if (did) changed++;
      } catch (err) {
        this.logger.error({ err, subscriptionId: id }, 'billing clock: settling a subscription failed');
      }
    }
    return changed;
  }

  /** One subscription at the clock: end it, or charge the renewal (local: the test card on file always pays). */
  private async settle(m: EntityManager, sub: SubscriptionEntity, now: Date): Promise<boolean> {
    const r = transition(stateOf(sub), { type: 'deadline', at: now }, this.periods);
    if (!r.ok) return false;
    if (r.effect !== 'charge_renewal') {
      await this.store(m, sub, r.state);
      return true;
    }
    const dueAt = sub.status === 'trialing' ? sub.trialEndsAt! : sub.currentPeriodEnd!;
    // The invoice of this period is keyed by its start: a clock tick run twice never charges it twice.
    const inserted = await this.recordInvoice(m, sub, {
      key: `${sub.id}:${dueAt.toISOString()}`,
      status: 'paid',
      at: dueAt,
    });
    if (!inserted) return false;
    const paid = transition(r.state, { type: 'payment_succeeded', at: now }, this.periods);
    if (!paid.ok) return false;
    await this.store(m, sub, paid.state);
    return true;
  }

  /** user.deleted: the provider's open subscription ends now; every row of the user goes. */
  async deleteUser(m: EntityManager, userId: string): Promise<void> {
    // the one thing kept: that this address had its trial (a hash, see SpentTrialEntity)
    const account = await m.findOneBy(BillingAccountEntity, { userId });
    if (account?.trialStartedAt && account.emailHash)
      await this.spendTrial(m, account.emailHash, account.trialStartedAt);
    const open = await this.open(m, userId);
    if (open) await this.provider.cancelNow(open);
    await m.delete(InvoiceEntity, { userId });
    await m.delete(SubscriptionEntity, { userId });
    await m.delete(BillingAccountEntity, { userId });
  }

  /**
   * user.registered / user.updated: the account's address, as its hash. An address that had a trial (in this account,
   * or in a deleted one: the trial is once per person) has its trial used; this account's trial, if it had one, is
   * recorded against the address. A trial started before the registration reached billing is still recorded here.
   * The events may arrive in any order: the address kept is the one of the latest event by `occurredAt`
   * (`email_event_at`), so a user.registered delivered after the user.updated that followed it does not bring the old
   * address back; an older address still counts for the trial, as it would have had the events come in order.
   */
  async recordTrialOwner(m: EntityManager, userId: string, email: string, occurredAt: Date): Promise<void> {
    const emailHash = trialOwnerHash(email);
    await m.createQueryBuilder().insert().into(BillingAccountEntity).values({ userId }).orIgnore().execute();
    const account = (await m.findOne(BillingAccountEntity, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    }))!;
    const hashes =
      account.emailHash === null || account.emailHash === emailHash ? [emailHash] : [account.emailHash, emailHash];
    if (account.emailEventAt === null || account.emailEventAt.getTime() <= occurredAt.getTime()) {
      account.emailHash = emailHash;
      account.emailEventAt = occurredAt;
    }
    if (!account.trialStartedAt) {
      account.trialStartedAt = (await m.findOneBy(SpentTrialEntity, { emailHash: In(hashes) }))?.trialStartedAt ?? null;
    }
    if (account.trialStartedAt) for (const hash of hashes) await this.spendTrial(m, hash, account.trialStartedAt);
    await m.save(account);
  }

  private async trialSpent(m: EntityManager, emailHash: string | null): Promise<boolean> {
    return emailHash !== null && (await m.existsBy(SpentTrialEntity, { emailHash }));
  }

  private async spendTrial(m: EntityManager, emailHash: string, trialStartedAt: Date): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(SpentTrialEntity)
      .values({ emailHash, trialStartedAt })
      .orIgnore()
      .execute();
  }

  async exportUser(userId: string) {
    const m = this.dataSource.manager;
    const [account, subscriptions, invoices] = await Promise.all([
      m.findOneBy(BillingAccountEntity, { userId }),
      m.find(SubscriptionEntity, { where: { userId }, order: { createdAt: 'ASC' } }),
      m.find(InvoiceEntity, { where: { userId }, order: { date: 'ASC' } }),
    ]);
    return {
      account: account && { stripeCustomerId: account.stripeCustomerId, trialStartedAt: account.trialStartedAt },
      subscriptions: subscriptions.map(({ clientSecret: _secret, openKey: _key, ...s }) => s),
      invoices,
    };
  }

  // --- Stripe mode: the provider's news (webhooks) -------------------------------------------------------------

  /** Applies a provider's description of one of its subscriptions (unknown ones are adopted for their user). */
  async syncFromProvider(
    userId: string,
    providerSubscriptionId: string,
    event: SubscriptionEvent & { type: 'provider_sync' },
  ): Promise<'applied' | 'stale' | 'unknown'> {
    return this.withAccount(userId, async (m) => {
      const sub = await m.findOneBy(SubscriptionEntity, { providerSubscriptionId });
      if (!sub) {
        if (!isOpen(event.snapshot.status)) return 'unknown';
        const open = await this.open(m, userId);
        // A subscription Pathwise did not make (the dashboard, a support agent) takes the place of an unpaid one, never
        // of one the user has paid for: that one is not cancelled under them. Once it ends, this one's next news is
        // adopted.
        if (open && isPremiumStatus(open.status)) return 'unknown';
        if (open) await this.replaceUnpaid(m, open, event.at);
        await this.insert(m, userId, {
          providerSubscriptionId,
          clientSecret: null,
          state: { ...event.snapshot, asOf: event.at },
        });
        return 'applied';
      }
      const before = stateOf(sub);
      const r = transition(before, event, this.periods);
      if (!r.ok) return 'stale';
      await this.store(m, sub, r.state);
      if (savedCardOnCancelledTrial(before, r.state) && this.provider.resumeCancelledTrial) {
        // as in local mode: a card saved after cancelling the trial subscribes, Stripe must not end it at its date
        await this.apply(m, sub, await this.provider.resumeCancelledTrial(sub));
      }
      return 'applied';
    });
  }

  async recordProviderInvoice(
    userId: string,
    providerSubscriptionId: string | null,
    invoice: {
      id: string;
      status: BillingInvoice['status'];
      amountCents: number;
      currency: string;
      at: Date;
      description: string;
    },
  ): Promise<void> {
    const m = this.dataSource.manager;
    const sub = providerSubscriptionId ? await m.findOneBy(SubscriptionEntity, { providerSubscriptionId }) : null;
    await m
      .createQueryBuilder()
      .insert()
      .into(InvoiceEntity)
      .values({
        id: randomUUID(),
        userId,
        subscriptionId: sub?.id ?? null,
        providerInvoiceId: invoice.id,
        date: invoice.at,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        status: invoice.status,
        description: invoice.description,
      })
      // A later event about the same invoice (failed, then paid on retry) updates its status.
      .orUpdate(['status', 'amount_cents'], ['provider_invoice_id'])
      .execute();
  }

  // --- internals -----------------------------------------------------------------------------------------------

  /** Runs `fn` in a transaction holding the user's account row (made on first use) locked. */
  private async withAccount<T>(userId: string, fn: (m: EntityManager, account: BillingAccountEntity) => Promise<T>) {
    return this.dataSource.transaction(async (m) => {
      // a call signed before the account was deleted (the trial, a checkout from another tab) starts nothing
      if (await isUserForgotten(m, userId)) throw ApiError.unauthorized();
      await m.createQueryBuilder().insert().into(BillingAccountEntity).values({ userId }).orIgnore().execute();
      const account = await m.findOne(BillingAccountEntity, {
        where: { userId },
        lock: { mode: 'pessimistic_write' },
      });
      return fn(m, account!);
    });
  }

  private open(m: EntityManager, userId: string) {
    return m.findOneBy(SubscriptionEntity, { openKey: userId });
  }

  private async current(m: EntityManager, userId: string) {
    return (
      (await this.open(m, userId)) ?? m.findOne(SubscriptionEntity, { where: { userId }, order: { createdAt: 'DESC' } })
    );
  }

  /** How many subscriptions the user ever had: the next one's number, for idempotency keys. */
  private async attempt(m: EntityManager, userId: string) {
    return (await m.countBy(SubscriptionEntity, { userId })) + 1;
  }

  private async saveCustomer(m: EntityManager, account: BillingAccountEntity, customerId: string | null) {
    if (customerId && account.stripeCustomerId !== customerId) {
      account.stripeCustomerId = customerId;
      await m.save(account);
    }
  }

  private async replaceUnpaid(m: EntityManager, open: SubscriptionEntity, at: Date) {
    await this.provider.cancelNow(open);
    await this.apply(m, open, { type: 'cancel', at });
  }

  private async insert(m: EntityManager, userId: string, created: CreatedSubscription): Promise<SubscriptionEntity> {
    const sub = m.create(SubscriptionEntity, {
      id: randomUUID(),
      userId,
      openKey: isOpen(created.state.status) ? userId : null,
      provider: this.provider.name,
      providerSubscriptionId: created.providerSubscriptionId,
      clientSecret: created.clientSecret,
      cardLast4: null,
      ...created.state,
    });
    await m.insert(SubscriptionEntity, sub);
    await this.publish(m, userId, null, sub);
    return sub;
  }

  private async apply(m: EntityManager, sub: SubscriptionEntity, event: SubscriptionEvent) {
    const r = transition(stateOf(sub), event, this.periods);
    if (!r.ok) {
      if (r.refusal === 'stale' || r.refusal === 'no_change') return sub;
      throw ApiError.conflict(
        r.refusal === 'already_cancelled'
          ? BillingMessages.alreadyCancelled(longDate(sub.currentPeriodEnd))
          : BillingMessages.paymentNotPending,
      );
    }
    return this.store(m, sub, r.state);
  }

  private async store(m: EntityManager, sub: SubscriptionEntity, state: SubscriptionState) {
    const before = { ...sub };
    Object.assign(sub, state, { openKey: isOpen(state.status) ? sub.userId : null });
    if (!isOpen(state.status)) sub.clientSecret = null;
    await m.save(sub);
    await this.publish(m, sub.userId, before, sub);
    return sub;
  }

  /** subscription.changed whenever what the user has changes (plan, status, period, cancellation). */
  private async publish(
    m: EntityManager,
    userId: string,
    before: SubscriptionEntity | null,
    after: SubscriptionEntity,
  ) {
    const same =
      before &&
      before.status === after.status &&
      before.cancelAtPeriodEnd === after.cancelAtPeriodEnd &&
      before.currentPeriodEnd?.getTime() === after.currentPeriodEnd?.getTime();
    if (same) return;
    const open = isOpen(after.status);
    await this.events.publish(m, EventNames.subscriptionChanged, {
      userId,
      plan: planOf(after.status),
      status: after.status,
      currentPeriodEnd: open ? (after.currentPeriodEnd?.toISOString() ?? null) : null,
    });
  }

  private async recordInvoice(
    m: EntityManager,
    sub: SubscriptionEntity,
    inv: { key: string; status: 'paid' | 'failed'; at: Date },
  ): Promise<boolean> {
    const card = sub.cardLast4 ? ` (card ending ${sub.cardLast4})` : '';
    const res = await m
      .createQueryBuilder()
      .insert()
      .into(InvoiceEntity)
      .values({
        id: randomUUID(),
        userId: sub.userId,
        subscriptionId: sub.id,
        providerInvoiceId: `local:${inv.key}`,
        date: inv.at,
        amountCents: this.config.BILLING_PRICE_CENTS,
        currency: this.config.BILLING_CURRENCY,
        status: inv.status,
        description: `Pathwise Premium, monthly${card}${inv.status === 'failed' ? ': payment declined' : ''} (test mode)`,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (res.raw as unknown[]).length > 0;
  }
}
