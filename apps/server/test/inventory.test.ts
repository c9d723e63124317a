import { hasValidVinCheckDigit, isVin, vehicleSchema } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vehicles } from '../src/db/schema.ts';
import { STOCK_STATUSES } from '../src/db/types.ts';
import { CATALOGUE, EXTERIOR_COLOURS, INTERIOR_COLOURS } from '../src/seed/catalogue.ts';
import { ENGINE_FR, FEATURE_FR, TRANSMISSION_FR } from '../src/seed/french-feed.ts';
import { client, client as client_, createTestContext, list, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DEALERS = ['maple_motors', 'riviere_auto', 'lone_star_motors'] as const;

async function all(dealer: string, query = '', headers?: Record<string, string>) {
  const res = await client(ctx, { dealer }).get(
    `/api/customer/inventory/simple/?page_size=100&stock_status=${STOCK_STATUSES.join(',')}${query}`,
    headers,
  );
  expect(res.status).toBe(200);
  return list(res.body);
}

describe('inventory list', () => {
  it.each(DEALERS)(
    '%s has about 60 vehicles across new, used and CPO, with every stock status',
    async (dealer) => {
      const vehicles = await all(dealer);
      expect(vehicles.length).toBeGreaterThanOrEqual(55);
      expect(new Set(vehicles.map((v) => v.stock_status))).toEqual(new Set(STOCK_STATUSES));
      expect(vehicles.some((v) => v.is_new)).toBe(true);
      expect(vehicles.some((v) => v.is_used && !v.is_cpo)).toBe(true);
      expect(vehicles.some((v) => v.is_cpo)).toBe(true);
      for (const v of vehicles) {
        expect(Number.isInteger(v.listing_price)).toBe(true);
        expect(v.listing_price).toBeGreaterThan(0);
        if (typeof v.vin === 'string') expect(isVin(v.vin) && hasValidVinCheckDigit(v.vin)).toBe(true);
        expect(String(v.primary_image)).toMatch(/^http:\/\/localhost\/media\//);
        expect(vehicleSchema.safeParse(v).error).toBeUndefined();
      }
    },
  );

  it('scopes every list to the dealer of the header', async () => {
    const maple = new Set((await all('maple_motors')).map((v) => v.id));
    const star = new Set((await all('lone_star_motors')).map((v) => v.id));
    expect([...maple].filter((id) => star.has(id))).toEqual([]);
  });

  it('uses miles and USD in Texas, kilometres and CAD in Canada', async () => {
    const [tx] = await all('lone_star_motors', '&condition=used');
    const [on] = await all('maple_motors', '&condition=used');
    expect(tx).toMatchObject({ odometer_unit: 'mi', currency: 'USD' });
    expect(on).toMatchObject({ odometer_unit: 'km', currency: 'CAD' });
  });

  it('hides sold and unavailable vehicles unless asked', async () => {
    const res = await client(ctx).get('/api/customer/inventory/simple/?page_size=100');
    const statuses = new Set(list(res.body).map((v) => v.stock_status));
    expect(statuses.has('sold')).toBe(false);
    expect(statuses.has('unavailable')).toBe(false);
  });

  it('paginates with count, next and previous', async () => {
    const first = await client(ctx).get('/api/customer/inventory/simple/?page_size=10');
    const body = obj(first.body);
    expect(list(first.body)).toHaveLength(10);
    expect(body.count).toBeGreaterThan(10);
    expect(body.previous).toBeNull();
    const second = await client(ctx).get(String(body.next));
    expect(obj(second.body).previous).toContain('page=1');
    const ids = new Set(list(first.body).map((v) => v.id));
    expect(list(second.body).some((v) => ids.has(v.id))).toBe(false);
  });

  it('filters by condition, make, body type, year range and budget, and sorts', async () => {
    const res = await client(ctx).get(
      '/api/customer/inventory/simple/?condition=new&budget=-60000&sort=-price&page_size=100',
    );
    const vehicles = list(res.body);
    expect(vehicles.length).toBeGreaterThan(0);
    // The budget and the price sort are the shown (advertised, all-in) price's, not the listing
    // price's (found in a shopper trial: "low to high" out of order, cards above the budget).
    for (const v of vehicles) {
      expect(v.is_new).toBe(true);
      expect(Number(v.advertised_price)).toBeLessThanOrEqual(6_000_000);
    }
    const prices = vehicles.map((v) => Number(v.advertised_price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // Page by page too: every card of page 2 costs at least the last of page 1.
    const pageOf = async (n: number) =>
      list(
        (await client(ctx).get(`/api/customer/inventory/simple/?sort=price&page_size=20&page=${n}`)).body,
      ).map((v) => Number(v.advertised_price));
    const [one, two] = [await pageOf(1), await pageOf(2)];
    expect(one).toEqual([...one].sort((a, b) => a - b));
    expect(two).toEqual([...two].sort((a, b) => a - b));
    expect(Math.min(...two)).toBeGreaterThanOrEqual(Math.max(...one));
    const under = list(
      (await client(ctx).get('/api/customer/inventory/simple/?budget=-30000&page_size=100')).body,
    );
    expect(under.every((v) => Number(v.advertised_price) <= 3_000_000)).toBe(true);
    const facets = obj((await client(ctx).get('/api/customer/inventory/facets/')).body);
    const everyPrice = list(
      (await client(ctx).get('/api/customer/inventory/simple/?page_size=100')).body,
    ).map((v) => Number(v.advertised_price));
    expect(facets.price).toEqual({ min: Math.min(...everyPrice), max: Math.max(...everyPrice) });
    const cpo = list(
      (await client(ctx).get('/api/customer/inventory/simple/?condition=cpo&page_size=100')).body,
    );
    expect(cpo.every((v) => v.is_cpo)).toBe(true);
    const make = String(vehicles[0]?.make);
    const byMake = list(
      (await client(ctx).get(`/api/customer/inventory/simple/?make=${make.toLowerCase()}&page_size=100`))
        .body,
    );
    expect(byMake.length).toBeGreaterThan(0);
    expect(byMake.every((v) => v.make === make)).toBe(true);
    const years = list(
      (await client(ctx).get('/api/customer/inventory/simple/?modelYear=2019-2022&page_size=100')).body,
    );
    expect(years.every((v) => Number(v.year) >= 2019 && Number(v.year) <= 2022)).toBe(true);
  });

  it('reads a comma inside a list value escaped with a backslash (French decimals), a bare comma separates', async () => {
    // riviere_auto's feed is French: "Moteur V8 5,0 L" was read as "Moteur V8 5" and "0 L" and matched nothing.
    const c = client(ctx, { dealer: 'riviere_auto' });
    const features = (value: string) =>
      c.get(`/api/customer/inventory/simple/?page_size=100&features=${encodeURIComponent(value)}`);
    const v8 = list((await features('Moteur V8 5\\,0 L')).body);
    expect(v8.length).toBeGreaterThan(0);
    for (const v of v8) expect(v.features).toContain('Moteur V8 5,0 L');
    const both = list((await features('Moteur V8 5\\,0 L,Échappement actif')).body);
    expect(both.map((v) => v.id)).toEqual(
      v8.filter((v) => (v.features as string[]).includes('Échappement actif')).map((v) => v.id),
    );
    expect(both.length).toBeGreaterThan(0);
  });

  it('answers 400 with field errors for bad filter values', async () => {
    const res = await client(ctx).get(
      '/api/customer/inventory/simple/?page=abc&sort=colour&condition=old&page_size=1000',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(obj(res.body)).sort()).toEqual(['condition', 'page', 'page_size', 'sort']);
  });

  it('treats SQL in a search as text', async () => {
    const res = await client(ctx).get(
      `/api/customer/inventory/simple/?search=${encodeURIComponent("%' OR 1=1 --")}`,
    );
    expect(res.status).toBe(200);
    expect(obj(res.body).count).toBe(0);
  });
});

describe('the demo feeds speak their dealer’s language', () => {
  it('riviere_auto’s feed is French: transmission, engine, features and colours; maple_motors’ English', async () => {
    const french = await all('riviere_auto');
    const english = await all('maple_motors');
    const text = (vehicles: typeof french) =>
      vehicles.flatMap((v) => [
        String(v.transmission),
        String(v.engine_description),
        String(v.exterior_color),
        ...(v.features as string[]),
      ]);
    const englishWords =
      /\b(Automatic|Manual|Single-speed|cylinder|Dual motor|Heated|seats|camera|Sunroof|Navigation|Remote start|Wireless charging|Black|White|Grey)\b/;
    expect(text(french).filter((t) => englishWords.test(t))).toEqual([]);
    // Every catalogue value has its French entry, and riviere_auto's feed gives only those.
    const catalogue = CATALOGUE.flatMap((m) => [m.engine, ...m.trims.flatMap((t) => t.features)]);
    expect(catalogue.filter((value) => !(value in ENGINE_FR || value in FEATURE_FR))).toEqual([]);
    for (const v of french) {
      expect(Object.values(TRANSMISSION_FR)).toContain(v.transmission);
      expect(Object.values(ENGINE_FR)).toContain(v.engine_description);
      for (const feature of v.features as string[]) expect(Object.values(FEATURE_FR)).toContain(feature);
    }
    expect(french.some((v) => v.transmission === 'Automatique')).toBe(true);
    expect(french.some((v) => /cylindres .*\d,\d L$/.test(String(v.engine_description)))).toBe(true);
    expect(text(english).some((t) => englishWords.test(t))).toBe(true);
  });
});

describe('a bilingual dealer’s facts in the page’s language', () => {
  // Found in a shopper trial: Maple Motors (Ontario, en and fr) showed its vehicles' colours, engine,
  // transmission and features in English on its French pages.
  const FR = { 'X-Language': 'fr' };
  const EN = { 'X-Language': 'en' };
  const facts = (v: Record<string, unknown>) => ({
    transmission: v.transmission,
    engine_description: v.engine_description,
    exterior_color: v.exterior_color,
    interior_color: v.interior_color,
    features: v.features,
  });
  const englishWords =
    /\b(Automatic|Manual|Single-speed|cylinder|Dual motor|Heated|seats|camera|Sunroof|Navigation|Remote start|Wireless charging|Black|White|Grey)\b/;
  const words = (v: Record<string, unknown>) => [
    String(v.transmission),
    String(v.engine_description),
    String(v.exterior_color),
    String(v.interior_color),
    ...(v.features as string[]),
  ];

  it('maple_motors answers its list and each vehicle in French on a French page, in English on an English one', async () => {
    const french = await all('maple_motors', '', FR);
    const english = await all('maple_motors', '', EN);
    expect(french.map((v) => v.id)).toEqual(english.map((v) => v.id));
    expect(french.flatMap(words).filter((t) => englishWords.test(t))).toEqual([]);
    for (const v of french) {
      expect(Object.values(TRANSMISSION_FR)).toContain(v.transmission);
      expect(Object.values(ENGINE_FR)).toContain(v.engine_description);
      expect(EXTERIOR_COLOURS.map((c) => c.fr)).toContain(v.exterior_color);
      expect(INTERIOR_COLOURS.map((c) => c.fr)).toContain(v.interior_color);
      for (const feature of v.features as string[]) expect(Object.values(FEATURE_FR)).toContain(feature);
    }
    for (const v of english) {
      expect(Object.keys(TRANSMISSION_FR)).toContain(v.transmission);
      expect(EXTERIOR_COLOURS.map((c) => c.en)).toContain(v.exterior_color);
    }
    expect(english.flatMap(words).some((t) => englishWords.test(t))).toBe(true);
    // riviere_auto's feed is French and gives its English too.
    for (const v of await all('riviere_auto', '', EN))
      expect(Object.keys(TRANSMISSION_FR)).toContain(v.transmission);
    // The vehicle page's answer too, by id and by uid; the URL's language wins over the cookie.
    const [first] = english;
    const c = client(ctx, { dealer: 'maple_motors' });
    c.jar.set('sf_language', 'en');
    const frById = obj((await c.get(`/api/customer/inventory/${first?.id}/`, FR)).body);
    expect(facts(frById)).toEqual(facts(french[0] ?? {}));
    expect(frById.color_images).toEqual([expect.objectContaining({ name: french[0]?.exterior_color })]);
    const frByUid = obj((await c.get(`/api/customer/inventory/by_uid/?uid=${first?.uid}`, FR)).body);
    expect(facts(frByUid)).toEqual(facts(french[0] ?? {}));
    c.jar.set('sf_language', 'fr');
    const enById = obj((await c.get(`/api/customer/inventory/${first?.id}/`, EN)).body);
    expect(facts(enById)).toEqual(facts(first ?? {}));
  });

  it('answers the feed’s own words where the feed gives no translation', async () => {
    const [v] = await all('maple_motors', '&condition=used', EN);
    const id = Number(v?.id);
    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, id));
    try {
      await ctx.database.db
        .update(vehicles)
        .set({ translations: { fr: { transmission: 'Automatique' } } })
        .where(eq(vehicles.id, id));
      const fr = obj(
        (await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/inventory/${id}/`, FR)).body,
      );
      expect(facts(fr)).toEqual({ ...facts(v ?? {}), transmission: 'Automatique' });
    } finally {
      await ctx.database.db
        .update(vehicles)
        .set({ translations: row?.translations ?? {} })
        .where(eq(vehicles.id, id));
    }
  });

  it('a filter value picked on the French list matches, and the facets offer the page’s words', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    const fr = obj((await c.get('/api/customer/inventory/facets/', FR)).body);
    const en = obj((await c.get('/api/customer/inventory/facets/', EN)).body);
    type Facet = Array<{ value: string; count: number; aliases?: string[] }>;
    for (const key of ['transmission', 'exteriorColor', 'interiorColor', 'features'] as const) {
      const values = fr[key] as Facet;
      expect(
        values.map((f) => f.value).filter((t) => englishWords.test(t)),
        key,
      ).toEqual([]);
      // One value a language each, with the same counts.
      expect(values.map((f) => f.count).sort(), key).toEqual((en[key] as Facet).map((f) => f.count).sort());
      for (const { value, count } of values) {
        // As the storefront writes a list value: a comma in it (the French decimal one of "Moteur V8
        // 5,0 L") escaped, as the comma separates the values.
        const written = encodeURIComponent(value.replace(/[\\,]/g, '\\$&'));
        const query = `/api/customer/inventory/simple/?page_size=100&${key}=${written}`;
        const listed = obj((await c.get(query, FR)).body);
        expect(listed.count, `${key}=${value}`).toBe(count);
        // A link shared from the French page finds the same vehicles on the English one, whose facets
        // offer that value in English, naming the French words among its own (so the panel shows the
        // English value checked), and not the French value beside it.
        expect(obj((await c.get(query, EN)).body).count, `${key}=${value} (en)`).toBe(count);
        const enFacets = obj((await c.get(`/api/customer/inventory/facets/?${key}=${written}`, EN)).body);
        const offered = (enFacets[key] as Facet).filter(
          (f) => f.value === value || f.aliases?.includes(value),
        );
        expect(offered, `${key}=${value} (en facets)`).toHaveLength(1);
        expect(offered[0]?.count, `${key}=${value} (en facets)`).toBe(count);
        // A value written alike in both languages is itself; any other is named among the English
        // value's other words, in the unfiltered facets too.
        if (!(en[key] as Facet).some((f) => f.value === value)) {
          expect(offered[0]?.value, `${key}=${value} (en facets)`).not.toBe(value);
          expect(
            (en[key] as Facet).some((f) => f.aliases?.includes(value) && f.count === count),
            `${key}=${value} in the English facets' words`,
          ).toBe(true);
        }
      }
    }
    const automatique = list(
      (await c.get('/api/customer/inventory/simple/?page_size=100&transmission=automatique', FR)).body,
    );
    expect(automatique.length).toBeGreaterThan(0);
    expect(automatique.every((v) => v.transmission === 'Automatique')).toBe(true);
    const automatic = list(
      (await c.get('/api/customer/inventory/simple/?page_size=100&transmission=Automatic', FR)).body,
    );
    expect(automatic.map((v) => v.id)).toEqual(automatique.map((v) => v.id));
    // Two values, one with a comma: each feature is asked for, the comma in a value is no separator.
    const v8 = list(
      (
        await c.get(
          `/api/customer/inventory/simple/?page_size=100&features=${encodeURIComponent('Moteur V8 5\\,0 L,Échappement actif')}`,
          FR,
        )
      ).body,
    );
    expect(v8.length).toBeGreaterThan(0);
    for (const v of v8)
      expect(v.features).toEqual(expect.arrayContaining(['Moteur V8 5,0 L', 'Échappement actif']));
  }, 120_000);
});

describe('vehicle by id', () => {
  it('reads a vehicle of the dealer by id and by uid', async () => {
    const [v] = await all('riviere_auto');
    const c = client(ctx, { dealer: 'riviere_auto' });
    const byId = await c.get(`/api/customer/inventory/${v?.id}/`);
    expect(byId.status).toBe(200);
    expect(obj(byId.body).uid).toBe(v?.uid);
    const byUid = await c.get(`/api/customer/inventory/by_uid/?uid=${v?.uid}`);
    expect(obj(byUid.body).id).toBe(v?.id);
  });

  it("answers 404 for another dealer's vehicle, with a body the storefront can act on", async () => {
    const [v] = await all('riviere_auto');
    const res = await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/inventory/${v?.id}/`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Vehicle not found.', code: 'vehicle_not_found' });
  });

  it('answers 404 for ids that are not ids', async () => {
    for (const id of ['abc', '99999999', '-1', '1.5']) {
      expect((await client(ctx).get(`/api/customer/inventory/${id}/`)).status).toBe(404);
    }
  });

  it('hides the VIN of a virtual vehicle when the dealer asks', async () => {
    const virtual = list(
      (await client(ctx).get('/api/customer/inventory/simple/?stock_status=virtual')).body,
    );
    expect(virtual.length).toBeGreaterThan(0);
    expect(virtual.every((v) => v.vin === null)).toBe(true);
    const riviere = list(
      (
        await client(ctx, { dealer: 'riviere_auto' }).get(
          '/api/customer/inventory/simple/?stock_status=virtual',
        )
      ).body,
    );
    expect(riviere.every((v) => typeof v.vin === 'string')).toBe(true);
  });
});

describe('advertised price (all-in)', () => {
  it('the list and the vehicle answer the price with every mandatory charge, and its breakdown', async () => {
    const { pickVehicle, newCar } = await import('./deal/helpers.ts');
    // Maple Motors (OMVIC): freight and PDI, nitrogen tires (pre-installed, not removable), the
    // appearance protection (pre-installed plan), the $699 administration fee, the $100 federal A/C
    // excise and the $12.50 OMVIC fee; HST and licensing are not part of it.
    const v = await pickVehicle(ctx, 'maple_motors', newCar);
    const expected = v.listingPrice + v.deliveryCharge + 9900 + 89900 + 69900 + 10000 + 1250;
    const detail = obj(
      (await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/inventory/${v.id}/`)).body,
    );
    expect(detail.advertised_price).toBe(expected);
    const breakdown = detail.advertised_price_breakdown as Array<{ code: string; value: number }>;
    expect(breakdown.reduce((sum, line) => sum + line.value, 0)).toBe(expected);
    expect(breakdown.map((l) => l.code)).toEqual(
      expect.arrayContaining(['vehicle', 'freight_pdi', 'fee', 'ca_ac_excise_tax', 'on_omvic_fee']),
    );
    const listed = (await all('maple_motors')).find((x) => x.id === v.id);
    expect(listed?.advertised_price).toBe(expected);
    // Québec and Texas advertise all-in too.
    for (const dealer of ['riviere_auto', 'lone_star_motors']) {
      for (const x of (await all(dealer)).filter((y) => y.listing_price !== null).slice(0, 5)) {
        expect(Number(x.advertised_price)).toBeGreaterThan(Number(x.listing_price));
      }
    }
  });
});

