/**
 * Database schema (Drizzle, PostgreSQL dialect; the same SQL runs on PGlite and PostgreSQL).
 * Migrations are generated from this file with `pnpm --filter @storefront/server db:generate`
 * and committed under apps/server/drizzle.
 *
 * Money is stored in integer cents. Every row that belongs to a dealer carries `dealer_id`, and
 * every query of a request is scoped by it.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
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
import { createdAt, dealerId, optionalUserId, updatedAt, userId } from './columns.ts';
import type { DealerSettings, ThirdPartyScripts, VehicleImage, VehicleTranslations } from './types.ts';

export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  uid: uuid('uid').notNull().unique(),
  name: text('name').notNull(),
  organization: text('organization').notNull(),
  website: text('website').notNull().default(''),
  oem: text('oem').notNull().default(''),
  oemCode: text('oem_code').notNull().default(''),
  country: text('country').notNull(),
  provinceCode: text('province_code').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  fullAddress: text('full_address').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  timezone: text('timezone').notNull(),
  allowedLanguages: jsonb('allowed_languages').$type<string[]>().notNull(),
  /** Origins allowed to embed the storefront in an iframe (CSP frame-ancestors). */
  frameAncestors: jsonb('frame_ancestors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isDefault: boolean('is_default').notNull().default(false),
  settings: jsonb('settings').$type<DealerSettings>().notNull(),
  /**
   * Monitoring, experiment, live-chat and survey scripts the storefront loads after the page is live
   * (validated when stored: modules/platform/third-party-scripts.ts); null: none.
   */
  thirdPartyScripts: jsonb('third_party_scripts').$type<ThirdPartyScripts>(),
  createdAt: createdAt(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique(),
    dealerId: dealerId(),
    vin: text('vin').notNull(),
    stockNumber: text('stock_number').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    modelFr: text('model_fr').notNull(),
    modelCode: text('model_code').notNull(),
    trim: text('trim').notNull(),
    bodyType: text('body_type').notNull(),
    doors: integer('doors').notNull(),
    drivetrain: text('drivetrain').notNull(),
    transmission: text('transmission').notNull(),
    engineDescription: text('engine_description').notNull(),
    fuelType: text('fuel_type').notNull(),
    fuelEconomy: text('fuel_economy').notNull().default(''),
    vehicleCondition: text('vehicle_condition').notNull(),
    isCpo: boolean('is_cpo').notNull().default(false),
    stockStatus: text('stock_status').notNull(),
    odometer: integer('odometer').notNull(),
    msrp: integer('msrp').notNull(),
    listingPrice: integer('listing_price').notNull(),
    deliveryCharge: integer('delivery_charge').notNull().default(0),
    exteriorColor: text('exterior_color').notNull(),
    exteriorColorHex: text('exterior_color_hex').notNull(),
    interiorColor: text('interior_color').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The facts above in the dealer's other languages, as the feed gives them (db/types.ts). */
    translations: jsonb('translations').$type<VehicleTranslations>().notNull().default(sql`'{}'::jsonb`),
    images: jsonb('images').$type<VehicleImage[]>().notNull().default(sql`'[]'::jsonb`),
    spinCarUrl: text('spin_car_url').notNull().default(''),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicles_dealer_idx').on(t.dealerId, t.id),
    uniqueIndex('vehicles_dealer_vin_idx').on(t.dealerId, t.vin),
    uniqueIndex('vehicles_dealer_stock_idx').on(t.dealerId, t.stockNumber),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique(),
    /** Customers belong to one dealer; staff to their home dealer (organization roles span its organization). */
    dealerId: dealerId(),
    role: text('role').notNull(),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    preferredMethodOfContact: text('preferred_method_of_contact'),
    language: text('language'),
    avatar: text('avatar').notNull().default(''),
    passwordHash: text('password_hash'),
    clientId: text('client_id'),
    /** OEM identity login: the provider's issuer and the customer's subject there (modules/identity/). */
    identityIssuer: text('identity_issuer'),
    identitySubject: text('identity_subject'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_customer_email_idx')
      .on(t.dealerId, t.emailNormalized)
      .where(sql`${t.role} = 'customer'`),
    uniqueIndex('users_staff_email_idx').on(t.emailNormalized).where(sql`${t.role} <> 'customer'`),
    // One customer per identity at a dealer (customers belong to one dealer: the same person at two
    // dealers of one manufacturer is two customers, each unique per issuer there).
    uniqueIndex('users_identity_idx')
      .on(t.dealerId, t.identityIssuer, t.identitySubject)
      .where(sql`${t.identitySubject} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: userId(),
    dealerId: dealerId(),
    /** A staff session acting as this customer. */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    userId: userId(),
    purpose: text('purpose').notNull(),
    /** Public identifier of the code (the `cat_id` of the re-entry form). */
    catId: uuid('cat_id').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    requesterIp: text('requester_ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Sliding-window counters shared by every server process (rate limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.at)],
);

export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  /** Files sent with it (an appointment's .ics), content as text; null: none. */
  attachments: jsonb('attachments').$type<
    { filename: string; contentType: string; content: string }[] | null
  >(),
  /** pending, sent, failed, or kept (no SMTP configured: readable on the dev mailbox page). */
  status: text('status').notNull(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

export const leadOutbox = pgTable('lead_outbox', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  userId: optionalUserId(),
  kind: text('kind').notNull(),
  adfXml: text('adf_xml').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /**
   * Delivery to the dealer's CRM (modules/leads/delivery.ts): queued, sending (claimed by one server
   * process), sent, failed (after the last retry) or not_sent (the lead rule says not to; `notSentReason`).
   */
  status: text('status').notNull(),
  createdAt: createdAt(),
  /** Delivery attempts made so far (migration 0026). */
  attempts: integer('attempts').notNull().default(0),
  /** When the next attempt is due (null: now); set after a failed attempt, the backoff. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  /** When a process claimed it (status sending); a claim this old is taken again after a crash. */
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  /** The address it was sent to (the dealer's crm_email at the time), kept with the lead. */
  sentTo: text('sent_to'),
  /** When it was sent, or when it was given up (failed) or not sent. */
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  /** The last attempt's error (failed, or queued again for a retry). */
  lastError: text('last_error'),
  /** Why it was not sent (status not_sent): not_signed_in, crm_disabled, no_crm_address, oem_brand. */
  notSentReason: text('not_sent_reason'),
  /** When a staff member marked it handled, and who (null: unread). */
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

export const consentsGiven = pgTable(
  'consents_given',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    /** The customer who gave it; null for a signed-out shopper's contact request (then `questionId`). */
    userId: optionalUserId(),
    /**
     * The contact request it was given with (source `contact`): the evidence of a signed-out shopper's
     * consents, who has no account to keep them on (migration 0020).
     */
    questionId: integer('question_id').references((): AnyPgColumn => customerQuestions.id),
    key: text('key').notNull(),
    value: boolean('value').notNull(),
    /** The language of the wording shown (en or fr); null on rows from before it was kept. */
    language: text('language'),
    /** The consent's wording the customer saw when giving the value (the dealer may reword it later). */
    text: text('text'),
    /** The version of that wording (a digest of it: one wording, one version); null on older rows. */
    textVersion: text('text_version'),
    /** Where the value was given: sign-up, consents, save_consents, unsubscribe, contact; null on older rows. */
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [
    // Every value is someone's: a customer's, or a contact request's.
    check('consents_given_whose', sql`${t.userId} is not null or ${t.questionId} is not null`),
  ],
);

export const feedbackAnswers = pgTable('feedback_answers', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  userId: optionalUserId(),
  foundWhatWasLookingFor: boolean('found_what_was_looking_for').notNull(),
  whyNot: integer('why_not'),
  rating: integer('rating'),
  feedback: text('feedback').notNull().default(''),
  createdAt: createdAt(),
});

export const customerQuestions = pgTable('customer_questions', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  userId: optionalUserId(),
  vehicleId: integer('vehicle_id').references(() => vehicles.id),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** When a staff member marked it answered (the console's Questions), and who: the first to do so. */
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  /** The page's language when it was asked (`en`, `fr`); null: asked before it was kept. */
  language: text('language'),
});

/**
 * Every reply staff sent to a question from the console (`POST /api/dealer/questions/{id}/reply/`),
 * each e-mailed to the asker: its words, the e-mail's language, who sent it (a staff member since
 * deleted: null) and when. A reply is added, never replaced: two staff members (or two tabs) replying
 * keep both. Deleted with its question (a customer's erasure).
 */
export const customerQuestionReplies = pgTable(
  'customer_question_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => customerQuestions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** The language the reply's e-mail was written in (`en`, `fr`). */
    language: text('language').notNull(),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_question_replies_question_idx').on(t.questionId, t.id)],
);

export const customerNotes = pgTable('customer_notes', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  userId: optionalUserId(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const crmEvents = pgTable('crm_events', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  userId: optionalUserId(),
  event: text('event').notNull(),
  createdAt: createdAt(),
});

/** Staff actions: sign-in, act-as (start, end, back to panel), settings edits, trade-in offers. */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  dealerId: dealerId(),
  actorUserId: integer('actor_user_id')
    .notNull()
    .references(() => users.id),
  subjectUserId: integer('subject_user_id').references(() => users.id),
  action: text('action').notNull(),
  ip: text('ip').notNull().default(''),
  /** What changed (e.g. the payment settings version before and after, the fields edited). */
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/**
 * A staff admin's TOTP second factor (modules/staff/totp.ts): the secret sealed like the credit
 * application's personal data, active once a first code confirmed it, the last time step used (a code
 * is not accepted twice) and the unused recovery codes' hashes.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
  lastStep: integer('last_step').notNull().default(0),
  recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Application settings served by GET /settings/ (key/value, JSON values). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export type DealerRow = typeof dealers.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type StaffTotpRow = typeof staffTotp.$inferSelect;

export * from './appointment-schema.ts';
export * from './credit-app-schema.ts';
export * from './deal-schema.ts';
export * from './deposit-schema.ts';
export * from './identity-schema.ts';
export * from './settings-schema.ts';
export * from './trade-in-schema.ts';
