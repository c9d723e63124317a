/**
 * Privacy requests (Canada's PIPEDA and Québec's Law 25, California's CCPA): a customer, or staff for
 * them, downloads everything the dealer holds on them, or has it erased.
 *
 * Invariants:
 * - Everything is of the tenant dealer and the one customer: another customer's rows are never read
 *   nor touched (every query names both).
 * - The export carries no secret: an insurance number is masked to its last three digits, a card to
 *   its brand and last four, and no password hash, session or code.
 * - Erasure runs in one transaction. What the law makes the dealer keep stays: a deposit's payment
 *   record (amount, date, card brand and last four, billing name and address) and the order it was
 *   paid on, scrubbed of everything else, for the dealer's financial records. The customer's account
 *   row stays as an anonymous tombstone the kept records and the audit log point to.
 * - Each request is written to the audit log (`privacy_export`, `privacy_erasure`) with who asked
 *   (the customer, or the staff member) and, for an erasure, what was erased and what was kept.
 */
import { maskInsuranceNumber } from '@storefront/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  auditLog,
  configurations,
  consentsGiven,
  creditApplications,
  crmEvents,
  customerNotes,
  customerQuestions,
  type DealerRow,
  dealTasks,
  deposits,
  emailOutbox,
  feedbackAnswers,
  leadOutbox,
  oneTimeCodes,
  orders,
  praqFlows,
  praqQuotes,
  sessions,
  testDriveBookings,
  tradeInAnswers,
  tradeIns,
  type UserRow,
  users,
  vehicles,
} from '../../db/schema.ts';
import { forgetSession, forgetUser } from '../../services/sessions.ts';
import type { PiiCipher } from '../credit-app/crypto.ts';
import { openApplicants } from '../credit-app/service.ts';
import { orderWritten } from '../orders/store.ts';
import { normalizeEmail } from '../user/service.ts';

/** The vehicle of an order as the customer knew it. */
function formattedVehicle(v: typeof vehicles.$inferSelect) {
  return {
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    vin: v.vin,
    stock_number: v.stockNumber,
  };
}

/** The domain of an erased account's tombstone address (`erased-{uid}@erased.invalid`): never mail. */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** Whether an account is an erased customer's tombstone. */
export function isErased(user: Pick<UserRow, 'emailNormalized'>): boolean {
  return user.emailNormalized.endsWith(`@${ERASED_EMAIL_DOMAIN}`);
}

/** Who asked: the customer themselves, or a staff member for them. */
export interface PrivacyActor {
  readonly userId: number;
  readonly ip: string;
}

const masked = <T extends { social_insurance_number_enc?: unknown }>(applicant: T | null): T | null =>
  applicant === null
    ? null
    : {
        ...applicant,
        social_insurance_number_enc: maskInsuranceNumber(
          typeof applicant.social_insurance_number_enc === 'string'
            ? applicant.social_insurance_number_enc
            : null,
        ),
      };

/** Everything the dealer holds on the customer, as one JSON document. */
export async function customerData(db: Db, cipher: PiiCipher, dealer: DealerRow, customer: UserRow) {
  const mine = (dealerColumn: AnyPgColumn, customerColumn: AnyPgColumn) =>
    and(eq(dealerColumn, dealer.id), eq(customerColumn, customer.id));
  const orderRows = await db
    .select({ order: orders, vehicle: vehicles })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(mine(orders.dealerId, orders.customerId));
  const tradeInRows = await db.select().from(tradeIns).where(mine(tradeIns.dealerId, tradeIns.customerId));
  const answers =
    tradeInRows.length === 0
      ? []
      : await db
          .select()
          .from(tradeInAnswers)
          .where(
            inArray(
              tradeInAnswers.tradeInId,
              tradeInRows.map((t) => t.id),
            ),
          );
  const applications = await db
    .select()
    .from(creditApplications)
    .where(mine(creditApplications.dealerId, creditApplications.customerId));
  const depositRows = await db.select().from(deposits).where(mine(deposits.dealerId, deposits.customerId));
  const appointmentRows = await db
    .select()
    .from(appointments)
    .where(mine(appointments.dealerId, appointments.customerId));
  const consentRows = await db
    .select()
    .from(consentsGiven)
    .where(mine(consentsGiven.dealerId, consentsGiven.userId));
  const emails = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.dealerId, dealer.id), sentTo(customer)));
  const questions = await db
    .select()
    .from(customerQuestions)
    .where(and(eq(customerQuestions.dealerId, dealer.id), askedBy(customer)));
  const testDrives = await db
    .select()
    .from(testDriveBookings)
    .where(mine(testDriveBookings.dealerId, testDriveBookings.userId));
  const quotes = await db.select().from(praqFlows).where(mine(praqFlows.dealerId, praqFlows.customerId));

  return {
    dealer: { name: dealer.name, address: dealer.fullAddress, phone: dealer.phone },
    customer: {
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
      postal_code: customer.postalCode,
      preferred_method_of_contact: customer.preferredMethodOfContact,
      language: customer.language,
      unsubscribed_at: customer.unsubscribedAt,
      last_login_at: customer.lastLoginAt,
      created_at: customer.createdAt,
    },
    orders: orderRows.map(({ order, vehicle }) => {
      const { shareNonce: _nonce, ...rest } = order;
      return { ...rest, vehicle: { ...formattedVehicle(vehicle) } };
    }),
    trade_ins: tradeInRows.map((t) => ({ ...t, answers: answers.filter((a) => a.tradeInId === t.id) })),
    credit_applications: applications.map((row) => {
      const { primaryEnc: _p, coEnc: _c, keyId: _k, ...rest } = row;
      const applicants = openApplicants(cipher, row);
      return { ...rest, applicant: masked(applicants.primary), co_applicant: masked(applicants.co) };
    }),
    deposits: depositRows.map((d) => {
      const { idempotencyKey: _i, requestHash: _h, ...rest } = d;
      return rest;
    }),
    appointments: appointmentRows,
    test_drives: testDrives,
    consents: consentRows.map(({ key, value, language, text, createdAt }) => ({
      key,
      value,
      language,
      text,
      given_at: createdAt,
    })),
    quotes: quotes,
    questions: questions,
    emails: emails.map(({ kind, subject, textBody, createdAt, status }) => ({
      kind,
      subject,
      body: textBody,
      status,
      created_at: createdAt,
    })),
  };
}