describe('search facets', () => {
  const MULTI = [
    'make',
    'model',
    'trim',
    'bodyType',
    'drivetrain',
    'transmission',
    'fuelType',
    'exteriorColor',
    'interiorColor',
    'features',
  ] as const;

  it('answers the values of every multi-value filter with the count the list answers for each', async () => {
    const c = client(ctx, { dealer: 'lone_star_motors' });
    const res = await c.get('/api/customer/inventory/facets/');
    expect(res.status).toBe(200);
    const facets = obj(res.body) as Record<string, unknown>;
    const total = Number(obj((await c.get('/api/customer/inventory/simple/?page_size=1')).body).count);
    for (const key of MULTI) {
      const values = facets[key] as Array<{ value: string; count: number }>;
      expect(values.length, key).toBeGreaterThan(0);
      // The first value of each key: the list filtered by it answers the facet's count.
      const [first] = values;
      const listed = await c.get(
        `/api/customer/inventory/simple/?page_size=1&${key}=${encodeURIComponent(String(first?.value))}`,
      );
      expect(obj(listed.body).count, `${key}=${first?.value}`).toBe(first?.count);
      if (key !== 'features')
        expect(
          values.reduce((sum, v) => sum + v.count, 0),
          key,
        ).toBe(total);
    }
    const years = facets.modelYear as { min: number; max: number };
    const prices = facets.price as { min: number; max: number };
    expect(years.min).toBeLessThanOrEqual(years.max);
    expect(Number.isInteger(prices.min) && prices.min <= prices.max).toBe(true);
  });

  it("narrows each facet's counts by the other filters, never by its own, and keeps a chosen value", async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    const whole = obj((await c.get('/api/customer/inventory/facets/')).body) as Record<
      string,
      Array<{ value: string; count: number }>
    >;
    const make = String(whole.make?.[0]?.value);
    const count = async (query: string) =>
      Number(obj((await c.get(`/api/customer/inventory/simple/?page_size=1&${query}`)).body).count);
    const narrowed = obj(
      (await c.get(`/api/customer/inventory/facets/?make=${encodeURIComponent(make)}`)).body,
    ) as Record<string, Array<{ value: string; count: number }>>;
    // The make's own facet is the whole stock's: another make can still be added.
    expect(narrowed.make).toEqual(whole.make);
    // Every other facet counts the vehicles of that make only: each value's count is the list's.
    const ofMake = await count(`make=${encodeURIComponent(make)}`);
    expect(narrowed.bodyType?.reduce((sum, v) => sum + v.count, 0)).toBe(ofMake);
    for (const { value, count: n } of narrowed.model ?? [])
      expect(n, value).toBe(
        await count(`make=${encodeURIComponent(make)}&model=${encodeURIComponent(value)}`),
      );
    // The year and price bounds follow the other filters too.
    const priced = obj(
      (await c.get(`/api/customer/inventory/simple/?page_size=100&make=${encodeURIComponent(make)}`)).body,
    );
    const shown = (priced.results as Array<{ advertised_price: number | null; listing_price: number }>).map(
      (v) => v.advertised_price ?? v.listing_price,
    );
    expect((narrowed.price as unknown as { min: number }).min).toBe(Math.min(...shown));
    // A chosen value no vehicle of the other filters has stays offered (with 0), so it can be cleared.
    const model = String(whole.model?.find((m) => !narrowed.model?.some((n) => n.value === m.value))?.value);
    const both = obj(
      (
        await c.get(
          `/api/customer/inventory/facets/?make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}`,
        )
      ).body,
    ) as Record<string, Array<{ value: string; count: number }>>;
    expect(both.model?.find((m) => m.value === model)).toEqual({ value: model, count: 0 });
    expect(both.make?.find((m) => m.value === make)).toEqual({ value: make, count: 0 });
  });

  it('counts every facet of a search in one statement over the vehicles, whatever the filters', async () => {
    // The statements PGlite runs (the PostgreSQL pool is another client: counted where it is PGlite).
    const client = (ctx.database.db as unknown as { $client: { query: (sql: string) => unknown } }).$client;
    if (ctx.database.kind !== 'pglite') return;
    const spy = vi.spyOn(client, 'query');
    try {
      const c = client_(ctx, { dealer: 'maple_motors' });
      const res = await c.get('/api/customer/inventory/facets/?make=Honda&bodyType=suv&condition=used');
      expect(res.status).toBe(200);
      const statements = spy.mock.calls
        .map(([sql]) => String(sql))
        .filter((sql) => /from "vehicles"/.test(sql));
      // The search's candidates (priced for the budget), the values' words in every language, the facets.
      expect(statements.length, statements.join('\n\n')).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('counts only the vehicles of the header dealer that the list shows', async () => {
    const maple = obj(
      (await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/inventory/facets/')).body,
    );
    const listed = list(
      (await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/inventory/simple/?page_size=100'))
        .body,
    );
    const makes = maple.make as Array<{ value: string; count: number }>;
    expect(makes.reduce((sum, v) => sum + v.count, 0)).toBe(listed.length);
    expect(new Set(makes.map((m) => m.value))).toEqual(new Set(listed.map((v) => v.make)));
  });
});
