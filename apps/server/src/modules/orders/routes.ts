/**
 * Orders (spec 2 §3, §4 and §7): create and update with whitelisted fields, list, get, archive,
 * postal code check, order link e-mail, read-only share link, trade-in offer answers, incentives on
 * the order (payment system PC) and optimistic concurrency (ETag / If-Match, 412 on conflict).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CAMPAIGN_QUERY_KEYS,
  orderIncentivesUpdateSchema,
  PAYMENT_FREQUENCIES,
  PAYMENT_TYPES,
  type PaymentType,
  type PricingRequest,
  usesOrderIncentivesCall,
} from '@storefront/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { OFFER_STATES, type PaymentSnapshot, type TradeInOffer } from '../../db/deal-types.ts';
import { type DealerRow, type OrderRow, orders, type VehicleRow, vehicles } from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { MAX_JSON_DEPTH, nestingExceeds, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import {
  type FieldErrors,
  HttpError,
  idParam,
  isId,
  NON_FIELD,
  nonField,
  notFoundError,
  parseIfMatch,
  queryBool,
  readQuery,
} from '../../http/helpers.ts';
import { linkOrigin, requestOrigin } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { allowEmail } from '../../services/rate-limit.ts';
import {
  loadPaymentSettings,
  localized,
  serializeAccessory,
  serializeIncentive,
  serializeProtectionPrice,
} from '../add-ons/catalogue.ts';
import { recipientLanguage, resolveLanguage } from '../i18n/routes.ts';
import { serializeVehicle } from '../inventory/serializers.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { taskQueue } from '../praq/tasks.ts';
import { resolveSelection } from '../pricing/selection.ts';
import {
  type DealSelection,
  loadSelectionCatalogue,
  type PaymentDetails,
  type PricingContext,
  priceSelection,
  type SelectionCatalogue,
} from '../pricing/service.ts';
import { dealerSections } from '../steps/service.ts';
import { recipientOf } from '../user/routes.ts';
import { checkPostalCode } from './postal.ts';
import { customerOrder, orderWritten } from './store.ts';

/** A trade-in offer as answered: cents, expiry, the spec's state code (O, A, D) and the status word. */
export function offerView(offer: TradeInOffer) {
  return {
    value: offer.value,
    expires_on: offer.expires_on,
    status: offer.status,
    state: OFFER_STATES[offer.status],
    offered_at: offer.offered_at ?? null,
    answered_at: offer.answered_at ?? null,
  };
}

const id = z.number().int().nonnegative().max(2_147_483_647);
const ids = z.array(id).max(100);
const cents = z.number().int().nonnegative().max(99_999_999);
const shortText = (max: number) => z.string().trim().max(max);

const campaignSchema = z
  .record(z.string().max(40), z.string().max(500))
  .refine((v) => Object.keys(v).length <= 20, 'Too many campaign values.')
  .transform((v) => {
    const kept: Record<string, string> = {};
    for (const key of CAMPAIGN_QUERY_KEYS) if (v[key] !== undefined) kept[key] = v[key];
    return kept;
  });

/** Fields a customer may write, on create and on update (spec 2 §3 whitelists; server-owned fields excluded). */
const writableFields = {
  email: z.email('Enter a valid e-mail address.').max(254).optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  postal_code: shortText(10).nullable().optional(),
  proposed_appointment: z.iso.datetime({ offset: true }).nullable().optional(),
  campaign: campaignSchema.nullable().optional(),
  build_state: z.string().max(20_000).nullable().optional(),
  configuration_id: id.nullable().optional(),
  source_slug: shortText(100).nullable().optional(),
  uses_oem_code: z.boolean().optional(),
  analytics: z
    .strictObject({ source_document_url: z.string().max(2000), referrer: z.string().max(2000) })
    .nullable()
    .optional(),
  payment_include_tax: z.boolean().optional(),
  accessory_ids: ids.optional(),
  install_accessories_ids: ids.optional(),
  protection_ids: ids.optional(),
  incentives: ids.optional(),
  payment_type_settings: z
    .strictObject({ trade_in_credit: cents.optional(), trade_in_owing: cents.optional() })
    .optional(),
  down_payment: cents.nullable().optional(),
  term: z.number().int().min(1).max(120).nullable().optional(),
  payment_frequency: z.enum(PAYMENT_FREQUENCIES).nullable().optional(),
  lease_model_km: z.number().int().positive().max(200_000).nullable().optional(),
  payment_credit_score: shortText(40).nullable().optional(),
  options_price: cents.optional(),
  options_code_list: z.array(shortText(40)).max(200).optional(),
  started_transactional: z.literal(true, 'Only true can be set.').optional(),
};

