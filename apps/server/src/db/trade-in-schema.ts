/**
 * Trade-ins (spec 3 §3): one row per trade-in a customer values for an order, whatever its flow.
 * The vehicle is the valuation's (vid, year, make, model, trim); the odometer is in the dealer's unit;
 * the valuation is the server's answer, kept as it was given (cents, expiry, the valuation's name).
 */
import type {
  TradeInConditionKey,
  TradeInEstimate,
  TradeInImageField,
  TradeInInstantOffer,
  TradeInLien,
  TradeInOption,
} from '@storefront/domain';
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
import { createdAt, dealerId, orderId, updatedAt, userId } from './columns.ts';

export const tradeIns = pgTable(
  'trade_ins',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    customerId: userId(),
    orderId: orderId(),
    /** trade-in, trade-in-2, trade-in-black-book, trade-in-external. */
    flow: text('flow').notNull(),
    /** draft, awaiting_dealer, awaiting_customer, included, excluded. */
    status: text('status').notNull().default('draft'),
    vid: text('vid').notNull(),
    /** The VIN the customer entered and the valuation decoded into `vid` (trade-in 2), else null. */
    vin: text('vin'),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim').notNull(),
    odometer: integer('odometer').notNull(),
    /** km or mi: the dealer's unit when it was entered. */
    unit: text('unit').notNull(),
    accessories: jsonb('accessories').$type<TradeInOption[]>().notNull(),
    valuation: jsonb('valuation').$type<TradeInEstimate | null>(),
    /** The condition questions answered yes (mirrors its answers; the valuation is adjusted by them). */
    condition: jsonb('condition').$type<TradeInConditionKey[]>().notNull().default([]),
    /** What is still owed on it (active payments, spec 3 §3), or null when nothing is. */
    lien: jsonb('lien').$type<TradeInLien | null>(),
    /** The instant cash offer made on it (the external instant-cash-offer flow), or null. */
    instantOffer: jsonb('instant_offer').$type<TradeInInstantOffer | null>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** The customer's reason for taking it out of the deal (excluded). */
    comments: text('comments'),
    /**
     * The photos it has (spec 3 §3 `images`): each angle's stored version (the photo storage's), an
     * angle without a photo absent. Written with the photo, so the answers name the photos without
     * asking the storage.
     */
    images: jsonb('images').$type<Partial<Record<TradeInImageField, string>>>().notNull().default({}),
    /** Whether the link to take the photos on a phone was e-mailed (spec 3 §3 `has_message_sent`). */
    hasMessageSent: boolean('has_message_sent').notNull().default(false),
    /** When its photos last changed (spec 3 §3 `last_updated`; the watcher's `t`), null before any. */
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trade_ins_order_idx').on(t.dealerId, t.customerId, t.orderId)],
);

export type TradeInRow = typeof tradeIns.$inferSelect;

/** A trade-in's answers to the trade-in questions (spec 3 §3): one per question key. */
export const tradeInAnswers = pgTable(
  'trade_in_answers',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    tradeInId: integer('trade_in_id')
      .notNull()
      .references(() => tradeIns.id),
    question: text('question').notNull(),
    response: jsonb('response').$type<boolean | string>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('trade_in_answers_question_idx').on(t.tradeInId, t.question)],
);

export type TradeInAnswerRow = typeof tradeInAnswers.$inferSelect;
