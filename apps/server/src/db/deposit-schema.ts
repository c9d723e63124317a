/**
 * Deposits (spec 2 §3): one row a payment attempt on an order. Money in integer cents. A card
 * number is never stored (the processor's token and intent ids, the brand and the last four digits
 * only). An attempt that holds the vehicle (created, initiated, pre_authorized, confirmed) is unique
 * per vehicle: two shoppers racing for one vehicle get one reservation.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IntentResult } from '../modules/deposit/processor.ts';
import { createdAt, customerId, dealerId, orderId, updatedAt } from './columns.ts';
import { vehicles } from './schema.ts';

/** Statuses of an attempt that hold the vehicle for its shopper. */
export const HOLDING_DEPOSIT_STATUSES = ['created', 'initiated', 'pre_authorized', 'confirmed'] as const;

export interface DepositBilling {
  first_name: string;
  last_name: string;
  phone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  province: string;
  postal_code: string;
  cardholder_name: string;
}

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    orderId: orderId(),
    customerId: customerId(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** One a payment attempt: a double submit or a retry sends the same key and is charged once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what the attempt asked (order and token): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    processor: text('processor').notNull(),
    /** The processor's payment intent id. */
    intentId: text('intent_id'),
    /** The spec's payment intent status (PAYMENT_INTENT_STATUSES). */
    status: text('status').notNull(),
    /** The order's deposit code (DEPOSIT_CODES): NEW, RDY, LIVE, DENY. */
    code: text('code').notNull(),
    /** hold (manual capture) or capture. */
    method: text('method').notNull(),
    feeMode: text('fee_mode').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** Why the processor refused: card_declined, insufficient_funds, authentication_failed. */
    declineCode: text('decline_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    billing: jsonb('billing').$type<DepositBilling>().notNull(),
    /** The vehicle's stock status before the reservation, given back when it is released. */
    previousStockStatus: text('previous_stock_status'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deposits_order_idx').on(t.orderId),
    uniqueIndex('deposits_dealer_key_idx').on(t.dealerId, t.idempotencyKey),
    uniqueIndex('deposits_vehicle_hold_idx')
      .on(t.vehicleId)
      .where(sql`${t.status} in ('created', 'initiated', 'pre_authorized', 'confirmed')`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;

/**
 * The payment processor's webhook events already processed (the sandbox's and Stripe's): one row an
 * event, so that a replayed or retried delivery is answered and ignored.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    processor: text('processor').notNull(),
    /** The processor's event id (evt_...). */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    intentId: text('intent_id'),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_processor_event_idx').on(t.processor, t.eventId)],
);

/**
 * The sandbox payment processor's intents (the embedded default's "dashboard"): kept in the database
 * so that a restart, or another process of the cluster, captures and releases a hold placed earlier.
 * No card data: the request's amount, currency, capture method and deposit, and the outcome.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  /** pi_sandbox_... */
  id: text('id').primaryKey(),
  /** The create request's idempotency key: a replay answers the intent made first. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** What the intent was made for (CreateIntent without the token). */
  request: jsonb('request')
    .$type<{
      amount: number;
      currency: 'CAD' | 'USD';
      captureMethod: 'manual' | 'automatic';
      description: string;
      deposit: number;
    }>()
    .notNull(),
  /** The intent's outcome as the processor answers it (IntentResult). */
  result: jsonb('result').$type<IntentResult>().notNull(),
  /** How many times this intent was charged (authorised or captured): one at most. */
  charges: integer('charges').notNull().default(0),
  captured: boolean('captured').notNull().default(false),
  released: boolean('released').notNull().default(false),
  createdAt: createdAt(),
});
