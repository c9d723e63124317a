/**
 * Every lead of a customer for the dealer's CRM goes through `queueCustomerLead`: the six lead calls
 * (routes.ts) and the moments the server sees itself (the credit application sent, the trade-in
 * valued and submitted, the deal saved on its review, the appointment booked). It applies the
 * domain's `shouldSendLead` (spec 1 §4: the CRM on; spec 2 "Dealer staff": not from staff of a
 * no-lead car-maker brand acting for the customer) and writes the ADF/XML document in the lead
 * outbox; a lead the rule stops is kept, `not_sent` with its reason, so the console's Leads show it.
 */
import { isNoLeadBrand, shouldSendLead } from '@storefront/domain';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type DealerRow,
  leadOutbox,
  type OrderRow,
  orders,
  type UserRow,
  type VehicleRow,
  vehicles,
} from '../../db/schema.ts';
import { isStaff } from '../../http/auth.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { type AdfLead, adfDocument, adfVehicle } from './adf.ts';

/** Whether the request is a staff member acting for the customer (the no-lead brand rule's case). */
export function staffActingOf(c: AppContext): boolean {
  const auth = c.var.auth;
  return auth?.actingAs != null && isStaff(auth.user);
}

export interface CustomerLead {
  dealer: DealerRow;
  customer: UserRow;
  /** The deal the lead is about: its vehicle when none is given, its postal code when the account has none. */
  order?: OrderRow | null;
  /** The vehicle the lead names (null: none; left out: the order's). */
  vehicle?: VehicleRow | null;
  kind: string;
  comments: string;
  payload: Record<string, unknown>;
  staffActing: boolean;
  tradeIn?: AdfLead['tradeIn'];
  /**
   * A moment told once: no lead is written when the dealer already has one of this kind whose
   * payload holds these fields (`{order: 12}`: once per order). The order's id is in the payload.
   */
  once?: Record<string, unknown>;
}

export type LeadOutcome =
  | { status: 'queued'; id: number }
  | { status: 'skipped'; reason: 'crm_disabled' | 'oem_brand'; id: number }
  | { status: 'already' };

/** Lock namespace of the once-only leads (pg_advisory_xact_lock's first key). */
const ONCE_LOCK = 7_414_001;

/**
 * The postal code a lead's contact names: the one the shopper gave on their deal (the open order of the
 * vehicle, else their latest with one), else their account's; '' when nothing is known (found in a staff
 * trial: the ADF of a question sent after the shopper entered M5V 2T6 had an empty `<postalcode>`).
 */
export async function knownPostalCode(
  db: Db,
  dealerId: number,
  customer: { id: number; postalCode: string } | null,
  vehicleId: number | null | undefined,
): Promise<string> {
  if (!customer) return '';
  const given = await db
    .select({ postalCode: orders.postalCode, vehicleId: orders.vehicleId })
    .from(orders)
    .where(
      and(
        eq(orders.dealerId, dealerId),
        eq(orders.customerId, customer.id),
        eq(orders.isArchived, false),
        isNotNull(orders.postalCode),
        ne(orders.postalCode, ''),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(20);
  const own = given.find((o) => o.vehicleId === vehicleId) ?? given[0];
  return own?.postalCode ?? customer.postalCode ?? '';
}

export async function queueCustomerLead(deps: AppDeps, lead: CustomerLead): Promise<LeadOutcome> {
  const db = deps.database.db;
  const { dealer, customer, order } = lead;
  const send = shouldSendLead({
    authenticated: true,
    has_crm_enabled: dealer.settings.has_crm_enabled,
    dealerUserOfNoLeadBrand: lead.staffActing && isNoLeadBrand(dealer.oem),
  });
  const skipped = send ? null : dealer.settings.has_crm_enabled ? 'oem_brand' : 'crm_disabled';
  const vehicle =
    lead.vehicle !== undefined
      ? lead.vehicle
      : order
        ? ((await db.select().from(vehicles).where(eq(vehicles.id, order.vehicleId)).limit(1))[0] ?? null)
        : null;
  const adfXml = adfDocument({
    requestDate: deps.now(),
    vehicle: vehicle ? adfVehicle(vehicle, dealer.settings.currency_unit) : null,
    ...(lead.tradeIn ? { tradeIn: lead.tradeIn } : {}),
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      postalCode:
        order?.postalCode ||
        (await knownPostalCode(db, dealer.id, customer, vehicle?.id ?? order?.vehicleId)),
      comments: lead.comments,
    },
    vendor: { name: dealer.name, phone: dealer.phone, address: dealer.fullAddress },
    provider: 'Dealer storefront',
    leadType: lead.kind,
  });
  const values = {
    dealerId: dealer.id,
    userId: customer.id,
    kind: lead.kind,
    adfXml,
    payload: order ? { order: order.id, ...lead.payload } : lead.payload,
    status: skipped ? 'not_sent' : 'queued',
    notSentReason: skipped,
    deliveredAt: skipped ? deps.now() : null,
    createdAt: deps.now(),
  };
  const once = lead.once;
  const row = once
    ? await db.transaction(async (tx) => {
        // Two saves at once: the second waits for the first and finds its lead.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${ONCE_LOCK}::int, hashtext(${`${dealer.id}:${lead.kind}:${JSON.stringify(once)}`}))`,
        );
        const [found] = await tx
          .select({ id: leadOutbox.id })
          .from(leadOutbox)
          .where(
            and(
              eq(leadOutbox.dealerId, dealer.id),
              eq(leadOutbox.kind, lead.kind),
              sql`${leadOutbox.payload} @> ${JSON.stringify(once)}::jsonb`,
            ),
          )
          .limit(1);
        if (found) return null;
        const [inserted] = await tx.insert(leadOutbox).values(values).returning({ id: leadOutbox.id });
        return inserted ?? null;
      })
    : ((await db.insert(leadOutbox).values(values).returning({ id: leadOutbox.id }))[0] ?? null);
  if (!row) return { status: 'already' };
  return skipped ? { status: 'skipped', reason: skipped, id: row.id } : { status: 'queued', id: row.id };
}

/**
 * A moment's lead that must not undo the moment: a lead that cannot be written is logged, and the
 * booking, the saved deal or the trade-in stands.
 */
export async function queueMomentLead(deps: AppDeps, lead: CustomerLead): Promise<LeadOutcome | null> {
  try {
    return await queueCustomerLead(deps, lead);
  } catch (error) {
    deps.logger.error({ err: error, kind: lead.kind, order: lead.order?.id }, 'lead not queued');
    return null;
  }
}
