/**
 * The wire contract: each answer the storefront reads, as this server really sends it, parses with the
 * domain's schema whose inferred type the storefront imports (`packages/domain/src/schemas/`). A
 * change to a serializer that breaks the storefront's reading of an answer fails here.
 */
import {
  accessorySchema,
  appointmentAnswerSchema,
  appointmentSchema,
  appointmentSlotsSchema,
  blackBookTradeInAnswerSchema,
  configurationCreatedSchema,
  configurationPublicSchema,
  configurationSchema,
  customerQuestionBodySchema,
  dealerConsentsSchema,
  dealerSchema,
  depositAttemptSchema,
  depositDetailsSchema,
  depositPaidSchema,
  embeddingAnswerSchema,
  incentiveSchema,
  inventoryFacetsSchema,
  languageSettingSchema,
  listSchema,
  orderListSchema,
  orderSchema,
  orderShareAnswerSchema,
  orderStepsSchema,
  orderUpdateBodySchema,
  paymentChoicesSchema,
  paymentDetailsSchema,
  paymentTypeSettingsSchema,
  postalCodeCheckAnswerSchema,
  postalCodeProvinceAnswerSchema,
  pricingBodySchema,
  protectionChangesSchema,
  protectionPlanSchema,
  provinceListSchema,
  reentryResponseSchema,
  STOCK_STATUSES,
  sharedDealSchema,
  shopperTestDriveAnswerSchema,
  shopperTestDriveSchema,
  shopperTestDrivesSchema,
  testDriveBookingResponseSchema,
  tradeInCheckImagesAnswerSchema,
  tradeInQuestionSchema,
  tradeInValuationAnswerSchema,
  userSchema,
  vehiclePageSchema,
  vehicleSchema,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookTestDrive,
  customer,
  depositBody,
  newCar,
  pickVehicles,
  put,
  sandboxToken,
} from './deal/helpers.ts';
import { client, createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The answer's body after a 2xx, parsed with the schema (the failure names the fields refused). */
function wire<T extends z.ZodType>(
  schema: T,
  res: { status: number; body: unknown; text?: string },
): z.output<T> {
  expect(res.status, String(res.text).slice(0, 500)).toBeLessThan(300);
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues ?? [], JSON.stringify(parsed.error?.issues)).toEqual([]);
  return parsed.data as z.output<T>;
}

const DEALERS = ['maple_motors', 'lone_star_motors'] as const;
const STOCK = STOCK_STATUSES.map(encodeURIComponent).join(',');

