import { provinceSchema } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, feedbackAnswers, leadOutbox } from '../src/db/schema.ts';
import { type Client, client, createTestContext, list, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let seq = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function customer(dealer = 'maple_motors'): Promise<{ c: Client; id: number }> {
  seq += 1;
  const c = client(ctx, { dealer, ip: `10.20.${seq}.1` });
  const res = await c.post('/api/customer/user/register/', {
    email: `calls${seq}@example.com`,
    first_name: 'Robin',
    last_name: 'Lee',
    phone: '512-555-0188',
    consents: { dealer_data_collection: true },
  });
  expect(res.status, res.text).toBe(201);
  return { c, id: Number(obj(res.body).id) };
}

describe('settings and static data', () => {
  it('GET /settings/ answers app settings with nothing loaded from other hosts', async () => {
    const res = await client(ctx).get('/settings/?include_moto_dealer_ga=false');
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({ pixel_url: null, error_reporting_key: null });
  });

  it('lists 13 provinces and territories in Canada, and 50 states, DC and territories in the USA', async () => {
    const ca = list((await client(ctx).get('/api/customer/static_data/province/')).body);
    expect(ca).toHaveLength(13);
    const us = list(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/customer/static_data/province/')).body,
    );
    expect(us.length).toBe(56);
    expect(us.map((p) => p.code)).toContain('DC');
    for (const p of [...ca, ...us]) expect(provinceSchema.safeParse(p).success).toBe(true);
    const fr = list(
      (await client(ctx, { dealer: 'riviere_auto' }).get('/api/customer/static_data/province/')).body,
    );
    expect(fr.find((p) => p.code === 'QC')?.province_name).toBe('Québec');
  });

  it('static-data lists the makes of this dealer only, payment-settings its money settings', async () => {
    const data = obj(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/customer/dealership/static-data/')).body,
    );
    expect((data.makes as string[]).length).toBeGreaterThan(3);
    expect(data.length_unit).toBe('mi');
    const pay = obj((await client(ctx).get('/api/customer/dealership/payment-settings/')).body);
    expect(pay).toMatchObject({ currency: 'CAD', deposit: true, deposit_amount: 50000 });
  });

  it('map answers the dealership position and a distance', async () => {
    const res = await client(ctx).post('/api/customer/dealership/map/', { latitude: 43.7, longitude: -79.4 });
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({ name: 'Maple Motors', distance_unit: 'km' });
    expect(Number(obj(res.body).distance)).toBeLessThan(10);
    expect((await client(ctx).post('/api/customer/dealership/map/', { latitude: 'north' })).status).toBe(400);
  });
});

describe('feedback, questions and notes', () => {
  it('stores exit feedback; feedback text is required when the reason is other', async () => {
    const c = client(ctx, { dealer: 'riviere_auto' });
    const ok = await c.post('/api/customer/bounce-recovery/', {
      found_what_was_looking_for: true,
      why_not: null,
      rating: 5,
      feedback: '',
    });
    expect(ok.status).toBe(201);
    const missing = await c.post('/api/customer/bounce-recovery/', {
      found_what_was_looking_for: false,
      why_not: 4,
      rating: null,
      feedback: '',
    });
    expect(missing.status).toBe(400);
    expect(obj(missing.body)).toHaveProperty('feedback');
    const rows = await ctx.database.db.select().from(feedbackAnswers);
    expect(rows).toHaveLength(1);
    const extra = await c.post('/api/customer/bounce-recovery/', {
      found_what_was_looking_for: true,
      rating: 9,
      x: 1,
    });
    expect(Object.keys(obj(extra.body))).toEqual(expect.arrayContaining(['rating', 'x']));
  });

  it("accepts a question about this dealer's vehicle and refuses another dealer's vehicle", async () => {
    const mine = list((await client(ctx).get('/api/customer/inventory/simple/?page_size=1')).body)[0];
    const theirs = list(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/customer/inventory/simple/?page_size=1'))
        .body,
    )[0];
    const c = client(ctx);
    expect(
      (
        await c.post('/api/customer/customer-question/', {
          email: 'q@example.com',
          message: 'Is it available?',
          vehicle: mine?.id,
        })
      ).status,
    ).toBe(201);
    const cross = await c.post('/api/customer/customer-question/', {
      email: 'q@example.com',
      message: 'Hi',
      vehicle: theirs?.id,
    });
    expect(cross.status).toBe(400);
    expect(obj(cross.body)).toHaveProperty('vehicle');
  });

  it('a question, an availability check and an ePrice request each reach a dealer lead (ADF) and send the shopper an acknowledgement', async () => {
    const vehicle = list((await client(ctx).get('/api/customer/inventory/simple/?page_size=1')).body)[0];
    const c = client(ctx, { ip: '10.99.0.1' });
    for (const kind of ['question', 'availability', 'eprice'] as const) {
      const email = `lead.${kind}@example.com`;
      const res = await c.post('/api/customer/customer-question/', {
        kind,
        email,
        name: 'Pat Morgan',
        phone: '416-555-0101',
        message: `About the ${kind}`,
        vehicle: vehicle?.id,
      });
      expect(res.status, res.text).toBe(201);
      const leads = (
        await ctx.database.db
          .select()
          .from(leadOutbox)
          .where(eq(leadOutbox.kind, `customer_question_${kind}`))
      ).filter((lead) => lead.adfXml.includes(email));
      expect(leads).toHaveLength(1);
      expect(leads[0]?.adfXml).toContain(`<email>${email}</email>`);
      expect(leads[0]?.adfXml).toContain(`<stock>${String(vehicle?.stock_number)}</stock>`);
      expect(leads[0]?.adfXml).toContain(`About the ${kind}`);
      const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('question_received');
      expect(mails[0]?.textBody).toContain('Maple Motors');
    }
    // The acknowledgement is limited per address: asking again and again sends no more than a few.
    for (let i = 0; i < 8; i += 1)
      await client(ctx, { ip: `10.99.1.${i}` }).post('/api/customer/customer-question/', {
        email: 'lead.many@example.com',
        message: `Again ${i}`,
      });
    const many = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'lead.many@example.com'));
    expect(many.length).toBeLessThanOrEqual(3);
  });

  it('a French acknowledgement names the vehicle as the console’s reply does, with French spacing', async () => {
    const [vehicle] = list((await client(ctx).get('/api/customer/inventory/simple/?page_size=1')).body);
    const email = 'lead.fr@example.com';
    const res = await client(ctx, { ip: '10.99.2.1' }).post(
      '/api/customer/customer-question/',
      {
        email,
        name: 'Pat Morgan',
        phone: '416-555-0101',
        message: 'Est-il disponible?',
        vehicle: vehicle?.id,
      },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(res.status, res.text).toBe(201);
    const [mail] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    // "au sujet du véhicule Honda CR-V LX 2026": the model before the year, as in the reply's e-mail.
    expect(mail?.textBody).toMatch(
      /a bien reçu votre question au sujet du véhicule \D+ \d{4} et vous répondra/,
    );
    expect(mail?.textBody).toContain('Votre message\u00a0:');
  });

  it('adds a note and saves a client id', async () => {
    const c = client(ctx);
    expect(
      (await c.post('/api/customer/user/add_note/', { email: 'n@example.com', message: 'Call me after 5' }))
        .status,
    ).toBe(201);
    expect((await c.post('/api/customer/user/add_note/', { email: 'n@example.com' })).status).toBe(400);
    expect(
      obj((await c.post('/api/customer/user/save_client_id/', { client_id: 'GA1.2.3' })).body).saved,
    ).toBe(false);
    const { c: signed } = await customer();
    expect(
      obj((await signed.post('/api/customer/user/save_client_id/', { client_id: 'GA1.2.3' })).body).saved,
    ).toBe(true);
  });

  it('validates input with the dealer rules', async () => {
    const c = client(ctx, { dealer: 'lone_star_motors' });
    expect(
      (await c.post('/api/customer/user/validate_input/', { postal_code: '78704', phone: '512-555-0100' }))
        .status,
    ).toBe(200);
    const bad = await c.post('/api/customer/user/validate_input/', { postal_code: 'M5V 2T6', email: 'x' });
    expect(Object.keys(obj(bad.body)).sort()).toEqual(['email', 'postal_code']);
  });

  it('logs CRM events for signed-in customers only', async () => {
    expect((await client(ctx).post('/api/customer/user/log_crm_event/', { event: 'vdp_view' })).status).toBe(
      401,
    );
    const { c } = await customer();
    expect((await c.post('/api/customer/user/log_crm_event/', { event: 'vdp_view' })).status).toBe(201);
  });
});