/** E-mails the dealer sent to the customer's address. */
function sentTo(customer: UserRow) {
  return sql`lower(${emailOutbox.toAddress}) = ${normalizeEmail(customer.email)}`;
}

/** Questions the customer asked, signed in or with their address. */
function askedBy(customer: UserRow) {
  return (
    or(
      eq(customerQuestions.userId, customer.id),
      sql`lower(${customerQuestions.email}) = ${normalizeEmail(customer.email)}`,
    ) ?? sql`false`
  );
}

export interface ErasureReport {
  /** How many rows of each kind were erased. */
  erased: Record<string, number>;
  /** What was kept, as the law requires: deposits paid and the orders they were paid on. */
  kept: { deposits: number; orders: number };
}

/** Erases the customer's data but what the law keeps (see the invariants), in one transaction. */
export async function eraseCustomer(
  db: Db,
  dealer: DealerRow,
  customer: UserRow,
  actor: PrivacyActor,
  now: Date,
): Promise<ErasureReport> {
  // The caches of orders, sessions and users are told inside the transaction (as each write is made)
  // and again once it has committed, so that no reader caches a row the erasure is replacing.
  const done = await db.transaction(async (tx) => {
    const erased: Record<string, number> = {};
    const count = (kind: string, rows: readonly unknown[]) => {
      erased[kind] = (erased[kind] ?? 0) + rows.length;
    };
    const ownOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.dealerId, dealer.id), eq(orders.customerId, customer.id)));
    const orderIds = ownOrders.map((o) => o.id);
    const paid = await tx
      .select({ id: deposits.id, orderId: deposits.orderId })
      .from(deposits)
      .where(and(eq(deposits.dealerId, dealer.id), eq(deposits.customerId, customer.id)));
    const keptOrderIds = [...new Set(paid.map((d) => d.orderId))];

    const ownTradeIns = await tx
      .select({ id: tradeIns.id })
      .from(tradeIns)
      .where(and(eq(tradeIns.dealerId, dealer.id), eq(tradeIns.customerId, customer.id)));
    if (ownTradeIns.length > 0) {
      count(
        'trade_in_answers',
        await tx
          .delete(tradeInAnswers)
          .where(
            inArray(
              tradeInAnswers.tradeInId,
              ownTradeIns.map((t) => t.id),
            ),
          )
          .returning({ id: tradeInAnswers.id }),
      );
    }
    count(
      'trade_ins',
      await tx
        .delete(tradeIns)
        .where(and(eq(tradeIns.dealerId, dealer.id), eq(tradeIns.customerId, customer.id)))
        .returning({ id: tradeIns.id }),
    );
    count(
      'credit_applications',
      await tx
        .delete(creditApplications)
        .where(
          and(eq(creditApplications.dealerId, dealer.id), eq(creditApplications.customerId, customer.id)),
        )
        .returning({ id: creditApplications.id }),
    );
    count(
      'appointments',
      await tx
        .delete(appointments)
        .where(and(eq(appointments.dealerId, dealer.id), eq(appointments.customerId, customer.id)))
        .returning({ id: appointments.id }),
    );
    const flows = await tx
      .select({ id: praqFlows.id })
      .from(praqFlows)
      .where(and(eq(praqFlows.dealerId, dealer.id), eq(praqFlows.customerId, customer.id)));
    if (flows.length > 0) {
      const flowIds = flows.map((f) => f.id);
      count(
        'quotes',
        await tx
          .delete(praqQuotes)
          .where(inArray(praqQuotes.flowId, flowIds))
          .returning({ id: praqQuotes.id }),
      );
      count(
        'quote_flows',
        await tx.delete(praqFlows).where(inArray(praqFlows.id, flowIds)).returning({ id: praqFlows.id }),
      );
    }
    if (orderIds.length > 0) {
      await tx.update(configurations).set({ orderId: null }).where(inArray(configurations.orderId, orderIds));
    }
    const erasable = orderIds.filter((id) => !keptOrderIds.includes(id));
    if (erasable.length > 0) {
      count(
        'orders',
        await tx.delete(orders).where(inArray(orders.id, erasable)).returning({ id: orders.id }),
      );
      for (const id of erasable) orderWritten(db, id);
    }
    if (keptOrderIds.length > 0) {
      // The orders deposits were paid on: the vehicle, the payment type and the figures stay with the
      // payment record; everything that says more about the customer goes.
      await tx
        .update(orders)
        .set({
          email: '',
          postalCode: null,
          proposedAppointment: null,
          campaign: null,
          analytics: null,
          shareNonce: null,
          tradeInOffer: null,
          tradeInCredit: 0,
          tradeInOwing: 0,
          isArchived: true,
          updatedAt: now,
        })
        .where(inArray(orders.id, keptOrderIds));
      for (const id of keptOrderIds) orderWritten(db, id);
    }
    const byUser = [
      ['consents', consentsGiven, consentsGiven.userId, consentsGiven.id],
      ['leads', leadOutbox, leadOutbox.userId, leadOutbox.id],
      ['feedback', feedbackAnswers, feedbackAnswers.userId, feedbackAnswers.id],
      ['notes', customerNotes, customerNotes.userId, customerNotes.id],
      ['crm_events', crmEvents, crmEvents.userId, crmEvents.id],
      ['tasks', dealTasks, dealTasks.userId, dealTasks.id],
      ['test_drives', testDriveBookings, testDriveBookings.userId, testDriveBookings.id],
    ] as const;
    for (const [kind, table, column, id] of byUser) {
      count(
        kind,
        await tx
          .delete(table)
          .where(and(eq(table.dealerId, dealer.id), eq(column, customer.id)))
          .returning({ id }),
      );
    }
    // The consents given with those questions (a signed-out shopper's contact consents) go with them.
    count(
      'consents',
      await tx
        .delete(consentsGiven)
        .where(
          inArray(
            consentsGiven.questionId,
            tx
              .select({ id: customerQuestions.id })
              .from(customerQuestions)
              .where(and(eq(customerQuestions.dealerId, dealer.id), askedBy(customer))),
          ),
        )
        .returning({ id: consentsGiven.id }),
    );
    count(
      'questions',
      await tx
        .delete(customerQuestions)
        .where(and(eq(customerQuestions.dealerId, dealer.id), askedBy(customer)))
        .returning({ id: customerQuestions.id }),
    );
    count(
      'emails',
      await tx
        .delete(emailOutbox)
        .where(and(eq(emailOutbox.dealerId, dealer.id), sentTo(customer)))
        .returning({ id: emailOutbox.id }),
    );
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, customer.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, customer.id))
      .returning({ tokenHash: sessions.tokenHash });
    for (const { tokenHash } of ended) forgetSession(db, tokenHash);
    // The tombstone: no name, address, phone, password or e-mail; the address cannot sign in again.
    const tombstone = `erased-${customer.uid}@${ERASED_EMAIL_DOMAIN}`;
    await tx
      .update(users)
      .set({
        email: tombstone,
        emailNormalized: tombstone,
        firstName: '',
        lastName: '',
        phone: '',
        postalCode: '',
        preferredMethodOfContact: null,
        language: null,
        avatar: '',
        passwordHash: null,
        clientId: null,
        unsubscribedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, customer.id));
    forgetUser(db, customer.id);
    const report: ErasureReport = {
      erased,
      kept: { deposits: paid.length, orders: keptOrderIds.length },
    };
    await tx.insert(auditLog).values({
      dealerId: dealer.id,
      actorUserId: actor.userId,
      subjectUserId: customer.id,
      action: 'privacy_erasure',
      ip: actor.ip,
      details: { ...report },
      createdAt: now,
    });
    return { report, orderIds, sessions: ended.map((e) => e.tokenHash) };
  });
  for (const id of done.orderIds) orderWritten(db, id);
  for (const tokenHash of done.sessions) forgetSession(db, tokenHash);
  forgetUser(db, customer.id);
  return done.report;
}