describe.each(DEALERS)('the answers of %s parse with the domain schemas', (dealer) => {
  it('vehicle list (every stock status, a page of 100), vehicle page by id and uid, facets', async () => {
    const c = client(ctx, { dealer });
    const page = wire(
      vehiclePageSchema,
      await c.get(`/api/customer/inventory/simple/?page_size=100&stock_status=${STOCK}`),
    );
    expect(page.results.length).toBeGreaterThan(20);
    const first = page.results[0];
    if (!first) throw new Error('no vehicle');
    wire(vehicleSchema, await c.get(`/api/customer/inventory/${first.id}/`));
    wire(vehicleSchema, await c.get(`/api/customer/inventory/by_uid/?uid=${first.uid}`));
    wire(inventoryFacetsSchema, await c.get('/api/customer/inventory/facets/?condition=new'));
  });

  it('home dealership', async () => {
    wire(dealerSchema, await client(ctx, { dealer }).get('/api/customer/dealership/home-dealership/'));
  });

  it('current_user (a signed-in shopper), the re-entry code, the language, the provinces', async () => {
    const shopper = await customer(ctx, dealer);
    wire(userSchema, await shopper.get('/api/customer/user/current_user/'));
    wire(
      reentryResponseSchema,
      await client(ctx, { dealer }).post('/api/customer/user/send_reentry_code/', { email: shopper.email }),
    );
    wire(languageSettingSchema, await shopper.get('/i18n/'));
    wire(languageSettingSchema, await shopper.post('/i18n/', { language: 'en' }));
    wire(provinceListSchema, await shopper.get('/api/customer/static_data/province/'));
    wire(dealerConsentsSchema, await shopper.get('/api/customer/consents/'));
  });

  it('orders: create, read, list, write, steps, share; trade-in questions; a question to the dealership', async () => {
    const shopper = await customer(ctx, dealer);
    const [car] = await pickVehicles(ctx, dealer, newCar);
    if (!car) throw new Error('no vehicle');
    const order = wire(orderSchema, await shopper.post('/api/customer/order/', { vehicle: car.id }));
    wire(orderSchema, await shopper.get(`/api/customer/order/${order.id}/`));
    const patch = orderUpdateBodySchema.parse({ payment_type: 'finance', term: 60 });
    wire(orderSchema, await shopper.patch(`/api/customer/order/${order.id}/`, patch));
    const list = wire(orderListSchema, await shopper.get('/api/customer/order/'));
    expect(list.results.map((o) => o.id)).toContain(order.id);
    wire(orderStepsSchema, await shopper.get(`/api/customer/order-steps/?order=${order.id}`));
    wire(orderStepsSchema, await client(ctx, { dealer }).get(`/api/customer/order-steps/?vehicle=${car.id}`));
    wire(orderShareAnswerSchema, await shopper.post(`/api/customer/order/${order.id}/share/`));
    wire(listSchema(tradeInQuestionSchema), await shopper.get('/api/customer/tradein-questions/'));
    const consents = wire(dealerConsentsSchema, await shopper.get('/api/customer/consents/'));
    const question = customerQuestionBodySchema.parse({
      email: shopper.email,
      message: 'Is it still available?',
      vehicle: car.id,
      kind: 'availability',
      // the dealer's contact consents, the required ones ticked (as the question form sends them)
      consents: Object.fromEntries(
        (consents.contact ?? []).map((c) => [c.key, c.enabled === 'REQUIRED_CONSENT']),
      ),
    });
    const asked = await shopper.post('/api/customer/customer-question/', question);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    wire(
      postalCodeCheckAnswerSchema,
      await shopper.post('/api/customer/order/check_postal_code/', {
        postal_code: dealer === 'lone_star_motors' ? '78704' : 'M5V 2T6',
      }),
    );
    wire(
      postalCodeProvinceAnswerSchema,
      await shopper.get(
        `/api/customer/credit-application/${order.id}/postal_code_province/?postal_code=${dealer === 'lone_star_motors' ? '78704' : 'M5V%202T6'}`,
      ),
    );
    wire(embeddingAnswerSchema, await shopper.get('/api/customer/embedding/'));
  });

  it('build and price: payment choices and settings, add-ons, incentives, pricing, protection changes, the shared deal', async () => {
    const shopper = await customer(ctx, dealer);
    const [car] = await pickVehicles(ctx, dealer, newCar);
    if (!car) throw new Error('no vehicle');
    for (const type of ['cash', 'finance', 'lease'] as const)
      wire(
        paymentChoicesSchema,
        await shopper.get(`/api/customer/payment-type/${type}/choices/?vehicle=${car.id}`),
      );
    wire(paymentTypeSettingsSchema, await shopper.get('/api/customer/payment-type/settings/'));
    const accessories = wire(
      listSchema(accessorySchema),
      await shopper.get(`/api/aftermarket/accessory/?vehicle=${car.id}&active=true&page=1&page_size=100`),
    );
    const plans = wire(
      listSchema(protectionPlanSchema),
      await shopper.get(
        `/api/aftermarket/protection-plan/?vehicle=${car.id}&payment_type=finance&page=1&page_size=100`,
      ),
    );
    wire(
      listSchema(incentiveSchema),
      await shopper.get(`/api/customer/incentives/?vehicle=${car.id}&financing=finance`),
    );
    const body = pricingBodySchema.parse({
      vehicle: car.id,
      accessories: accessories.results.slice(0, 1).map((a) => a.id),
      install_accessories_ids: [],
      protections: [],
      incentives: [],
      options_code_list: [],
      options_price: 0,
      include_tax: true,
    });
    for (const type of ['cash', 'finance', 'lease'] as const)
      wire(paymentDetailsSchema, await shopper.post(`/api/customer/payment-type/${type}/pricing/`, body));
    const changes = wire(
      protectionChangesSchema,
      await shopper.post('/api/customer/payment-type/finance/protection-changes/', body),
    );
    const offered = new Set(plans.results.flatMap((p) => p.prices.map((x) => x.id)));
    for (const change of changes.changes) expect(offered.has(change.price)).toBe(true);
    const order = wire(orderSchema, await shopper.post('/api/customer/order/', { vehicle: car.id }));
    const share = wire(orderShareAnswerSchema, await shopper.post(`/api/customer/order/${order.id}/share/`));
    const token = String(share.tokenized_url).split('/').filter(Boolean).at(-1);
    wire(sharedDealSchema, await client(ctx, { dealer }).get(`/api/customer/shared-order/${token}/`));
  });

  it('a salesperson’s configuration: made by staff, read by the shopper without and with its token', async () => {
    const [car] = await pickVehicles(ctx, dealer, newCar);
    if (!car) throw new Error('no vehicle');
    const staff = client(ctx, { dealer });
    const email =
      dealer === 'maple_motors' ? 'manager@maplemotors.example.ca' : 'rep@lonestarmotors.example.com';
    expect((await staff.post('/api/dealer/auth/login/', { email, password: 'demo-staff-2026' })).status).toBe(
      200,
    );
    const created = wire(
      configurationCreatedSchema,
      await staff.post('/api/dealer/configurations/', {
        vehicle: car.id,
        accessories: [{ sku: 'ACC-MATS-AW' }],
        payment_type: 'lease',
      }),
    );
    const path = `/api/customer/v1/configurations/${created.id}/`;
    wire(configurationPublicSchema, await client(ctx, { dealer }).get(path));
    wire(
      configurationSchema,
      await client(ctx, { dealer }).get(path, { Authorization: `Token ${created.token}` }),
    );
  });
});