describe('consents and unsubscribe', () => {
  it('lists dealer consents; saving needs a user and every required consent', async () => {
    const defs = list((await client(ctx).get('/api/customer/consents/')).body);
    expect(defs.map((d) => d.key).sort()).toEqual(['dealer_data_collection', 'dealer_marketing']);
    const anon = await client(ctx).post('/api/customer/consents/', {
      consent_values: { dealer_marketing: true },
    });
    expect(anon.status).toBe(401);
    expect(obj(anon.body).detail).toBe('User not logged in');
    const { c, id } = await customer();
    const missing = await c.post(`/api/customer/user/${id}/save_consents/`, {
      consent_values: { dealer_marketing: true },
    });
    expect(missing.status).toBe(400);
    // The catalogue's consent-required message (field_required) as text, not the message id.
    expect(obj(missing.body)['consent_values.dealer_data_collection']).toEqual(['This field is required.']);
    const ok = await c.post(`/api/customer/user/${id}/save_consents/`, {
      consent_values: { dealer_marketing: false, dealer_data_collection: true },
    });
    expect(ok.status).toBe(200);
    const mine = obj((await c.get('/api/customer/consents/?get_user=true')).body);
    expect(mine.consent_values).toEqual({ dealer_marketing: false, dealer_data_collection: true });
  });

  it("unsubscribes the customer, and nobody else's account", async () => {
    const { c, id } = await customer();
    const { id: other } = await customer();
    expect((await c.post(`/api/customer/user/${other}/unsubscribe/`)).status).toBe(403);
    const res = await c.post(`/api/customer/user/${id}/unsubscribe/`);
    expect(obj(res.body).is_unsubscribed).toBe(true);
  });
});

