/**
 * A LOCAL STAND-IN for the few Stripe API endpoints the Stripe processor calls, NOT Stripe: the tests
 * have no network. It answers as Stripe's API reference documents (form-encoded requests, JSON objects,
 * `Idempotency-Key` replays, card errors with 402), for Stripe's published test payment methods:
 * pm_card_visa (succeeds), pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds and
 * pm_card_authenticationRequired (asks for 3D Secure). A confirmation token `ctoken_<method>` stands
 * for the Payment Element's token of that method. What Stripe really does is only as faithful as this
 * file; the adapter is checked against Stripe itself only with real test keys (README, "Payments").
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Status = 'requires_action' | 'requires_capture' | 'succeeded' | 'requires_payment_method' | 'canceled';

export interface StandinIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  capture_method: 'manual' | 'automatic';
  status: Status;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  latest_charge: string | null;
  /** Not Stripe's: how many times money was taken or held for this intent (one at most). */
  charges: number;
  refunded: boolean;
}

export interface StandinRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
  /** Not Stripe's: the answer was lost on the way back (a network cut), see cutNextAnswer. */
  cut: boolean;
}

const METHODS: Record<string, { brand: string; last4: string; outcome: string }> = {
  card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeded' },
  card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'generic_decline' },
  card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' },
  card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authentication_required' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class StripeStandin {
  readonly requests: StandinRequest[] = [];
  readonly intents = new Map<string, StandinIntent>();
  readonly secretKey = 'sk_test_standin_not_stripe';
  #server: Server | undefined;
  readonly #replays = new Map<string, { status: number; body: string }>();
  #cutNext = false;

  async start(): Promise<string> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  /** The next answer is computed (the money moves) but the connection drops before it is sent. */
  cutNextAnswer(): void {
    this.#cutNext = true;
  }

  /** The shopper answers the 3D Secure challenge in the browser (Stripe.js's handleNextAction). */
  completeChallenge(intentId: string, approved: boolean): void {
    const pi = this.intents.get(intentId);
    if (pi?.status !== 'requires_action') throw new Error(`no challenge for ${intentId}`);
    pi.next_action = null;
    if (approved) {
      pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      pi.charges += 1;
      pi.latest_charge = id('ch');
    } else {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
    }
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://standin');
    const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8') || url.search);
    const key = req.headers['idempotency-key'] as string | undefined;
    const cut = this.#cutNext;
    this.#cutNext = false;
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, params, cut });
    const send = (status: number, body: unknown, replayed = false) => {
      const text = JSON.stringify(body);
      if (key && !replayed) this.#replays.set(`${req.method} ${url.pathname} ${key}`, { status, body: text });
      if (cut) {
        req.socket.destroy();
        return;
      }
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      });
      res.end(text);
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const earlier = key ? this.#replays.get(`${req.method} ${url.pathname} ${key}`) : undefined;
    if (earlier) {
      send(earlier.status, JSON.parse(earlier.body), true);
      return;
    }
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const [status, body] = this.#create(params);
      send(status, body);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const pi = this.intents.get(params.get('payment_intent') ?? '');
      if (pi?.status !== 'succeeded' || pi.refunded) {
        send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } });
        return;
      }
      pi.refunded = true;
      send(200, {
        id: id('re'),
        object: 'refund',
        amount: pi.amount,
        payment_intent: pi.id,
        status: 'succeeded',
      });
      return;
    }
    if (parts[0] === 'v1' && parts[1] === 'payment_intents' && parts[2]) {
      const pi = this.intents.get(parts[2]);
      if (!pi) {
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        return;
      }
      const action = parts[3];
      if (req.method === 'GET' && !action) {
        send(200, this.#view(pi, params));
        return;
      }
      if (req.method === 'POST' && action === 'capture') {
        if (pi.status !== 'requires_capture') {
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              payment_intent: this.#view(pi),
            },
          });
          return;
        }
        pi.status = 'succeeded';
        send(200, this.#view(pi, params));
        return;
      }
      if (req.method === 'POST' && action === 'cancel') {
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              payment_intent: this.#view(pi),
            },
          });
          return;
        }
        pi.status = 'canceled';
        send(200, this.#view(pi, params));
        return;
      }
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      },
    });
  }

  #create(params: URLSearchParams): [number, unknown] {
    const token = params.get('confirmation_token');
    const methodId = params.get('payment_method') ?? (token ? `pm_${token.slice('ctoken_'.length)}` : '');
    const method = METHODS[methodId.slice('pm_'.length)];
    const amount = Number(params.get('amount'));
    if (!Number.isInteger(amount) || amount < 50 || !params.get('currency')) {
      return [
        400,
        { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount' } },
      ];
    }
    if (!method || params.get('confirm') !== 'true') {
      return [
        400,
        { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method' } },
      ];
    }
    const metadata: Record<string, string> = {};
    for (const [k, v] of params) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const intentId = id('pi');
    const pi: StandinIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: String(params.get('currency')),
      capture_method: params.get('capture_method') === 'manual' ? 'manual' : 'automatic',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      description: params.get('description'),
      metadata,
      payment_method: methodId,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      charges: 0,
      refunded: false,
    };
    this.intents.set(pi.id, pi);
    if (method.outcome === 'succeeded') {
      pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      pi.charges = 1;
      pi.latest_charge = id('ch');
      return [200, this.#view(pi, params)];
    }
    if (method.outcome === 'authentication_required') {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk' };
      return [200, this.#view(pi, params)];
    }
    pi.last_payment_error = {
      code: 'card_declined',
      decline_code: method.outcome,
      message:
        method.outcome === 'insufficient_funds'
          ? 'Your card has insufficient funds.'
          : 'Your card was declined.',
    };
    return [
      402,
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: method.outcome,
          message: pi.last_payment_error.message,
          payment_intent: this.#view(pi),
        },
      },
    ];
  }

  /** The intent as Stripe answers it, its payment method expanded when asked (`expand[]`). */
  #view(pi: StandinIntent, params?: URLSearchParams): unknown {
    const expand = params ? [...params].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v) : [];
    const method = METHODS[(pi.payment_method ?? '').slice('pm_'.length)];
    const { charges: _c, refunded: _r, ...wire } = pi;
    return {
      ...wire,
      payment_method:
        expand.includes('payment_method') && method
          ? {
              id: pi.payment_method,
              object: 'payment_method',
              type: 'card',
              card: { brand: method.brand, last4: method.last4 },
            }
          : pi.payment_method,
    };
  }
}