/** Fields the server owns: sent by a client they are refused, never silently ignored. */
const READ_ONLY_FIELDS = [
  'id',
  'customer',
  'status',
  'reserveit_id',
  'deposit_step_status',
  'has_deposit',
  'credit_application_status',
  'is_archived',
  'progress',
  'sections',
  'tokenized_url',
  'accessories',
  'protection_plan_prices',
  'version',
] as const;

export const orderCreateBodySchema = z.strictObject({ vehicle: id, ...writableFields });
export const orderUpdateBodySchema = z.strictObject({ vehicle: id.optional(), ...writableFields });
type OrderWrite = z.output<typeof orderUpdateBodySchema>;

function readOnlyErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (body && typeof body === 'object') {
    for (const key of READ_ONLY_FIELDS) if (key in body) errors[key] = ['This field is read-only.'];
  }
  return errors;
}

/** Reads an order write body: read-only fields named first, then the whitelist schema. */
async function readOrderBody<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.output<T>> {
  const raw = await c.req.raw.clone().text();
  let parsed: unknown = null;
  try {
    // Too deep a body is readJson's to refuse, before anything parses it.
    parsed = !raw.trim() ? {} : nestingExceeds(raw, MAX_JSON_DEPTH) ? null : JSON.parse(raw);
  } catch {
    // readJson answers malformed JSON
  }
  const readOnly = readOnlyErrors(parsed);
  if (Object.keys(readOnly).length > 0) throw new HttpError(400, readOnly);
  return readJson(c, schema);
}

// Share links ------------------------------------------------------------------------------------

function shareMac(secret: string, orderId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`order-share\u0000${orderId}\u0000${nonce}`).digest('base64url');
}

export function shareToken(secret: string, order: Pick<OrderRow, 'id' | 'shareNonce'>): string | null {
  return order.shareNonce ? `${order.id}.${shareMac(secret, order.id, order.shareNonce)}` : null;
}

function shareUrl(origin: string, dealer: DealerRow, token: string | null): string | null {
  return token ? `${origin}/${dealer.code}/shared-deal/${token}/` : null;
}

/** Checks a share token in constant time; the order id is in the token, the secret part is an HMAC. */
export function verifyShareToken(
  secret: string,
  order: Pick<OrderRow, 'id' | 'shareNonce'>,
  token: string,
): boolean {
  const expected = shareToken(secret, order);
  if (!expected || expected.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(token));
}

// Serialisation ----------------------------------------------------------------------------------

export interface OrderView {
  /** Origin of the media URLs (the request's). */
  origin: string;
  /** Origin of the share link (the configured public origin). */
  linkOrigin: string;
  language: string;
  secret: string;
  catalogue: SelectionCatalogue;
  /** Read-only share view: no personal data. */
  shared?: boolean;
}

