/**
 * Orders (spec 2 §3, §4 and §7): create and update with whitelisted fields, list, get, archive,
 * postal code check, order link e-mail, read-only share link, trade-in offer answers, incentives on
 * the order (payment system PC) and optimistic concurrency (ETag / If-Match, 412 on conflict). The
 * handlers are in handlers.ts; the shared deal (read-only link) is below.
 */
import type { PricingRequest } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { orders, vehicles } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { notFoundError } from '../../http/helpers.ts';
import { linkOrigin, requestOrigin } from '../../http/origin.ts';
import { loadPaymentSettings, localized } from '../add-ons/catalogue.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import {
  loadSelectionCatalogue,
  type PaymentDetails,
  priceSelection,
  type SelectionCatalogue,
} from '../pricing/service.ts';
import {
  answerOffer,
  archiveOrder,
  checkOrderPostalCode,
  createOrder,
  getOrder,
  listOrders,
  sendOrderLink,
  shareOrder,
  unshareOrder,
  updateOrder,
  updateOrderIncentives,
} from './handlers.ts';
import { orderSelection, serializeOrder } from './serializers.ts';
import { verifyShareToken } from './share.ts';

/** /api/customer/order */
export function orderRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/', createOrder(deps));
  app.get('/', listOrders(deps));
  app.post('/check_postal_code', checkOrderPostalCode(deps));
  app.get('/:id', getOrder(deps));
  app.put('/:id', updateOrder(deps));
  app.patch('/:id', updateOrder(deps));
  app.delete('/:id', archiveOrder(deps));
  app.post('/:id/share', shareOrder(deps));
  app.delete('/:id/share', unshareOrder(deps));
  app.post('/:id/send_order_link', sendOrderLink(deps));
  app.post('/:id/accept_current_offer', answerOffer('accept')(deps));
  app.post('/:id/decline_current_offer', answerOffer('decline')(deps));
  app.put('/:id/incentives', updateOrderIncentives(deps));
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
          fr: 'Les prix peuvent changer\u202f; communiquez avec le concessionnaire pour les confirmer.',
        },
        language,
      ),
    });
  });
  return app;
}
