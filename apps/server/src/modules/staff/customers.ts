/**
 * The dealer console's customer calls (issue 22): search the tenant dealer's customers by name,
 * e-mail, phone, VIN or stock number, and one customer's deals (orders with their section progress,
 * trade-in, credit application status, deposit and appointment). Another dealer's customer is a 404.
 */
import type { TradeInQuestionKey } from '@storefront/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AccessoryRow,
  appointments,
  creditApplications,
  type DealerRow,
  deposits,
  type OrderRow,
  orders,
  testDriveBookings,
  tradeInAnswers,
  tradeIns,
  type UserRow,
  users,
  type VehicleRow,
  vehicles,
} from '../../db/schema.ts';
import { notFoundError } from '../../http/helpers.ts';
import { localized } from '../add-ons/catalogue.ts';
import { offerView } from '../orders/serializers.ts';
import { loadSelectionCatalogue } from '../pricing/service.ts';
import { ERASED_EMAIL_DOMAIN } from '../privacy/service.ts';
import { providerIn } from '../trade-in/provider-names.ts';
import { answerText } from '../trade-in/questions.ts';
import { dealerPhotoBase, effectiveStatus, imagesOf } from '../trade-in/serializers.ts';
import { serializeUser } from '../user/service.ts';

/** Not an erased customer's tombstone (modules/privacy): no one to search for, open or act as. */
function notErased(): SQL {
  return sql`${users.emailNormalized} not like ${`%@${ERASED_EMAIL_DOMAIN}`}`;
}

/** `%` and `_` are LIKE wildcards: a searched text means itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Customers of the dealer, newest first (at most 50 with a query, 200 without). A query matches a
 * part of the first or last name or both (its words in any order), the e-mail, the phone's digits, the VIN or stock number
 * of a vehicle on one of the customer's orders, or the VIN of a trade-in they gave.
 */
/** Customers a search answers a page (the newest first). */
export const CUSTOMERS_PAGE_SIZE = 50;

/**
 * The dealer's customers matching a search (all of them without one), a page of them (1-based) and how
 * many match in all.
 */