describe('leads', () => {
  it('stores an ADF/XML 1.0 lead when the dealer has CRM enabled', async () => {
    const { c, id } = await customer();
    const vehicle = list((await c.get('/api/customer/inventory/simple/?page_size=1')).body)[0];
    const res = await c.post(`/api/customer/user/${id}/send_customer_lead/`, {
      vehicle: vehicle?.id,
      path: '/maple_motors/en/welcome/1/',
      source: 'contact',
      customer_message: 'Is this <one> still available?',
      lead_trigger: 'contact_button',
      active_payment_details: { subtotal: 3200000, display_total_price: 3450000 },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.id, Number(obj(res.body).lead_id)));
    expect(row?.adfXml).toContain('<?adf version="1.0"?>');
    expect(row?.adfXml).toContain(`<vin>${vehicle?.vin}</vin>`);
    expect(row?.adfXml).toContain('Is this &lt;one&gt; still available?');
    const finance = await c.post(`/api/customer/user/${id}/send_finance_lead/`, {
      event: 'credit_app_started',
    });
    expect(finance.status).toBe(201);
  });

  it('sends nothing when the dealer has no CRM, and refuses other customers', async () => {
    const { c, id } = await customer('riviere_auto');
    const res = await c.post(`/api/customer/user/${id}/send_appointment_lead/`, {});
    expect(obj(res.body).status).toBe('skipped');
    expect((await c.post(`/api/customer/user/${id + 1000}/send_customer_lead/`, {})).status).toBe(403);
    expect((await client(ctx).post(`/api/customer/user/${id}/send_customer_lead/`, {})).status).toBe(401);
  });
});
