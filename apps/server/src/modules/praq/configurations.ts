/**
 * A salesperson's configuration (spec 2 §3 "Configuration", §4 chain items 4 and 9): the dealer's staff
 * make one from a vehicle and their choices (`POST /api/dealer/configurations/`) and send the shopper
 * its link; the shopper's vehicle page reads the choices without the token (`publicConfigurationView`)
 * and applies them to a deal that has no order yet; the token (kept by the page from the link's
 * fragment) links the shopper's order to it (`PATCH /api/customer/v1/configurations/{id}/`, ./routes.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type ConfigurationCreated,
  type ConfigurationPublic,
  configurationCreateBodySchema,
  type PaymentType,
} from '@storefront/domain';
import { Hono } from 'hono';
import { configurations, type configurations as configurationTable } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { storefrontLink } from '../../http/origin.ts';
import { audit } from '../../services/audit.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { loadSelectionCatalogue, type SelectionCatalogue } from '../pricing/service.ts';
import { configurationVehicleData } from './configuration-data.ts';

export { configurationCreateBodySchema };

/** What is kept of a configuration's token: its SHA-256 (the token itself is given once). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type ConfigurationRow = typeof configurationTable.$inferSelect;
interface StoredChoices {
  accessories?: { sku: string }[];
  protection_plans?: { code: string; duration: number; allowance: number | null }[];
  payment_data?: { paymentType: PaymentType };
}

function protectionPricesOf(catalogue: SelectionCatalogue) {
  return catalogue.plans.flatMap((p) => p.prices);
}

/**
 * The configuration as a shopper's page reads it without the token: its vehicle and its choices, each
 * with its id in the dealer's catalogue today (null when gone); no salesperson, no order.
 */
export function publicConfigurationView(
  row: ConfigurationRow,
  catalogue: SelectionCatalogue,
): ConfigurationPublic {
  const data = row.data as { vehicle_id?: unknown; order_configuration?: StoredChoices };
  const choices = data.order_configuration ?? {};
  const prices = protectionPricesOf(catalogue);
  const paymentType = choices.payment_data?.paymentType ?? null;
  return {
    id: row.id,
    vehicle: typeof data.vehicle_id === 'number' ? data.vehicle_id : null,
    order_configuration: {
      accessories: (choices.accessories ?? []).map(({ sku }) => ({
        sku,
        id: catalogue.accessories.find((a) => a.sku === sku)?.id ?? null,
      })),
      protection_plans: (choices.protection_plans ?? []).map(({ code, duration, allowance }) => {
        const matching = prices.filter(
          (p) => p.productCode === code && p.duration === duration && p.kmRange === (allowance ?? null),
        );
        const price = matching.find((p) => p.paymentType === paymentType) ?? matching[0];
        return { code, duration, allowance: allowance ?? null, id: price?.id ?? null };
      }),
      payment_data: paymentType ? { paymentType } : null,
    },
  };
}

/** Mounted at /api/dealer/configurations (permission: `STAFF_OPERATIONS`, applied before the route). */
export function dealerConfigurationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;
  app.post('/', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.get('dealer');
    const body = await readJson(c, configurationCreateBodySchema);
    const vehicle = await dealerVehicle(db, c, body.vehicle);
    const catalogue = await loadSelectionCatalogue({ db, dealer });
    const picked = (body.accessories ?? []).map((a) =>
      catalogue.accessories.find((row) => ('id' in a ? row.id === a.id : row.sku === a.sku)),
    );
    if (picked.some((a) => a === undefined))
      throw new HttpError(400, { accessories: ['No such accessory at this dealership.'] });
    const prices = protectionPricesOf(catalogue);
    const plans = (body.protection_ids ?? []).map((id) => prices.find((p) => p.id === id));
    if (plans.some((p) => p === undefined))
      throw new HttpError(400, { protection_ids: ['No such protection plan at this dealership.'] });
    const token = randomBytes(32).toString('base64url');
    const [row] = await db
      .insert(configurations)
      .values({
        dealerId: dealer.id,
        tokenHash: hashToken(token),
        data: {
          vehicle_id: vehicle.id,
          vehicle_data: configurationVehicleData(vehicle),
          order_configuration: {
            accessories: [...new Set(picked.map((a) => a?.sku ?? ''))].map((sku) => ({ sku })),
            incentives: [],
            ...(body.payment_type ? { payment_data: { paymentType: body.payment_type } } : {}),
            protection_plans: plans.map((p) => ({
              code: p?.productCode ?? '',
              duration: p?.duration ?? 0,
              allowance: p?.kmRange ?? null,
            })),
          },
          dealership_filter: { location: dealer.code },
          salesperson_email: auth.user.email,
        },
      })
      .returning();
    if (!row) throw new Error('configuration not inserted');
    await audit(deps, {
      dealerId: dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: null,
      action: 'configuration_created',
      ip: clientIp(c),
      details: { configuration: row.id, vehicle: vehicle.id },
    });
    const language = body.language ?? dealer.allowedLanguages[0] ?? 'en';
    // The token rides in the fragment: the browser never sends it in a URL, so no log holds it.
    const link = `${storefrontLink(deps.config, dealer.code, language, `conf/${vehicle.id}/`)}?configurationId=${row.id}#token=${token}`;
    const answer: ConfigurationCreated = { id: row.id, token, link };
    return c.json(answer, 201);
  });
  return app;
}