export function serializeOrder(order: OrderRow, vehicle: VehicleRow, dealer: DealerRow, view: OrderView) {
  const { catalogue, language, origin } = view;
  const accessoryRows = catalogue.accessories.filter((a) => order.accessoryIds.includes(a.id));
  const prices = catalogue.plans.flatMap((p) =>
    p.prices.filter((x) => order.protectionPriceIds.includes(x.id)),
  );
  const incentiveRows = catalogue.incentives.filter((i) => order.incentiveIds.includes(i.id));
  const status = order.depositStepStatus;
  const body = {
    id: order.id,
    version: order.version,
    vehicle: serializeVehicle(vehicle, dealer, origin),
    accessories: accessoryRows.map((a) => serializeAccessory(a, language, origin)),
    accessory_ids: order.accessoryIds,
    install_accessories_ids: order.installAccessoryIds,
    protection_plan_prices: prices.map((p) => serializeProtectionPrice(p, language)),
    protection_ids: order.protectionPriceIds,
    incentives: incentiveRows.map((i) => serializeIncentive(i, language)),
    payment_type: order.paymentType,
    payment_type_settings: { trade_in_credit: order.tradeInCredit, trade_in_owing: order.tradeInOwing },
    trade_in_offer: order.tradeInOffer ? offerView(order.tradeInOffer) : null,
    postal_code: order.postalCode,
    proposed_appointment: order.proposedAppointment,
    campaign: order.campaign,
    build_state: order.buildState,
    configuration_id: order.configurationId,
    source_slug: order.sourceSlug,
    uses_oem_code: order.usesOemCode,
    analytics: order.analytics,
    tokenized_url: shareUrl(view.linkOrigin, dealer, shareToken(view.secret, order)),
    payment_include_tax: order.paymentIncludeTax,
    customer: order.customerId,
    email: order.email || null,
    down_payment: order.downPayment,
    term: order.term,
    payment_frequency: order.paymentFrequency,
    lease_model_km: order.leaseModelKm,
    payment_credit_score: order.paymentCreditScore,
    options_price: order.optionsPrice,
    options_code_list: order.optionsCodes,
    reserveit_id: order.reserveitId,
    deposit_step_status:
      status === 0 || status === 1 || status === 2 || status === 3 || status === 4 ? status : null,
    has_deposit: order.hasDeposit,
    is_archived: order.isArchived,
    started_transactional: order.startedTransactional,
    credit_application_status: order.creditApplicationStatus,
    show_credit_app_result: order.creditApplicationStatus !== null,
    show_tradein_result: order.tradeInOffer !== null,
    status: order.status,
    sections: dealerSections(dealer).map((s) => s.id),
    progress: order.progress,
    trade_in: null,
    available_trade_in: null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
  if (view.shared) {
    return {
      ...body,
      customer: null,
      email: null,
      postal_code: null,
      campaign: null,
      analytics: null,
      tokenized_url: null,
    };
  }
  return body;
}

// Pricing of an order ----------------------------------------------------------------------------

export function orderSelection(
  order: OrderRow,
  paymentType: PaymentType = order.paymentType as PaymentType,
): DealSelection {
  const own = paymentType === order.paymentType;
  return {
    paymentType,
    // Term, frequency, distance and credit score belong to the order's payment type; the others
    // take the dealer's defaults. Down payment, tax display and postal code are shared.
    term: own ? order.term : null,
    frequency: own ? (order.paymentFrequency as DealSelection['frequency']) : null,
    distanceAllowance: own ? order.leaseModelKm : null,
    creditScore: order.paymentCreditScore,
    downPayment: order.downPayment,
    includeTax: order.paymentIncludeTax,
    postalCode: order.postalCode,
    tradeInCredit: order.tradeInCredit,
    tradeInOwing: order.tradeInOwing,
    accessoryIds: order.accessoryIds,
    installAccessoryIds: order.installAccessoryIds,
    protectionPriceIds: order.protectionPriceIds,
    incentiveIds: order.incentiveIds,
    optionsPrice: order.optionsPrice,
  };
}

/** Whether the payment saved with the order no longer holds (rates, price or payment changed, or expired). */
export function isStale(
  snapshot: PaymentSnapshot | null,
  fresh: PaymentDetails,
  settingsVersion: number,
  vehicle: VehicleRow,
  today: string,
): boolean {
  if (!snapshot || snapshot.payment_type !== fresh.id) return false;
  return (
    snapshot.settings_version !== settingsVersion ||
    snapshot.vehicle_price !== vehicle.listingPrice ||
    snapshot.expiry_date < today ||
    snapshot.payment !== fresh.payment ||
    snapshot.total !== fresh.total_purchase_price
  );
}

export function snapshotOf(
  details: PaymentDetails,
  settingsVersion: number,
  vehicle: VehicleRow,
): PaymentSnapshot {
  return {
    payment_type: details.id,
    payment: details.payment,
    total: details.total_purchase_price,
    settings_version: settingsVersion,
    vehicle_price: vehicle.listingPrice,
    expiry_date: details.expiry_date,
  };
}

/** Maps the pricing selection's field names onto the order's. */
const ORDER_FIELD_FOR: Readonly<Record<string, string>> = Object.freeze({
  accessories: 'accessory_ids',
  protections: 'protection_ids',
  credit_score: 'payment_credit_score',
  distance_allowance: 'lease_model_km',
});

function toOrderErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) out[ORDER_FIELD_FOR[key] ?? key] = messages;
  return out;
}

// Routes -----------------------------------------------------------------------------------------

const VEHICLE_NOT_FOR_SALE = ['sold', 'unavailable'];

function etag(order: Pick<OrderRow, 'version'>): string {
  return `"${order.version}"`;
}

