import { createHash } from 'node:crypto';
import { configurationCreatedSchema, configurationPublicSchema } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessories, auditLog, configurations, protectionPrices } from '../../src/db/schema.ts';
import { type Client, client, obj } from '../helpers.ts';
import { customer, dealerFixture, dealerId, newCar, pickVehicles, staffClient } from './helpers.ts';

// A salesperson's configuration opens as the shopper's deal (issue 18, spec 2 §4 chain items 4 and 9).

const ORIGIN = 'https://shop.maplemotors.example.ca';
const fixture = dealerFixture({ config: { publicOrigin: ORIGIN } });
const car = fixture.car;
let manager: Client;
beforeAll(async () => {
  manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
});

async function catalogue() {
  const dealer = await dealerId(fixture.ctx, 'maple_motors');
  const accessory = (
    await fixture.ctx.database.db.select().from(accessories).where(eq(accessories.dealerId, dealer))
  )[1];
  const price = (
    await fixture.ctx.database.db.select().from(protectionPrices).where(eq(protectionPrices.dealerId, dealer))
  ).find((p) => p.paymentType === null);
  if (!accessory || !price) throw new Error('catalogue');
  return { accessory, price };
}

async function make(body: Record<string, unknown>, as: Client = manager) {
  return as.post('/api/dealer/configurations/', body, { headers: { Host: 'evil.example.com' } });
}

describe('a salesperson makes a configuration for a shopper', () => {
  it('answers its id, its token once and the shopper’s link on the dealer’s public origin; keeps only the hash; audited', async () => {
    const { accessory, price } = await catalogue();
    const res = await make({
      vehicle: car(0).id,
      accessories: [{ sku: 'ACC-MATS-AW' }, { id: accessory.id }],
      protection_ids: [price.id],
      payment_type: 'lease',
      language: 'fr',
    });
    expect(res.status, res.text).toBe(201);
    const created = configurationCreatedSchema.parse(res.body);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(created.link).toBe(
      `${ORIGIN}/maple_motors/fr/conf/${car(0).id}/?configurationId=${created.id}#token=${created.token}`,
    );
    const [row] = await fixture.ctx.database.db
      .select()
      .from(configurations)
      .where(eq(configurations.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row?.data)).not.toContain(created.token);
    expect(row?.orderId).toBeNull();
    expect(row?.data).toMatchObject({
      salesperson_email: 'manager@maplemotors.example.ca',
      order_configuration: {
        accessories: [{ sku: 'ACC-MATS-AW' }, { sku: accessory.sku }],
        payment_data: { paymentType: 'lease' },
        protection_plans: [{ code: price.productCode, duration: price.duration, allowance: price.kmRange }],
      },
      vehicle_data: { vin: car(0).vin, year: car(0).year, make: car(0).make },
    });
    const audited = await fixture.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'configuration_created')));
    expect(audited.map((a) => a.details)).toContainEqual({ configuration: created.id, vehicle: car(0).id });
    expect(JSON.stringify(audited)).not.toContain(created.token);
  });

  it('refuses another dealer’s vehicle, an accessory or plan the dealer lacks; customers and visitors', async () => {
    const texas = (await pickVehicles(fixture.ctx, 'lone_star_motors', newCar))[0];
    expect(obj((await make({ vehicle: texas?.id ?? 0 })).body)).toHaveProperty('vehicle');
    const unknownSku = await make({ vehicle: car(0).id, accessories: [{ sku: 'NO-SUCH-SKU' }] });
    expect(unknownSku.status).toBe(400);
    expect(obj(unknownSku.body)).toHaveProperty('accessories');
    const unknownPlan = await make({ vehicle: car(0).id, protection_ids: [2_000_000_000] });
    expect(unknownPlan.status).toBe(400);
    expect(obj(unknownPlan.body)).toHaveProperty('protection_ids');
    const shopper = await customer(fixture.ctx, 'maple_motors');
    expect((await make({ vehicle: car(0).id }, shopper)).status).toBe(403);
    expect((await make({ vehicle: car(0).id }, client(fixture.ctx, { dealer: 'maple_motors' }))).status).toBe(
      401,
    );
  });
});

describe('the shopper reads and links it', () => {
  it('without the token: the vehicle and the choices with their catalogue ids, no e-mail nor order; with it: everything', async () => {
    const { accessory, price } = await catalogue();
    const created = configurationCreatedSchema.parse(
      (
        await make({
          vehicle: car(1).id,
          accessories: [{ id: accessory.id }],
          protection_ids: [price.id],
          payment_type: 'cash',
        })
      ).body,
    );
    const path = `/api/customer/v1/configurations/${created.id}/`;
    const anon = client(fixture.ctx, { dealer: 'maple_motors' });
    const open = await anon.get(path);
    expect(open.status, open.text).toBe(200);
    expect(configurationPublicSchema.strict().parse(open.body)).toEqual({
      id: created.id,
      vehicle: car(1).id,
      order_configuration: {
        accessories: [{ sku: accessory.sku, id: accessory.id }],
        protection_plans: [
          { code: price.productCode, duration: price.duration, allowance: price.kmRange, id: price.id },
        ],
        payment_data: { paymentType: 'cash' },
      },
    });
    expect(open.text).not.toContain('maplemotors.example.ca');
    const full = await anon.get(path, { Authorization: `Token ${created.token}` });
    expect(obj(full.body)).toMatchObject({
      salesperson_email: 'manager@maplemotors.example.ca',
      order_id: null,
    });
    expect((await anon.get(path, { Authorization: 'Token cfg_wrongwrongwrongwrongwrong' })).status).toBe(404);
    expect((await client(fixture.ctx, { dealer: 'riviere_auto' }).get(path)).status).toBe(404);
  });

  it('the token links the shopper’s own order (the order names the configuration, its version stays), not another’s', async () => {
    const created = configurationCreatedSchema.parse((await make({ vehicle: car(0).id })).body);
    const path = `/api/customer/v1/configurations/${created.id}/`;
    const auth = { headers: { Authorization: `Token ${created.token}` } };
    const someone = await customer(fixture.ctx, 'maple_motors');
    const theirs = obj((await someone.post('/api/customer/order/', { vehicle: car(0).id })).body);
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car(0).id })).body);
    const refused = await shopper.patch(path, { order_id: Number(theirs.id) }, auth);
    expect(refused.status).toBe(400);
    expect(obj(refused.body)).toHaveProperty('order_id');
    const etag = (await shopper.get(`/api/customer/order/${order.id}/`)).headers.get('etag') ?? '';
    const linked = await shopper.patch(path, { order_id: Number(order.id) }, auth);
    expect(linked.status, linked.text).toBe(200);
    expect(obj(linked.body).order_id).toBe(order.id);
    // The shopper's choices are untouched, so is the version: their tab's next write is no conflict.
    const next = await shopper.patch(
      `/api/customer/order/${order.id}/`,
      { payment_type: 'cash' },
      { headers: { 'If-Match': etag } },
    );
    expect(next.status, next.text).toBe(200);
    expect(obj((await shopper.get(`/api/customer/order/${order.id}/`)).body).configuration_id).toBe(
      created.id,
    );
    expect(obj((await someone.get(`/api/customer/order/${theirs.id}/`)).body).configuration_id).toBeNull();
  });
});