export async function searchCustomers(
  db: Db,
  dealer: DealerRow,
  query: string,
  page = 1,
): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL[] = [eq(users.dealerId, dealer.id), eq(users.role, 'customer'), notErased()];
  const q = query.trim();
  if (q) {
    const pattern = likePattern(q);
    const digits = q.replace(/\D/g, '');
    const byVehicle = db
      .select({ id: orders.customerId })
      .from(orders)
      .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .where(
        and(
          eq(orders.dealerId, dealer.id),
          or(ilike(vehicles.vin, pattern), ilike(vehicles.stockNumber, pattern)),
        ),
      );
    const matches: (SQL | undefined)[] = [
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      inArray(users.id, byVehicle),
      // the VIN of a trade-in they gave (trade-in 2 keeps it)
      inArray(
        users.id,
        db
          .select({ id: tradeIns.customerId })
          .from(tradeIns)
          .where(and(eq(tradeIns.dealerId, dealer.id), ilike(tradeIns.vin, pattern))),
      ),
    ];
    // Several words ("Leblanc Marc", "chen, emi"): the names in any order, each word a part of one.
    const words = q.split(/[\s,]+/).filter(Boolean);
    if (words.length > 1) {
      matches.push(
        and(
          ...words.map((word) =>
            or(ilike(users.firstName, likePattern(word)), ilike(users.lastName, likePattern(word))),
          ),
        ),
      );
    }
    if (digits.length >= 3) {
      matches.push(ilike(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`, likePattern(digits)));
    }
    const any = or(...matches);
    if (any) where.push(any);
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((page - 1) * CUSTOMERS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(users)
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A customer of the dealer, else 404. */
export async function dealerCustomer(db: Db, dealer: DealerRow, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.dealerId, dealer.id), eq(users.role, 'customer'), notErased()))
    .limit(1);
  if (!row) throw notFoundError('Customer not found.');
  return row;
}

/** What the console shows of the orders' sections, loaded at once for the orders `ids`. */
async function loadSections(db: Db, dealer: DealerRow, customer: UserRow, ids: number[]) {
  const orderIds = ids.length ? ids : [-1];
  const [trades, credits, deposited, visits, drives, catalogue] = await Promise.all([
    db
      .select()
      .from(tradeIns)
      .where(and(eq(tradeIns.dealerId, dealer.id), inArray(tradeIns.orderId, orderIds)))
      .orderBy(desc(tradeIns.id)),
    db
      .select({
        orderId: creditApplications.orderId,
        status: creditApplications.status,
        submittedAt: creditApplications.submittedAt,
      })
      .from(creditApplications)
      .where(and(eq(creditApplications.dealerId, dealer.id), inArray(creditApplications.orderId, orderIds))),
    db
      .select()
      .from(deposits)
      .where(and(eq(deposits.dealerId, dealer.id), inArray(deposits.orderId, orderIds)))
      .orderBy(desc(deposits.id)),
    db
      .select()
      .from(appointments)
      .where(and(eq(appointments.dealerId, dealer.id), inArray(appointments.orderId, orderIds)))
      .orderBy(desc(appointments.id)),
    // Test drives are asked for by model, not by deal: the customer's own, newest first.
    db
      .select()
      .from(testDriveBookings)
      .where(and(eq(testDriveBookings.dealerId, dealer.id), eq(testDriveBookings.userId, customer.id)))
      .orderBy(desc(testDriveBookings.id))
      .limit(20),
    loadSelectionCatalogue({ db, dealer }),
  ]);
  return { trades, credits, deposits: deposited, visits, drives, catalogue };
}

type Sections = Awaited<ReturnType<typeof loadSections>>;

/** The payment last quoted to the customer (the order's snapshot), with its choices. */
function quotedPayment(order: OrderRow) {
  const snapshot = order.paymentSnapshot;
  if (!snapshot) return null;
  const cash = order.paymentType === 'cash';
  return {
    amount: snapshot.payment,
    total: snapshot.total,
    frequency: cash ? null : (snapshot.payment_frequency ?? order.paymentFrequency),
    term: cash ? null : (snapshot.term ?? order.term),
    down_payment: snapshot.down_payment ?? order.downPayment,
    disclosure: snapshot.disclosure ?? null,
  };
}

function tradeInView(trade: Sections['trades'][number] | undefined, order: OrderRow) {
  if (!trade) return null;
  return {
    id: trade.id,
    // as the customer sees it: moved on by the dealer's offer and the customer's answer
    status: effectiveStatus(trade, order),
    year: trade.year,
    make: trade.make,
    model: trade.model,
    trim: trade.trim,
    odometer: trade.odometer,
    unit: trade.unit,
  };
}

/** One open order as the console shows it: the vehicle, the quoted payment and each section. */
function consoleDeal(
  { order, vehicle }: { order: OrderRow; vehicle: VehicleRow },
  sections: Sections,
  dealer: DealerRow,
  language: string,
) {
  const credit = sections.credits.find((a) => a.orderId === order.id);
  const deposit = sections.deposits.find((d) => d.orderId === order.id);
  const visit = sections.visits.find((a) => a.orderId === order.id && a.status === 'booked');
  return {
    id: order.id,
    status: order.status,
    payment_type: order.paymentType,
    version: order.version,
    updated_at: order.updatedAt.toISOString(),
    vehicle: {
      id: vehicle.id,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      vin: vehicle.vin,
      stock_number: vehicle.stockNumber,
    },
    progress: order.progress,
    accessories: dealAccessories(order, sections.catalogue.accessories, language),
    trade_in: tradeInView(
      sections.trades.find((t) => t.orderId === order.id),
      order,
    ),
    trade_in_offer: order.tradeInOffer ? offerView(order.tradeInOffer) : null,
    payment: quotedPayment(order),
    credit_application: credit
      ? { status: credit.status, submitted_at: credit.submittedAt?.toISOString() ?? null }
      : null,
    deposit: deposit
      ? {
          id: deposit.id,
          status: deposit.status,
          code: deposit.code,
          total: deposit.total,
          currency: deposit.currency,
        }
      : null,
    appointment: visit
      ? {
          id: visit.id,
          starts_at: visit.startsAt.toISOString(),
          location: visit.location,
          time_zone: dealer.timezone,
          // Staff confirmed the visit (the appointments inbox's "Confirm").
          confirmed: visit.confirmedAt !== null,
        }
      : null,
  };
}

/** The customer and their open orders, each with what the console shows of its sections. */
export async function customerDeals(db: Db, dealer: DealerRow, customer: UserRow, language: string) {
  const rows = await db
    .select({ order: orders, vehicle: vehicles })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(
      and(eq(orders.dealerId, dealer.id), eq(orders.customerId, customer.id), eq(orders.isArchived, false)),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(50);
  const sections = await loadSections(
    db,
    dealer,
    customer,
    rows.map((r) => r.order.id),
  );
  return {
    customer: serializeUser(customer),
    test_drives: sections.drives.map((d) => ({
      id: d.id,
      model: { year: d.modelYear, make: d.make, name: d.modelName },
      status: d.status,
      start: d.startsAt?.toISOString() ?? null,
      time_zone: dealer.timezone,
    })),
    orders: rows.map((row) => consoleDeal(row, sections, dealer, language)),
  };
}

/**
 * The accessories of a deal as staff read them: title, installed or not, and each question with the
 * shopper's answer in the console's language (`answer: null` for a question left open).
 */
function dealAccessories(order: OrderRow, catalogue: readonly AccessoryRow[], language: string) {
  return catalogue
    .filter((a) => order.accessoryIds.includes(a.id))
    .map((a) => ({
      id: a.id,
      sku: a.sku,
      title: localized(a.title, language),
      install: order.installAccessoryIds.includes(a.id),
      questions: a.questions.map((q) => {
        const given = order.accessoryAnswers.find((x) => x.accessory === a.id && x.question === q.id);
        const choice = q.choices.find((ch) => ch.value === given?.answer);
        return {
          id: q.id,
          text: localized(q.text, language),
          answer: given ? given.answer : null,
          answer_label: choice ? localized(choice.label, language) : null,
        };
      }),
    }));
}

/**
 * Trade-ins sent to the dealer and awaiting its offer, oldest first (the console's inbox): an offer
 * awaiting the customer or accepted takes one out; a declined one brings it back.
 */
/**
 * Trade-ins awaiting the dealer's offer, each with what staff price it on: the vehicle, odometer and
 * valuation, its photos (the URL of each angle's under the staff photo route on `origin`, or null) and
 * the customer's answers to the condition questions (in the language).
 */
export async function tradeInsAwaitingDealer(db: Db, dealer: DealerRow, language: string, origin: string) {
  const rows = await db
    .select({ trade: tradeIns, customer: users, order: orders })
    .from(tradeIns)
    .innerJoin(users, eq(users.id, tradeIns.customerId))
    .innerJoin(orders, eq(orders.id, tradeIns.orderId))
    .where(
      and(
        eq(tradeIns.dealerId, dealer.id),
        eq(tradeIns.status, 'awaiting_dealer'),
        eq(orders.isArchived, false),
      ),
    )
    .orderBy(tradeIns.submittedAt, tradeIns.id)
    .limit(200);
  const open = rows.filter(({ order }) => !order.tradeInOffer || order.tradeInOffer.status === 'declined');
  const answers = open.length
    ? await db
        .select()
        .from(tradeInAnswers)
        .where(
          and(
            eq(tradeInAnswers.dealerId, dealer.id),
            inArray(
              tradeInAnswers.tradeInId,
              open.map(({ trade }) => trade.id),
            ),
          ),
        )
        .orderBy(tradeInAnswers.id)
    : [];
  return open.map(({ trade, customer, order }) => ({
    id: trade.id,
    order: order.id,
    customer: { id: customer.id, name_or_email: serializeUser(customer).name_or_email },
    year: trade.year,
    make: trade.make,
    model: trade.model,
    trim: trade.trim,
    vin: trade.vin,
    odometer: trade.odometer,
    unit: trade.unit,
    valuation: trade.valuation
      ? {
          low: trade.valuation.trade_in_low,
          high: trade.valuation.trade_in_high,
          target: trade.valuation.trade_in_target,
          currency: trade.valuation.currency,
          provider: providerIn(trade.valuation.provider, language).name,
        }
      : null,
    submitted_at: trade.submittedAt?.toISOString() ?? null,
    trade_in_offer: order.tradeInOffer ? offerView(order.tradeInOffer) : null,
    images: imagesOf(trade, dealerPhotoBase(origin, trade.id)),
    answers: answers
      .filter((a) => a.tradeInId === trade.id)
      .map((a) => answerText(a.question as TradeInQuestionKey, a.response, language)),
  }));
}
