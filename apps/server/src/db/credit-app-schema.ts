/**
 * The credit application (spec 3 §3): one a order. Every applicant field is personal data and is kept
 * only as ciphertext (`primary_enc`, `co_enc`: AES-256-GCM, see modules/credit-app/crypto.ts) with
 * the id of the key that sealed it, so keys can rotate. What is in clear is what the dealer's
 * workflow needs without reading the applicant: the status, the system, the consent's proof.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, customerId, dealerId, orderId, updatedAt } from './columns.ts';

/** The credit-check consent as given: the text version shown, when, in which language, from where. */
export interface CreditConsentRecord {
  credit_check: boolean;
  marketing: boolean | null;
  electronic_communication: boolean | null;
  text_version: string;
  language: string;
  given_at: string;
  source: string;
}

export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    orderId: orderId(),
    customerId: customerId(),
    /** The key that sealed `primary_enc` and `co_enc`. */
    keyId: text('key_id').notNull(),
    primaryEnc: text('primary_enc').notNull(),
    coEnc: text('co_enc'),
    step: text('step'),
    consent: jsonb('consent').$type<CreditConsentRecord | null>(),
    /** Spec 3 §3: 1 awaiting customer, 2 awaiting dealer, 3 complete, 4 declined, 5 further verification. */
    status: integer('status'),
    /** The decision system that received it (the embedded sandbox bureau says so in its id). */
    system: text('system'),
    reference: text('reference'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('credit_applications_order_idx').on(t.orderId),
    index('credit_applications_customer_idx').on(t.dealerId, t.customerId),
  ],
);

export type CreditApplicationRow = typeof creditApplications.$inferSelect;