describe('the answers of the deal flows parse with the domain schemas (Maple Motors)', () => {
  it('deposit: details, a hold, what is paid', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const cars = await pickVehicles(ctx, 'maple_motors', (v) => newCar(v) && v.id % 2 === 0);
    const car = cars.at(-1);
    if (!car) throw new Error('no vehicle');
    const order = wire(orderSchema, await shopper.post('/api/customer/order/', { vehicle: car.id }));
    wire(depositDetailsSchema, await shopper.get('/api/customer/customdeposit-details/'));
    const token = sandboxToken('4242 4242 4242 4242', 'contractnonce1');
    const held = wire(
      depositAttemptSchema,
      await shopper.post(
        '/api/customer/deposit/charge_deposit/',
        depositBody(order.id, token, `contract-${'k'.repeat(16)}`),
      ),
    );
    expect(held.card).toMatchObject({ last4: '4242' });
    wire(depositDetailsSchema, await shopper.get(`/api/customer/customdeposit-details/?order=${order.id}`));
    const paid = wire(
      depositPaidSchema,
      await shopper.get(`/api/customer/deposit/${order.id}/deposit_amount_paid/`),
    );
    expect(paid.deposit?.id).toBe(held.id);
  });

  it("appointment: slots, a booking, the order's booking, a move, a cancellation", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const cars = await pickVehicles(ctx, 'maple_motors', (v) => newCar(v) && v.id % 2 === 1);
    const car = cars.at(-1);
    if (!car) throw new Error('no vehicle');
    const order = wire(orderSchema, await shopper.post('/api/customer/order/', { vehicle: car.id }));
    const slots = wire(appointmentSlotsSchema, await shopper.get('/api/customer/appointment/slots/'));
    const [first, second] = slots.days.flatMap((d) => d.slots);
    if (!first || !second) throw new Error('no free slot');
    const booked = wire(
      appointmentSchema,
      await shopper.post('/api/customer/appointment/', {
        order: order.id,
        start: first.start,
        location: 'AtDealer',
      }),
    );
    wire(appointmentAnswerSchema, await shopper.get(`/api/customer/appointment/?order=${order.id}`));
    wire(
      appointmentSchema,
      await put(shopper, `/api/customer/appointment/${booked.id}/`, {
        start: second.start,
        location: 'AtDealer',
      }),
    );
    wire(appointmentSchema, await shopper.request('DELETE', `/api/customer/appointment/${booked.id}/`));
  });

  it("trade-in: the valuation, the order's trade-in saved, read and listed", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const cars = await pickVehicles(ctx, 'maple_motors', (v) => newCar(v) && v.id % 3 === 0);
    const car = cars.at(-1);
    if (!car) throw new Error('no vehicle');
    const order = wire(orderSchema, await shopper.post('/api/customer/order/', { vehicle: car.id }));
    const vid = `demo-${ctx.deps.now().getUTCFullYear() - 6}-honda-civic-ex`;
    wire(
      tradeInValuationAnswerSchema,
      await shopper.get(`/api/customer/cbb-vehicle/get_valuation/?vid=${vid}&odometer=90000`),
    );
    const saved = wire(
      blackBookTradeInAnswerSchema,
      await shopper.post('/api/customer/tradein/', { order: order.id, vid, odometer: 90000 }),
    );
    wire(blackBookTradeInAnswerSchema, await shopper.get(`/api/customer/tradein/${saved.id}/`));
    const list = wire(
      listSchema(blackBookTradeInAnswerSchema),
      await shopper.get(`/api/customer/tradein/?order=${order.id}`),
    );
    expect(list.results.map((t) => t.id)).toContain(saved.id);
    wire(
      tradeInCheckImagesAnswerSchema,
      await shopper.get(`/api/customer/tradein-answers/${saved.id}/check_images/`),
    );
  });

  it('test drive: the request for a model, every request, a cancellation', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await bookTestDrive(ctx, shopper);
    // the booking's own answer (its confirmation page) is checked with another model
    wire(
      testDriveBookingResponseSchema,
      await shopper.post('/api/test-drive/bookings/', {
        booking_option: 'AtDealer',
        model_year: 2026,
        model_code: 'ACCORD',
        model_name: 'Accord',
        dealer_code: 'maple_motors',
        province: 'ON',
        first_name: 'Dana',
        last_name: 'Lopez',
        phone: '416-555-0142',
        language: 'en',
      }),
    );
    const answer = wire(
      shopperTestDriveAnswerSchema,
      await shopper.get('/api/customer/test-drive/?model_year=2026&model_code=CIVIC'),
    );
    expect(answer.test_drive?.id).toBe(id);
    wire(shopperTestDrivesSchema, await shopper.get('/api/customer/test-drive/'));
    wire(shopperTestDriveSchema, await shopper.post(`/api/customer/test-drive/${id}/cancel/`));
  });
});
