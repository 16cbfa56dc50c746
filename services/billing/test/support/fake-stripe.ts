import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: what stripe-node sent. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

type Obj = Record<string, any>;

/**
 * A loopback fake of exactly the Stripe endpoints the billing service calls (there is no stripe-mock here):
 * customers, subscriptions (create with `default_incomplete` or a trial, retrieve, update, cancel), billing portal
 * sessions. It keeps state, honours Idempotency-Key like Stripe (same key: same answer, nothing made twice), expands
 * `latest_invoice.confirmation_secret` and `pending_setup_intent`, and answers unknown ids with Stripe's
 * `resource_missing` error. `pay(id)` and `end(id)` move a subscription as Stripe's own clock or a payment would.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  private readonly idempotent = new Map<string, { status: number; body: Obj }>();
  private seq = 0;
  private server!: Server;
  url = '';

  static async start(): Promise<FakeStripe> {
    const fake = new FakeStripe();
    fake.server = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        const { status, body } = fake.handle(req, data);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${fake.seq}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  calls(method: string, prefix: string) {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(prefix));
  }

  private id(prefix: string) {
    return `${prefix}_fake${++this.seq}`;
  }

  /** A first payment or a renewal went through (as Stripe would after the browser confirmed). */
  pay(id: string): Obj {
    const sub = this.subscriptions.get(id)!;
    const now = Math.floor(Date.now() / 1000);
    Object.assign(sub, { status: 'active', default_payment_method: 'pm_card_visa', trial_end: null });
    sub.items.data[0].current_period_start = now;
    sub.items.data[0].current_period_end = now + 30 * 86400;
    return structuredClone(sub);
  }

  /** The subscription ended (its period ran out after a cancellation, or Stripe gave up). */
  end(id: string): Obj {
    const sub = this.subscriptions.get(id)!;
    Object.assign(sub, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000), cancel_at_period_end: false });
    return structuredClone(sub);
  }

  invoice(subId: string, status: 'paid' | 'open'): Obj {
    const sub = this.subscriptions.get(subId)!;
    return {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      amount_due: 1499,
      amount_paid: status === 'paid' ? 1499 : 0,
      currency: 'usd',
      status,
      created: Math.floor(Date.now() / 1000),
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      lines: { object: 'list', data: [{ description: '1 × Pathwise Premium (at $14.99 / month)' }] },
    };
  }

  private handle(req: IncomingMessage, raw: string): { status: number; body: Obj } {
    const url = new URL(req.url!, 'http://x');
    const form = Object.fromEntries(new URLSearchParams(raw));
    for (const [k, v] of url.searchParams) form[k] = v;
    this.requests.push({ method: req.method!, path: url.pathname, form, headers: req.headers });
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
    if (idemKey && this.idempotent.has(idemKey)) return this.idempotent.get(idemKey)!;
    const result = this.route(req.method!, url.pathname, form);
    if (idemKey && result.status < 500) this.idempotent.set(idemKey, result);
    return result;
  }

  private route(method: string, path: string, form: Record<string, string>): { status: number; body: Obj } {
    const expand = Object.entries(form)
      .filter(([k]) => k.startsWith('expand['))
      .map(([, v]) => v);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', metadata: { userId: form['metadata[userId]'] } };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!this.customers.has(form.customer!)) return missing('customer', form.customer!);
      const now = Math.floor(Date.now() / 1000);
      const trialDays = form.trial_period_days ? Number(form.trial_period_days) : 0;
      const id = this.id('sub');
      const sub: Obj = {
        id,
        object: 'subscription',
        customer: form.customer,
        status: trialDays ? 'trialing' : 'incomplete',
        cancel_at_period_end: false,
        ended_at: null,
        trial_end: trialDays ? now + trialDays * 86400 : null,
        default_payment_method: null,
        metadata: { userId: form['metadata[userId]'] },
        items: {
          object: 'list',
          data: [
            {
              id: this.id('si'),
              price: { id: form['items[0][price]'] },
              current_period_start: now,
              current_period_end: trialDays ? now + trialDays * 86400 : now + 30 * 86400,
            },
          ],
        },
        latest_invoice: this.id('in'),
        pending_setup_intent: trialDays ? this.id('seti') : null,
      };
      this.subscriptions.set(id, sub);
      return { status: 200, body: this.expand(sub, expand) };
    }
    const one = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (one) {
      const sub = this.subscriptions.get(one[1]!);
      if (!sub) return missing('subscription', one[1]!);
      if (method === 'GET') return { status: 200, body: this.expand(sub, expand) };
      if (method === 'POST') {
        if (sub.status === 'canceled') {
          return { status: 400, body: { error: { type: 'invalid_request_error', message: 'canceled subscription' } } };
        }
        if ('cancel_at_period_end' in form) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        return { status: 200, body: this.expand(sub, expand) };
      }
      if (method === 'DELETE') return { status: 200, body: this.end(sub.id) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.customers.has(form.customer!)) return missing('customer', form.customer!);
      return {
        status: 200,
        body: {
          id: this.id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${this.seq}`,
          return_url: form.return_url,
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  private expand(sub: Obj, expand: string[]): Obj {
    const out = structuredClone(sub);
    if (expand.includes('latest_invoice.confirmation_secret') && typeof out.latest_invoice === 'string') {
      const paid = out.status !== 'incomplete';
      out.latest_invoice = {
        id: out.latest_invoice,
        object: 'invoice',
        confirmation_secret: paid
          ? null
          : { client_secret: `pi_${out.id}_secret_${out.latest_invoice}`, type: 'payment_intent' },
      };
    }
    if (expand.includes('pending_setup_intent') && typeof out.pending_setup_intent === 'string') {
      out.pending_setup_intent = {
        id: out.pending_setup_intent,
        object: 'setup_intent',
        client_secret: `${out.pending_setup_intent}_secret_x`,
      };
    }
    return out;
  }
}

function missing(kind: string, id: string) {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } },
  };
}