export function orderRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  async function context(c: AppContext, vehicle: VehicleRow): Promise<PricingContext> {
    const dealer = c.get('dealer');
    const payment = await loadPaymentSettings(db, dealer.id);
    if (!payment) throw nonField('The dealership has no payment settings.');
    return { db, dealer, payment, vehicle, language: resolveLanguage(c, dealer), now: deps.now() };
  }

  async function vehicleOf(order: OrderRow): Promise<VehicleRow> {
    const [row] = await db.select().from(vehicles).where(eq(vehicles.id, order.vehicleId)).limit(1);
    if (!row) throw notFoundError('Vehicle not found.');
    return row;
  }

  async function render(c: AppContext, order: OrderRow, catalogue?: SelectionCatalogue) {
    const dealer = c.get('dealer');
    const vehicle = await vehicleOf(order);
    const cat = catalogue ?? (await loadSelectionCatalogue({ db, dealer }));
    return serializeOrder(order, vehicle, dealer, {
      origin: requestOrigin(c),
      linkOrigin: linkOrigin(deps.config),
      language: resolveLanguage(c, dealer),
      secret: deps.secret,
      catalogue: cat,
    });
  }

  /** Column values of a write body; validates references and prices the result for the order's type. */
  async function columnsFor(
    c: AppContext,
    body: OrderWrite,
    base: OrderRow | null,
    vehicle: VehicleRow,
  ): Promise<{ set: Partial<typeof orders.$inferInsert>; snapshot: PaymentSnapshot | null }> {
    const dealer = c.get('dealer');
    const set: Partial<typeof orders.$inferInsert> = {};
    const errors: FieldErrors = {};
    if (body.vehicle !== undefined) set.vehicleId = vehicle.id;
    if (body.email !== undefined) set.email = body.email;
    if (body.payment_type !== undefined) set.paymentType = body.payment_type;
    if (body.postal_code !== undefined) {
      if (body.postal_code === null || body.postal_code === '') set.postalCode = null;
      else {
        const check = checkPostalCode(body.postal_code, dealer.country === 'US' ? 'US' : 'CA');
        if (!check.ok) errors.postal_code = [check.message];
        else set.postalCode = check.postalCode;
      }
    }
    if (body.proposed_appointment !== undefined) set.proposedAppointment = body.proposed_appointment;
    if (body.campaign !== undefined) set.campaign = body.campaign;
    if (body.build_state !== undefined) set.buildState = body.build_state;
    if (body.configuration_id !== undefined) set.configurationId = body.configuration_id;
    if (body.source_slug !== undefined) set.sourceSlug = body.source_slug;
    if (body.uses_oem_code !== undefined) set.usesOemCode = body.uses_oem_code;
    if (body.analytics !== undefined) set.analytics = body.analytics;
    if (body.payment_include_tax !== undefined) set.paymentIncludeTax = body.payment_include_tax;
    if (body.accessory_ids !== undefined) set.accessoryIds = [...new Set(body.accessory_ids)];
    if (body.install_accessories_ids !== undefined)
      set.installAccessoryIds = [...new Set(body.install_accessories_ids)];
    if (body.protection_ids !== undefined) set.protectionPriceIds = [...new Set(body.protection_ids)];
    if (body.incentives !== undefined) set.incentiveIds = [...new Set(body.incentives)];
    if (body.payment_type_settings?.trade_in_credit !== undefined)
      set.tradeInCredit = body.payment_type_settings.trade_in_credit;
    if (body.payment_type_settings?.trade_in_owing !== undefined)
      set.tradeInOwing = body.payment_type_settings.trade_in_owing;
    if (body.down_payment !== undefined) set.downPayment = body.down_payment;
    if (body.term !== undefined) set.term = body.term;
    if (body.payment_frequency !== undefined) set.paymentFrequency = body.payment_frequency;
    if (body.lease_model_km !== undefined) set.leaseModelKm = body.lease_model_km;
    if (body.payment_credit_score !== undefined) set.paymentCreditScore = body.payment_credit_score || null;
    if (body.options_price !== undefined) set.optionsPrice = body.options_price;
    if (body.options_code_list !== undefined) set.optionsCodes = body.options_code_list;
    if (body.started_transactional !== undefined) set.startedTransactional = true;
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);

    // The merged order must still be a deal the dealer can price.
    const merged: OrderRow = {
      ...(base ?? emptyOrder(dealer, vehicle)),
      ...(set as Partial<OrderRow>),
    } as OrderRow;
    const ctx = await context(c, vehicle);
    const catalogue = await loadSelectionCatalogue({ db, dealer });
    const resolved = resolveSelection(ctx, catalogue, orderSelection(merged));
    if (!resolved.ok) throw new HttpError(400, toOrderErrors(resolved.errors));
    const priced = priceSelection(ctx, catalogue, orderSelection(merged), c.get('log'));
    if (!priced.ok) throw new HttpError(400, toOrderErrors(priced.errors));
    return { set, snapshot: snapshotOf(priced.details, ctx.payment.version, vehicle) };
  }

  function emptyOrder(dealer: DealerRow, vehicle: VehicleRow): OrderRow {
    return {
      id: 0,
      dealerId: dealer.id,
      customerId: 0,
      vehicleId: vehicle.id,
      version: 0,
      email: '',
      paymentType: dealer.settings.financing_default_payment_type,
      accessoryIds: [],
      installAccessoryIds: [],
      protectionPriceIds: [],
      incentiveIds: [],
      tradeInCredit: 0,
      tradeInOwing: 0,
      tradeInOffer: null,
      postalCode: null,
      proposedAppointment: null,
      campaign: null,
      buildState: null,
      configurationId: null,
      sourceSlug: null,
      usesOemCode: false,
      analytics: null,
      paymentIncludeTax: true,
      downPayment: null,
      term: null,
      paymentFrequency: null,
      leaseModelKm: null,
      paymentCreditScore: null,
      incentiveRate: null,
      optionsPrice: 0,
      optionsCodes: [],
      reserveitId: null,
      depositStepStatus: null,
      hasDeposit: false,
      creditApplicationStatus: null,
      status: 'initial',
      isArchived: false,
      startedTransactional: false,
      progress: {},
      shareNonce: null,
      paymentSnapshot: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
  }

  // POST /api/customer/order/ : create (signed-in customer; one open order per vehicle).
  app.post('/', async (c) => {
    const { customer } = requireCustomer(c);
    const body = await readOrderBody(c, orderCreateBodySchema);
    const vehicle = await dealerVehicle(db, c, body.vehicle);
    if (VEHICLE_NOT_FOR_SALE.includes(vehicle.stockStatus)) {
      throw new HttpError(400, { vehicle: ['This vehicle is no longer available.'] });
    }
    const [existing] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.dealerId, c.get('dealer').id),
          eq(orders.customerId, customer.id),
          eq(orders.vehicleId, vehicle.id),
          eq(orders.isArchived, false),
        ),
      )
      .limit(1);
    if (existing) return c.json(await render(c, existing), 200);
    const { set, snapshot } = await columnsFor(c, body, null, vehicle);
    const now = deps.now();
    const [created] = await db
      .insert(orders)
      .values({
        ...set,
        dealerId: c.get('dealer').id,
        customerId: customer.id,
        vehicleId: vehicle.id,
        email: set.email ?? customer.email,
        paymentType: set.paymentType ?? c.get('dealer').settings.financing_default_payment_type,
        paymentSnapshot: snapshot,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) orderWritten(db, created.id);
    if (!created) {
      // Another tab created it at the same moment: answer that order.
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.dealerId, c.get('dealer').id),
            eq(orders.customerId, customer.id),
            eq(orders.vehicleId, vehicle.id),
            eq(orders.isArchived, false),
          ),
        )
        .limit(1);
      if (!row) throw nonField('The order could not be created.');
      return c.json(await render(c, row), 200);
    }
    return c.json(await render(c, created), 201);
  });

  // GET /api/customer/order/?vehicle= : the customer's open orders, {count, results}.
  app.get('/', async (c) => {
    const { customer } = requireCustomer(c);
    const query = readQuery(
      c,
      z.object({
        vehicle: z.string().max(64).optional(),
        include_archived: queryBool.optional(),
      }),
    );
    const dealer = c.get('dealer');
    const conditions = [eq(orders.dealerId, dealer.id), eq(orders.customerId, customer.id)];
    if (!query.include_archived) conditions.push(eq(orders.isArchived, false));
    if (query.vehicle !== undefined) {
      if (isId(query.vehicle)) conditions.push(eq(orders.vehicleId, Number(query.vehicle)));
      else if (/^[0-9a-f-]{36}$/i.test(query.vehicle)) {
        conditions.push(
          sql`${orders.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.uid} = ${query.vehicle.toLowerCase()} and ${vehicles.dealerId} = ${dealer.id})`,
        );
      } else throw new HttpError(400, { vehicle: ['A vehicle id or uid is required.'] });
    }
    const rows = await db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(100);
    const [total] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(...conditions));
    const catalogue = await loadSelectionCatalogue({ db, dealer });
    const results = [];
    for (const row of rows) results.push(await render(c, row, catalogue));
    return c.json({ count: total?.n ?? 0, results });
  });

  // POST /api/customer/order/check_postal_code/ {postal_code}
  app.post('/check_postal_code', async (c) => {
    const body = await readJson(c, z.strictObject({ postal_code: z.string().max(20) }));
    const dealer = c.get('dealer');
    const check = checkPostalCode(body.postal_code, dealer.country === 'US' ? 'US' : 'CA');
    if (!check.ok) throw new HttpError(400, { postal_code: [check.message] });
    return c.json({
      postal_code: check.postalCode,
      province_code: check.provinceCode ?? dealer.provinceCode,
      is_valid: true,
      same_province: check.provinceCode === null || check.provinceCode === dealer.provinceCode,
    });
  });

  // GET /api/customer/order/{id}/
  app.get('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    c.header('ETag', etag(order));
    return c.json(await render(c, order));
  });

  // PUT and PATCH /api/customer/order/{id}/ : whitelisted partial update, merged field by field.
  const update = async (c: AppContext) => {
    const { customer } = requireCustomer(c);
    const orderId = idParam(c, 'id');
    const ifMatch = parseIfMatch(c.req.header('if-match'));
    if (ifMatch === 'invalid')
      throw new HttpError(400, { [NON_FIELD]: ['If-Match must be the order version, like "3".'] });
    const order = await customerOrder(db, c, customer.id, orderId);
    if (order.isArchived) throw nonField('This order is archived.');
    const body = await readOrderBody(c, orderUpdateBodySchema);
    const vehicle =
      body.vehicle !== undefined ? await dealerVehicle(db, c, body.vehicle) : await vehicleOf(order);
    if (
      body.vehicle !== undefined &&
      body.vehicle !== order.vehicleId &&
      VEHICLE_NOT_FOR_SALE.includes(vehicle.stockStatus)
    ) {
      throw new HttpError(400, { vehicle: ['This vehicle is no longer available.'] });
    }
    if (ifMatch !== null && ifMatch !== order.version) throw conflict(order);
    const { set, snapshot } = await columnsFor(c, body, order, vehicle);
    const where = [
      eq(orders.id, order.id),
      eq(orders.customerId, customer.id),
      eq(orders.dealerId, c.get('dealer').id),
    ];
    if (ifMatch !== null) where.push(eq(orders.version, ifMatch));
    let updated: OrderRow | undefined;
    try {
      [updated] = await db
        .update(orders)
        .set({
          ...set,
          paymentSnapshot: snapshot,
          version: sql`${orders.version} + 1`,
          updatedAt: deps.now(),
        })
        .where(and(...where))
        .returning();
    } catch (error) {
      if (
        String(
          (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code,
        ) === '23505'
      ) {
        throw new HttpError(400, { vehicle: ['You already have an order for this vehicle.'] });
      }
      throw error;
    } finally {
      orderWritten(db, order.id);
    }
    if (!updated) {
      const current = await customerOrder(db, c, customer.id, order.id);
      throw conflict(current);
    }
    c.header('ETag', etag(updated));
    return c.json(await render(c, updated));
  };
  app.put('/:id', update);
  app.patch('/:id', update);

  function conflict(current: OrderRow): HttpError {
    return new HttpError(412, {
      detail: 'The order was changed in another window. Reload it and apply your change again.',
      code: 'order_conflict',
      version: current.version,
    });
  }

  // DELETE /api/customer/order/{id}/ : archives the order (kept for the dealer).
  app.delete('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    await db
      .update(orders)
      .set({ isArchived: true, shareNonce: null, version: sql`${orders.version} + 1`, updatedAt: deps.now() })
      .where(eq(orders.id, order.id));
    orderWritten(db, order.id);
    return c.body(null, 204);
  });

  // POST /api/customer/order/{id}/share/ : creates (or rotates) the read-only share link.
  app.post('/:id/share', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    const [updated] = await db
      .update(orders)
      .set({
        shareNonce: randomBytes(18).toString('base64url'),
        version: sql`${orders.version} + 1`,
        updatedAt: deps.now(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    orderWritten(db, order.id);
    if (!updated) throw notFoundError('Order not found.');
    return c.json(
      { tokenized_url: shareUrl(linkOrigin(deps.config), c.get('dealer'), shareToken(deps.secret, updated)) },
      201,
    );
  });

  // DELETE /api/customer/order/{id}/share/ : revokes it.
  app.delete('/:id/share', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    await db
      .update(orders)
      .set({ shareNonce: null, version: sql`${orders.version} + 1`, updatedAt: deps.now() })
      .where(eq(orders.id, order.id));
    orderWritten(db, order.id);
    return c.body(null, 204);
  });

  // POST /api/customer/order/{id}/send_order_link/ : e-mails the share link to the order's customer,
  // at the customer's own address (the order's `email` is theirs to write: never a recipient), within
  // the e-mail limits per customer and per address.
  app.post('/:id/send_order_link', async (c) => {
    const { customer } = requireCustomer(c);
    await readJson(c, z.strictObject({}));
    let order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    if (!(await allowEmail(db, 'order_link', recipientOf(customer), deps.now()))) {
      throw new HttpError(429, {
        detail: 'Too many requests. Please wait and try again.',
        code: 'throttled',
      });
    }
    if (!order.shareNonce) {
      const [updated] = await db
        .update(orders)
        .set({
          shareNonce: randomBytes(18).toString('base64url'),
          version: sql`${orders.version} + 1`,
          updatedAt: deps.now(),
        })
        .where(eq(orders.id, order.id))
        .returning();
      orderWritten(db, order.id);
      if (updated) order = updated;
    }
    const dealer = c.get('dealer');
    const vehicle = await vehicleOf(order);
    const url = shareUrl(linkOrigin(deps.config), dealer, shareToken(deps.secret, order)) ?? '';
    const language = recipientLanguage(c, dealer, customer);
    const name =
      `${vehicle.year} ${vehicle.make} ${language === 'fr' ? vehicle.modelFr : vehicle.model} ${vehicle.trim}`.trim();
    const to = customer.email;
    const email = {
      kind: 'order_link' as const,
      to,
      subject: language === 'fr' ? `Votre ${name} chez ${dealer.name}` : `Your ${name} at ${dealer.name}`,
      text:
        language === 'fr'
          ? `Bonjour,\n\nVoici le lien vers votre configuration du ${name} :\n${url}\n\n${dealer.name}\n${dealer.phone}`
          : `Hello,\n\nHere is the link to your ${name} deal:\n${url}\n\n${dealer.name}\n${dealer.phone}`,
    };
    // Delivery (SMTP can take seconds) runs after the answer; the storefront polls the task.
    const task = await taskQueue(db, deps.logger, deps.now).enqueue(
      { dealerId: dealer.id, userId: customer.id, kind: 'send_order_link' },
      async () => {
        const outcome = await sendEmail(deps, dealer, email);
        if (outcome.status === 'failed')
          throw new Error(`The e-mail could not be delivered: ${outcome.error}`);
        return { email: to, order: order.id, outbox_id: outcome.outboxId, delivery: outcome.status };
      },
    );
    return c.json({ task, status: 'PENDING', email: to, tokenized_url: url }, 202);
  });

  // POST /api/customer/order/{id}/accept_current_offer/ and decline_current_offer/ (trade-in offer).
  for (const action of ['accept', 'decline'] as const) {
    app.post(`/:id/${action}_current_offer`, async (c) => {
      const { customer } = requireCustomer(c);
      await readJson(c, z.strictObject({}));
      const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
      const offer = order.tradeInOffer;
      const today = deps.now().toISOString().slice(0, 10);
      if (offer?.status !== 'pending') throw nonField('There is no current trade-in offer on this order.');
      if (offer.expires_on && offer.expires_on < today) throw nonField('The trade-in offer has expired.');
      const [updated] = await db
        .update(orders)
        .set({
          tradeInOffer: {
            ...offer,
            status: action === 'accept' ? 'accepted' : 'declined',
            answered_at: deps.now().toISOString(),
          },
          ...(action === 'accept' ? { tradeInCredit: offer.value } : {}),
          version: sql`${orders.version} + 1`,
          updatedAt: deps.now(),
        })
        // Only the offer read: a dealer replacing it meanwhile makes this a conflict.
        .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
        .returning();
      orderWritten(db, order.id);
      if (!updated) throw conflict(await customerOrder(db, c, customer.id, order.id));
      return c.json(await render(c, updated));
    });
  }

  // PUT /api/customer/order/{id}/incentives/ {rate, rates_type, incentives}: payment system PC only.
  app.put('/:id/incentives', async (c) => {
    const { customer } = requireCustomer(c);
    const dealer = c.get('dealer');
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    const body = await readJson(c, orderIncentivesUpdateSchema.strict());
    if (!usesOrderIncentivesCall(dealer.settings.payment_system as 'PC')) {
      throw nonField('Incentives are saved with the order for this dealership.');
    }
    if (body.rates_type !== 'apr') throw new HttpError(400, { rates_type: ['Only apr rates are used.'] });
    const vehicle = await vehicleOf(order);
    const ctx = await context(c, vehicle);
    const catalogue = await loadSelectionCatalogue({ db, dealer });
    const merged = { ...order, incentiveIds: [...new Set(body.incentives)] };
    const priced = priceSelection(ctx, catalogue, orderSelection(merged), c.get('log'));
    if (!priced.ok) throw new HttpError(400, priced.errors);
    const rate = priced.details.rate;
    if (rate !== null && Math.abs(rate - body.rate) > 0.005) {
      throw new HttpError(400, { rate: [`The rate is now ${rate}%. Refresh the payment and try again.`] });
    }
    const [updated] = await db
      .update(orders)
      .set({
        incentiveIds: merged.incentiveIds,
        incentiveRate: rate === null ? null : String(rate),
        paymentSnapshot: snapshotOf(priced.details, ctx.payment.version, vehicle),
        version: sql`${orders.version} + 1`,
        updatedAt: deps.now(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    orderWritten(db, order.id);
    if (!updated) throw notFoundError('Order not found.');
    return c.json({ order: await render(c, updated, catalogue), payment_details: priced.details });
  });

  return app;
}

/** One add-on of a shared deal: what the shopper chose and what the dealer installs on every vehicle. */
interface SharedItem {
  type: 'accessory' | 'protection_plan';
  name: string;
  /** The plan's chosen option (term and distance); null for accessories. */
  option: string | null;
  /** Cents. */
  price: number;
  /** Pre-installed and not removable: on every vehicle of the dealer. */
  mandatory: boolean;
}

/** The add-ons the deal was priced with (chosen and mandatory), by name, option and price. */
function sharedItems(
  catalogue: SelectionCatalogue,
  request: PricingRequest | null,
  language: string,
): SharedItem[] {
  if (!request) return [];
  const items: SharedItem[] = [];
  for (const a of request.accessories ?? []) {
    const row = catalogue.accessories.find((x) => String(x.id) === a.id);
    if (!row) continue;
    items.push({
      type: 'accessory',
      name: a.name,
      option: null,
      price:
        a.install && a.priceIncludingInstallationCents !== undefined
          ? a.priceIncludingInstallationCents
          : a.priceCents,
      mandatory: row.preInstalled && !row.isRemovable,
    });
  }
  for (const p of request.protectionPlans ?? []) {
    const entry = catalogue.plans.find((x) => x.prices.some((price) => String(price.id) === p.id));
    const price = entry?.prices.find((x) => String(x.id) === p.id);
    if (!entry || !price) continue;
    items.push({
      type: 'protection_plan',
      name: p.name,
      option: localized(price.title, language) || null,
      price: p.priceCents,
      mandatory: entry.plan.preInstalled,
    });
  }
  return items;
}

/** GET /api/customer/shared-order/{token}/ : the deal read-only, for anyone holding the link. */
export function sharedOrderRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;
  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const m = /^(\d{1,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
    if (!m) throw notFoundError('This link is not valid.');
    const dealer = c.get('dealer');
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, Number(m[1])), eq(orders.dealerId, dealer.id), eq(orders.isArchived, false)))
      .limit(1);
    if (!order || !verifyShareToken(deps.secret, order, token))
      throw notFoundError('This link is not valid.');
    const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, order.vehicleId)).limit(1);
    if (!vehicle) throw notFoundError('This link is not valid.');
    const language = resolveLanguage(c, dealer);
    const catalogue = await loadSelectionCatalogue({ db, dealer });
    const payment = await loadPaymentSettings(db, dealer.id);
    let paymentDetails: PaymentDetails | null = null;
    let items: SharedItem[] = [];
    if (payment) {
      const priced = priceSelection(
        { db, dealer, payment, vehicle, language, now: deps.now() },
        catalogue,
        orderSelection(order),
        c.get('log'),
      );
      if (priced.ok) {
        paymentDetails = { ...priced.details, postal_code: null };
        items = sharedItems(catalogue, priced.request, language);
      }
    }
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.json({
      read_only: true,
      dealer: { code: dealer.code, name: dealer.name, phone: dealer.phone },
      order: serializeOrder(order, vehicle, dealer, {
        origin: requestOrigin(c),
        linkOrigin: linkOrigin(deps.config),
        language,
        secret: deps.secret,
        catalogue,
        shared: true,
      }),
      payment_details: paymentDetails,
      items,
      disclaimer: localized(
        {
          en: 'Prices may change; contact the dealership to confirm.',
          fr: 'Les prix peuvent changer; communiquez avec le concessionnaire pour les confirmer.',
        },
        language,
      ),
    });
  });
  return app;
}
