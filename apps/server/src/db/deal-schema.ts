/**
 * Tables of the deal engine (orders, payment settings, add-ons, incentives, quotes). Money in
 * integer cents, rates in percent; every row carries `dealer_id` and every query is scoped by it.
 */
import type { AccessoryAnswer } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, customerId, dealerId, optionalUserId, updatedAt } from './columns.ts';
import type {
  AccessoryQuestion,
  DealPaymentSettings,
  IncentiveConditions,
  OrderAnalytics,
  PaymentSnapshot,
  TradeInOffer,
} from './deal-types.ts';
import { dealers, users, vehicles } from './schema.ts';

/** Per-dealer payment settings: rates by term and condition, residuals, fees, choices (one row a dealer). */
export const dealPaymentSettings = pgTable('deal_payment_settings', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => dealers.id),
  /** Bumped on every change: a saved payment computed under an older version is stale. */
  version: integer('version').notNull().default(1),
  settings: jsonb('settings').$type<DealPaymentSettings>().notNull(),
  updatedAt: updatedAt(),
});

export const accessories = pgTable(
  'accessories',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    sku: text('sku').notNull(),
    /** Title per language ({en, fr}). */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    image: text('image').notNull().default(''),
    origin: text('origin').notNull(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    priceIncludingInstallation: integer('price_including_installation'),
    isRemovable: boolean('is_removable').notNull().default(true),
    preInstalled: boolean('pre_installed').notNull().default(false),
    taxable: boolean('taxable').notNull().default(true),
    /** Makes it fits; empty fits every make. */
    makes: jsonb('makes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Body types it fits; empty fits every body type. */
    bodyTypes: jsonb('body_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** new, used or both (empty). */
    conditions: jsonb('conditions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    questions: jsonb('questions').$type<AccessoryQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('accessories_dealer_idx').on(t.dealerId, t.sortOrder),
    uniqueIndex('accessories_dealer_sku_idx').on(t.dealerId, t.sku),
  ],
);

export const protectionPlans = pgTable(
  'protection_plans',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    /** PP, PN, PU or PS. */
    productCode: text('product_code').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    category: text('category').notNull(),
    origin: text('origin').notNull(),
    pdfUrl: text('pdf_url').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    preInstalled: boolean('pre_installed').notNull().default(false),
    /** Insurance products (GAP) are not taxable in some provinces; warranties are. */
    taxable: boolean('taxable').notNull().default(true),
    conditions: jsonb('conditions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('protection_plans_dealer_idx').on(t.dealerId, t.sortOrder)],
);

export const protectionPrices = pgTable(
  'protection_prices',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => protectionPlans.id),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    price: integer('price').notNull(),
    /** Months of coverage. */
    duration: integer('duration').notNull(),
    /** Distance covered (km in Canada, miles in the USA); null for unlimited or not distance-based. */
    kmRange: integer('km_range'),
    /** Restricts the price to a payment type; null for every type. */
    paymentType: text('payment_type'),
    productCode: text('product_code').notNull(),
  },
  (t) => [index('protection_prices_plan_idx').on(t.planId)],
);

export const incentives = pgTable(
  'incentives',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    note: jsonb('note').$type<Record<string, string>>().notNull(),
    type: text('type').notNull(),
    group: text('group').notNull(),
    audience: text('audience').notNull(),
    /** Cents for a rebate, basis points for a percentage discount or a rate reduction. */
    amount: integer('amount').notNull(),
    isPostTax: boolean('is_post_tax').notNull().default(false),
    /** The shopper must qualify (graduate, military, loyalty...) and select it. */
    isConditional: boolean('is_conditional').notNull().default(false),
    conditions: jsonb('conditions').$type<IncentiveConditions>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('incentives_dealer_idx').on(t.dealerId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    customerId: customerId(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** Optimistic concurrency: bumped on every write, compared with If-Match. */
    version: integer('version').notNull().default(1),
    email: text('email').notNull().default(''),
    paymentType: text('payment_type').notNull(),
    accessoryIds: jsonb('accessory_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** The shopper's answers to the questions of the accessories in the deal. */
    accessoryAnswers: jsonb('accessory_answers')
      .$type<AccessoryAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    installAccessoryIds: jsonb('install_accessory_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** Chosen protection prices (one per plan). */
    protectionPriceIds: jsonb('protection_price_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    incentiveIds: jsonb('incentive_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** Conditional incentives the shopper removed: never applied again for them automatically. */
    incentivesDeclined: jsonb('incentives_declined').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    tradeInCredit: integer('trade_in_credit').notNull().default(0),
    tradeInOwing: integer('trade_in_owing').notNull().default(0),
    tradeInOffer: jsonb('trade_in_offer').$type<TradeInOffer | null>(),
    postalCode: text('postal_code'),
    proposedAppointment: text('proposed_appointment'),
    campaign: jsonb('campaign').$type<Record<string, string> | null>(),
    buildState: text('build_state'),
    configurationId: integer('configuration_id'),
    sourceSlug: text('source_slug'),
    usesOemCode: boolean('uses_oem_code').notNull().default(false),
    analytics: jsonb('analytics').$type<OrderAnalytics | null>(),
    paymentIncludeTax: boolean('payment_include_tax').notNull().default(true),
    downPayment: integer('down_payment'),
    term: integer('term'),
    paymentFrequency: text('payment_frequency'),
    leaseModelKm: integer('lease_model_km'),
    paymentCreditScore: text('payment_credit_score'),
    /** Rate the shopper accepted with incentives (payment system PC). */
    incentiveRate: text('incentive_rate'),
    optionsPrice: integer('options_price').notNull().default(0),
    optionsCodes: jsonb('options_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    reserveitId: text('reserveit_id'),
    depositStepStatus: integer('deposit_step_status'),
    /** The deposit code of the order (DEPOSIT_CODES of the domain: NEW, RDY, LIVE, DENY); null before any attempt. */
    depositCode: text('deposit_code'),
    hasDeposit: boolean('has_deposit').notNull().default(false),
    creditApplicationStatus: integer('credit_application_status'),
    /** A credit decision the shopper has not seen yet (set by each decision, cleared through the order). */
    showCreditAppResult: boolean('show_credit_app_result').notNull().default(false),
    status: text('status').notNull().default('initial'),
    isArchived: boolean('is_archived').notNull().default(false),
    startedTransactional: boolean('started_transactional').notNull().default(false),
    progress: jsonb('progress').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Random nonce of the read-only share link (null: no link, or revoked). */
    shareNonce: text('share_nonce'),
    /** The payment last shown for the order, to tell when it has gone stale. */
    paymentSnapshot: jsonb('payment_snapshot').$type<PaymentSnapshot | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.dealerId, t.customerId, t.id),
    uniqueIndex('orders_open_vehicle_idx')
      .on(t.dealerId, t.customerId, t.vehicleId)
      .where(sql`${t.isArchived} = false`),
  ],
);

/** A personalised quote flow (PRAQ): a dealer prepares up to 3 quotes for a customer. */
export const praqFlows = pgTable(
  'praq_flows',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    customerId: customerId(),
    createdById: integer('created_by_id').references(() => users.id),
    isActive: boolean('is_active').notNull().default(false),
    isModified: boolean('is_modified').notNull().default(false),
    quoteExpiryDate: date('quote_expiry_date', { mode: 'string' }),
    primaryQuoteId: integer('primary_quote_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('praq_flows_dealer_idx').on(t.dealerId, t.customerId)],
);

export const praqQuotes = pgTable(
  'praq_quotes',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => praqFlows.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    paymentType: text('payment_type').notNull(),
    term: integer('term'),
    downPayment: integer('down_payment'),
    paymentFrequency: text('payment_frequency'),
    accessoryIds: jsonb('accessory_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    protectionPriceIds: jsonb('protection_price_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    incentiveIds: jsonb('incentive_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    quoteExpiry: date('quote_expiry', { mode: 'string' }),
    applied: boolean('applied').notNull().default(false),
    touched: boolean('touched').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('praq_quotes_flow_idx').on(t.flowId)],
);

/** A configuration built elsewhere (OEM configurator, salesperson), linked to an order by a token. */
export const configurations = pgTable('configurations', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  orderId: integer('order_id').references(() => orders.id),
  /** SHA-256 of the authorization token a salesperson-linked configuration carries. */
  tokenHash: text('token_hash').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Background jobs whose status the storefront polls (GET /api/customer/tasks/{id}/). */
export const dealTasks = pgTable('deal_tasks', {
  id: uuid('id').primaryKey(),
  dealerId: dealerId(),
  userId: optionalUserId(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  result: jsonb('result').$type<Record<string, unknown> | null>(),
  createdAt: createdAt(),
});

export type DealPaymentSettingsRow = typeof dealPaymentSettings.$inferSelect;
export type AccessoryRow = typeof accessories.$inferSelect;
export type ProtectionPlanRow = typeof protectionPlans.$inferSelect;
export type ProtectionPriceRow = typeof protectionPrices.$inferSelect;
export type IncentiveRow = typeof incentives.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PraqFlowRow = typeof praqFlows.$inferSelect;
export type PraqQuoteRow = typeof praqQuotes.$inferSelect;
