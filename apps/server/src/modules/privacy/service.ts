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
  customerQuestionReplies,
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
  // The replies staff sent them (their words and when; not who).
  const replies = questions.length
    ? await db
        .select()
        .from(customerQuestionReplies)
        .where(
          inArray(
            customerQuestionReplies.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(customerQuestionReplies.createdAt, customerQuestionReplies.id)
    : [];
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
    questions: questions.map((q) => ({
      ...q,
      replies: replies
        .filter((r) => r.questionId === q.id)
        .map(({ message, language, createdAt }) => ({ message, language, created_at: createdAt })),
    })),
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
export function askedBy(customer: UserRow) {
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One erasure in its transaction: whose records, and the count of what each step erased. */
interface Erasure {
  db: Db;
  tx: Tx;
  dealer: DealerRow;
  customer: UserRow;
  /** How many rows of each kind were erased (in the order the steps erase them). */
  erased: Record<string, number>;
  /** The trade-ins erased (their photos are removed from storage once the erasure has committed). */
  tradeInIds: number[];
}

function count(e: Erasure, kind: string, rows: readonly unknown[]) {
  e.erased[kind] = (e.erased[kind] ?? 0) + rows.length;
}

/** The customer's orders, and those a deposit was paid on (which the law keeps). */
async function findOrders({ tx, dealer, customer }: Erasure) {
  const ownOrders = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.dealerId, dealer.id), eq(orders.customerId, customer.id)));
  const paid = await tx
    .select({ id: deposits.id, orderId: deposits.orderId })
    .from(deposits)
    .where(and(eq(deposits.dealerId, dealer.id), eq(deposits.customerId, customer.id)));
  return {
    orderIds: ownOrders.map((o) => o.id),
    deposits: paid.length,
    keptOrderIds: [...new Set(paid.map((d) => d.orderId))],
  };
}

/** The trade-ins and their answers. */
async function eraseTradeIns(e: Erasure) {
  const { tx, dealer, customer } = e;
  const own = and(eq(tradeIns.dealerId, dealer.id), eq(tradeIns.customerId, customer.id));
  const ownTradeIns = await tx.select({ id: tradeIns.id }).from(tradeIns).where(own);
  if (ownTradeIns.length > 0) {
    const ids = ownTradeIns.map((t) => t.id);
    e.tradeInIds = ids;
    count(
      e,
      'trade_in_answers',
      await tx
        .delete(tradeInAnswers)
        .where(inArray(tradeInAnswers.tradeInId, ids))
        .returning({ id: tradeInAnswers.id }),
    );
  }
  count(e, 'trade_ins', await tx.delete(tradeIns).where(own).returning({ id: tradeIns.id }));
}

async function eraseCreditApplications(e: Erasure) {
  const { tx, dealer, customer } = e;
  const own = and(eq(creditApplications.dealerId, dealer.id), eq(creditApplications.customerId, customer.id));
  count(
    e,
    'credit_applications',
    await tx.delete(creditApplications).where(own).returning({ id: creditApplications.id }),
  );
}

async function eraseAppointments(e: Erasure) {
  const { tx, dealer, customer } = e;
  const own = and(eq(appointments.dealerId, dealer.id), eq(appointments.customerId, customer.id));
  count(e, 'appointments', await tx.delete(appointments).where(own).returning({ id: appointments.id }));
}

/** The quote flows and their quotes. */
async function eraseQuotes(e: Erasure) {
  const { tx, dealer, customer } = e;
  const flows = await tx
    .select({ id: praqFlows.id })
    .from(praqFlows)
    .where(and(eq(praqFlows.dealerId, dealer.id), eq(praqFlows.customerId, customer.id)));
  if (flows.length === 0) return;
  const flowIds = flows.map((f) => f.id);
  count(
    e,
    'quotes',
    await tx.delete(praqQuotes).where(inArray(praqQuotes.flowId, flowIds)).returning({ id: praqQuotes.id }),
  );
  count(
    e,
    'quote_flows',
    await tx.delete(praqFlows).where(inArray(praqFlows.id, flowIds)).returning({ id: praqFlows.id }),
  );
}

/**
 * The orders: unlinked from their configurations; erased, but those a deposit was paid on, whose
 * vehicle, payment type and figures stay with the payment record and everything else goes.
 */
