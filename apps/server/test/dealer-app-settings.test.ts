import { dealerSchema, NO_LEAD_OEM_BRANDS } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { leadOutbox, users } from '../src/db/schema.ts';
import { DEMO_STAFF_PASSWORD } from '../src/seed/dealers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

/**
 * Settings from the database (issue 18): GET /settings/ answers the dealer's stored values, the
 * home dealership its seeded custom copy in the shape the storefront reads, and leads follow the
 * domain's shouldSendLead with its car-maker brand exception.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function patchSettings(code: string, patch: Record<string, unknown>) {
  await ctx.database.db.execute(
    sql`update dealers set settings = settings || ${JSON.stringify(patch)}::jsonb where code = ${code}`,
  );
  invalidateReadCaches(ctx.database.db, ['dealers']);
}

async function setOem(code: string, oem: string) {
  await ctx.database.db.execute(sql`update dealers set oem = ${oem} where code = ${code}`);
  invalidateReadCaches(ctx.database.db, ['dealers']);
}

describe('GET /settings/ answers the dealer stored values', () => {
  it('analytics ids, pixel address, keys, OEM tagging, marketplace and trade-in valuation are the dealer’s; another dealer keeps its own', async () => {
    await patchSettings('lone_star_motors', {
      dealer_ga_key: 'UA-1234567-1',
      dealer_ga4_keys: ['G-LONESTAR1'],
      pixel_url: 'https://pixel.lonestarmotors.example.com/p.gif',
      experiment_keys: ['exp-lone-star'],
      error_reporting_key: 'err-key-lone-star',
      oem_tagging: true,
      analytics_participation: false,
      analytics_consent: 'REQUIRED_CONSENT',
      marketplace: {
        enabled: true,
        url: 'https://cars.example.com/lone-star/',
        name: 'Cars Example',
        logo: 'https://cars.example.com/logo.svg',
        tbyb_enabled: true,
      },
      trade_in_valuation_url: 'https://valuation.example.com/widget/',
      trade_in_valuation_key: 'pk_lone_star',
    });
    const res = await client(ctx, { dealer: 'lone_star_motors' }).get('/settings/');
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({
      analytics_ids: ['UA-1234567-1'],
      ga4_ids: ['G-LONESTAR1'],
      pixel_url: 'https://pixel.lonestarmotors.example.com/p.gif',
      experiment_keys: ['exp-lone-star'],
      error_reporting_key: 'err-key-lone-star',
      oem_tagging: true,
      analytics: { participating: false, consent: 'REQUIRED_CONSENT' },
      marketplace: {
        enabled: true,
        tbyb_enabled: true,
        url: 'https://cars.example.com/lone-star/',
        name: 'Cars Example',
        logo: 'https://cars.example.com/logo.svg',
      },
      trade_in_valuation: {
        system: 'CBB',
        url: 'https://valuation.example.com/widget/',
        key: 'pk_lone_star',
      },
    });
    // The demo dealer stores none: nothing from another host, no marketplace.
    const maple = obj((await client(ctx, { dealer: 'maple_motors' }).get('/settings/')).body);
    expect(maple).toMatchObject({
      analytics_ids: [],
      pixel_url: null,
      experiment_keys: [],
      error_reporting_key: null,
      oem_tagging: false,
      analytics: { participating: true, consent: 'NO_CONSENT' },
      marketplace: { enabled: false, url: null },
      trade_in_valuation: { url: null, key: null },
    });
  });
});

describe('custom copy', () => {
  it('the home dealership answers the seeded copy keyed message id → language, as the domain reads it', async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get(
      '/api/customer/dealership/home-dealership/',
    );
    expect(res.status).toBe(200);
    const dealer = dealerSchema.parse(res.body);
    expect(dealer.custom_copy?.['inventory.title']).toEqual({
      en: 'Build your deal online at Maple Motors',
      fr: 'Préparez votre achat en ligne chez Maple Motors',
    });
  });
});

describe('the dealership’s address', () => {
  it('is written in the page’s language where the dealer gives it so (the header and the visit’s side bar)', async () => {
    const english = obj((await client(ctx).get('/api/customer/dealership/home-dealership/')).body);
    expect(english.full_address).toBe('350 King Street West, Toronto, ON M5V 2T6');
    const fr = { headers: { 'X-Language': 'fr' } };
    const en = { headers: { 'X-Language': 'en' } };
    const home = obj(
      (await client(ctx).request('GET', '/api/customer/dealership/home-dealership/', undefined, fr)).body,
    );
    expect(home.full_address).toBe('350, rue King Ouest, Toronto (Ontario)  M5V 2T6');
    const map = obj((await client(ctx).request('POST', '/api/customer/dealership/map/', {}, fr)).body);
    expect(map.full_address).toBe('350, rue King Ouest, Toronto (Ontario)  M5V 2T6');
    // A dealer that gives one address keeps it in every language.
    const riviere = client(ctx, { dealer: 'riviere_auto' });
    const theirs = obj(
      (await riviere.request('GET', '/api/customer/dealership/home-dealership/', undefined, en)).body,
    );
    expect(theirs.full_address).toMatch(/^\d/);
  });
});

describe('leads to the CRM (shouldSendLead)', () => {
  async function actingAsEmily() {
    const staff = client(ctx, { dealer: 'maple_motors', ip: '10.77.0.1' });
    const login = await staff.post('/api/dealer/auth/login/', {
      email: 'manager@maplemotors.example.ca',
      password: DEMO_STAFF_PASSWORD,
    });
    expect(login.status).toBe(200);
    const [emily] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'emily.chen@example.com'));
    if (!emily) throw new Error('no emily');
    expect((await staff.post(`/api/dealer/users/${emily.id}/act_as/`)).status).toBe(200);
    return { staff, id: emily.id };
  }

  it('staff acting for a customer send the lead, except at a dealer of a no-lead car-maker brand', async () => {
    const { staff, id } = await actingAsEmily();
    const sent = await staff.post(`/api/customer/user/${id}/send_build_your_deal_review_lead/`, {});
    expect(sent.status).toBe(201);
    expect(obj(sent.body).status).toBe('queued');

    await setOem('maple_motors', 'Volkswagen');
    try {
      expect(NO_LEAD_OEM_BRANDS).toContain('volkswagen');
      const before = await ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.userId, id));
      const skipped = await staff.post(`/api/customer/user/${id}/send_build_your_deal_review_lead/`, {});
      expect(skipped.status).toBe(200);
      expect(obj(skipped.body)).toEqual({ status: 'skipped', reason: 'oem_brand' });
      // Kept for the console's Leads, marked not sent with the reason; never queued for the CRM.
      const after = await ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.userId, id));
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((l) => !before.some((b) => b.id === l.id))).toMatchObject({
        status: 'not_sent',
        notSentReason: 'oem_brand',
      });
      // The customer's own lead at the same dealer still goes.
      const own = client(ctx, { dealer: 'maple_motors', ip: '10.77.0.2' });
      const reg = await own.post('/api/customer/user/register/', {
        email: 'brand.shopper@example.com',
        first_name: 'Robin',
        last_name: 'Lee',
        phone: '416-555-0188',
        consents: { dealer_data_collection: true },
      });
      expect(reg.status).toBe(201);
      const mine = await own.post(`/api/customer/user/${obj(reg.body).id}/send_customer_lead/`, {});
      expect(obj(mine.body).status).toBe('queued');
    } finally {
      await setOem('maple_motors', 'multi');
    }
  });
});