async function eraseOrders(
  e: Erasure,
  { orderIds, keptOrderIds }: { orderIds: number[]; keptOrderIds: number[] },
  now: Date,
) {
  const { db, tx } = e;
  if (orderIds.length > 0) {
    await tx.update(configurations).set({ orderId: null }).where(inArray(configurations.orderId, orderIds));
  }
  const erasable = orderIds.filter((id) => !keptOrderIds.includes(id));
  if (erasable.length > 0) {
    count(
      e,
      'orders',
      await tx.delete(orders).where(inArray(orders.id, erasable)).returning({ id: orders.id }),
    );
    for (const id of erasable) orderWritten(db, id);
  }
  if (keptOrderIds.length === 0) return;
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

/** The records that name the customer by user: consents, leads, feedback, notes, CRM events, tasks, test drives. */
async function eraseUserRecords(e: Erasure) {
  const { tx, dealer, customer } = e;
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
      e,
      kind,
      await tx
        .delete(table)
        .where(and(eq(table.dealerId, dealer.id), eq(column, customer.id)))
        .returning({ id }),
    );
  }
}

/** The questions asked by the customer's address, and the consents given with them (a signed-out shopper's). */
async function eraseQuestions(e: Erasure) {
  const { tx, dealer, customer } = e;
  const theirs = and(eq(customerQuestions.dealerId, dealer.id), askedBy(customer));
  const questionIds = tx.select({ id: customerQuestions.id }).from(customerQuestions).where(theirs);
  count(
    e,
    'consents',
    await tx
      .delete(consentsGiven)
      .where(inArray(consentsGiven.questionId, questionIds))
      .returning({ id: consentsGiven.id }),
  );
  count(
    e,
    'questions',
    await tx.delete(customerQuestions).where(theirs).returning({ id: customerQuestions.id }),
  );
}

async function eraseEmails(e: Erasure) {
  const { tx, dealer, customer } = e;
  count(
    e,
    'emails',
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.dealerId, dealer.id), sentTo(customer)))
      .returning({ id: emailOutbox.id }),
  );
}

/** The one-time codes and sessions; returns the ended sessions' token hashes. */
async function endSessions({ db, tx, customer }: Erasure) {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, customer.id));
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, customer.id))
    .returning({ tokenHash: sessions.tokenHash });
  for (const { tokenHash } of ended) forgetSession(db, tokenHash);
  return ended.map((s) => s.tokenHash);
}

/** The tombstone: no name, address, phone, password or e-mail; the address cannot sign in again. */
async function writeTombstone({ db, tx, customer }: Erasure, now: Date) {
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
      // The identity login's link: an erased customer is no one's identity any more.
      identityIssuer: null,
      identitySubject: null,
      unsubscribedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, customer.id));
  forgetUser(db, customer.id);
}

/** Erases the customer's data but what the law keeps (see the invariants), in one transaction. */
export async function eraseCustomer(
  db: Db,
  dealer: DealerRow,
  customer: UserRow,
  actor: PrivacyActor,
  now: Date,
  /** Removes the photos of the trade-ins erased, after the commit (a rollback keeps them). */
  removePhotos: (tradeInIds: readonly number[]) => Promise<void>,
): Promise<ErasureReport> {
  // The caches of orders, sessions and users are told inside the transaction (as each write is made)
  // and again once it has committed, so that no reader caches a row the erasure is replacing.
  const done = await db.transaction(async (tx) => {
    const e: Erasure = { db, tx, dealer, customer, erased: {}, tradeInIds: [] };
    const own = await findOrders(e);
    await eraseTradeIns(e);
    await eraseCreditApplications(e);
    await eraseAppointments(e);
    await eraseQuotes(e);
    await eraseOrders(e, own, now);
    await eraseUserRecords(e);
    await eraseQuestions(e);
    await eraseEmails(e);
    const endedSessions = await endSessions(e);
    await writeTombstone(e, now);
    const report: ErasureReport = {
      erased: e.erased,
      kept: { deposits: own.deposits, orders: own.keptOrderIds.length },
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
    return { report, orderIds: own.orderIds, sessions: endedSessions, tradeInIds: e.tradeInIds };
  });
  await removePhotos(done.tradeInIds);
  for (const id of done.orderIds) orderWritten(db, id);
  for (const tokenHash of done.sessions) forgetSession(db, tokenHash);
  forgetUser(db, customer.id);
  return done.report;
}
