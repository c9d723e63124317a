/**
 * POST /api/test-drive/bookings/: a booking answered with the URL the storefront opens in a new tab,
 * the confirmation page at that URL, the tenant's dealer only, bad input refused with field errors.
 */
import { contrastRatio, testDriveBookingSchema } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, testDriveBookings } from '../src/db/schema.ts';
import { readableOnWhite } from '../src/modules/test-drive/page.ts';
import { bookTestDrive, customer, newCar, pickVehicle, pickVehicles, staffClient } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';
import { validArbitrary, wrongArbitrary } from './zod-arbitrary.ts';

const contrastOnWhite = (hex: string) => contrastRatio(hex, '#ffffff');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicOrigin: 'https://shop.example.com' });
});
afterAll(async () => {
  await ctx.close();
});

const booking = {
  booking_option: 'AtDealer',
  model_year: 2026,
  model_code: 'F150P',
  model_name: 'F-150 Platinum',
  dealer_code: 'lone_star_motors',
  province: 'TX',
  first_name: 'Dana',
  last_name: 'Lopez',
  phone: '512-555-0142',
  language: 'en',
};

describe('test-drive bookings', () => {
  it('keeps the booking and answers the URL of its confirmation page, which names the model and the dealership', async () => {
    const shopper = await customer(ctx, 'lone_star_motors');
    const res = await shopper.post('/api/test-drive/bookings/', booking);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url = String(obj(res.body).url);
    expect(url).toMatch(/^https:\/\/shop\.example\.com\/api\/test-drive\/bookings\/[A-Za-z0-9_-]{32}\/$/);
    const token = url.split('/').at(-2) ?? '';
    const [row] = await ctx.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.token, token));
    expect(row).toMatchObject({ modelName: 'F-150 Platinum', userId: shopper.id, bookingOption: 'AtDealer' });
    const page = await client(ctx).get(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your test drive of the 2026 F-150 Platinum at Lone Star Motors');
    expect(page.text).not.toContain('Dana');
    expect(page.text).not.toContain('0142');
  });

  it('takes a signed-out booking too, in French, and answers its page in French', async () => {
    const res = await client(ctx, { dealer: 'riviere_auto' }).post('/api/test-drive/bookings/', {
      ...booking,
      dealer_code: 'riviere_auto',
      province: 'QC',
      phone: '514-555-0142',
      booking_option: 'AtHome',
      language: 'fr',
    });
    expect(res.status).toBe(201);
    const page = await client(ctx).get(new URL(String(obj(res.body).url)).pathname);
    expect(page.text).toContain('Demande d’essai routier reçue');
    expect(page.text).toContain('à votre domicile');
  });

  it("refuses another dealer's code, bad fields and an unknown page", async () => {
    const wrongDealer = await client(ctx, { dealer: 'maple_motors' }).post(
      '/api/test-drive/bookings/',
      booking,
    );
    expect(wrongDealer.status).toBe(400);
    expect(obj(wrongDealer.body).dealer_code).toEqual(['This is not the dealership of this storefront.']);
    const bad = await client(ctx, { dealer: 'lone_star_motors' }).post('/api/test-drive/bookings/', {
      ...booking,
      model_year: 'soon',
      phone: '1',
      extra: true,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(obj(bad.body))).toEqual(expect.arrayContaining(['model_year', 'phone', 'extra']));
    expect((await client(ctx).get('/api/test-drive/bookings/not-a-token/')).status).toBe(404);
    expect((await client(ctx).get(`/api/test-drive/bookings/${'a'.repeat(32)}/`)).status).toBe(404);
    const noDealer = await client(ctx, { dealer: 'nowhere' }).post('/api/test-drive/bookings/', booking);
    expect(noDealer.status).toBe(404);
  });

  it('books once: a double click and a retry answer the same booking, and one confirmation e-mail goes out in the language of the booking', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const french = {
      ...booking,
      dealer_code: 'riviere_auto',
      province: 'QC',
      model_code: 'RAV4X',
      language: 'fr',
    };
    const [first, twin] = await Promise.all([
      shopper.post('/api/test-drive/bookings/', french),
      shopper.post('/api/test-drive/bookings/', french),
    ]);
    const retry = await shopper.post('/api/test-drive/bookings/', french);
    expect([first.status, twin.status].sort()).toEqual([200, 201]);
    expect(retry.status).toBe(200);
    const urls = new Set([first, twin, retry].map((r) => String(obj(r.body).url)));
    expect(urls.size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(testDriveBookings)
      .where(and(eq(testDriveBookings.userId, shopper.id), eq(testDriveBookings.modelCode, 'RAV4X')));
    expect(rows).toHaveLength(1);
    // Another model is another booking.
    const other = await shopper.post('/api/test-drive/bookings/', {
      ...french,
      model_code: 'CRV',
      model_name: 'CR-V',
    });
    expect(other.status).toBe(201);
    expect(obj(other.body).url).not.toBe(obj(first.body).url);

    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'test_drive_confirmation'), eq(emailOutbox.toAddress, shopper.email)));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Demande d’essai routier reçue\u00a0: Rivière Auto');
    expect(mails[0]?.textBody).toContain('Votre essai du 2026 F-150 Platinum');
    // Its link is the shopper's storefront (the request named no vehicle page), not an API page.
    expect(mails[0]?.textBody).toContain('https://shop.example.com/riviere_auto/fr/\n');
    expect(mails[0]?.textBody).not.toContain('/api/');
  });

  it('keeps a signed-out double click to one booking too (the same name, phone and model)', async () => {
    const anonymous = client(ctx, { dealer: 'lone_star_motors' });
    const again = client(ctx, { dealer: 'lone_star_motors' });
    const body = { ...booking, model_code: 'TUNDRA', phone: '512-555-0199' };
    const a = await anonymous.post('/api/test-drive/bookings/', body);
    const b = await again.post('/api/test-drive/bookings/', { ...body, phone: '(512) 555-0199' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(obj(b.body).url).toBe(obj(a.body).url);
  });
});

// Found in a shopper trial: once a test drive was requested, the page still offered to request one,
// as it could not ask for the shopper's request; nor could the shopper cancel it.
describe("the shopper's own test drive", () => {
  const civic = '/api/customer/test-drive/?model_year=2026&model_code=CIVIC';
  const mine = async (shopper: Awaited<ReturnType<typeof customer>>, path = civic) => {
    const res = await shopper.get(path);
    expect(res.status, res.text).toBe(200);
    return obj(res.body).test_drive;
  };

  it('answers the request for a model as it stands (requested, then confirmed for a time); the shopper cancels it', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    expect(await mine(shopper)).toBeNull();
    const id = await bookTestDrive(ctx, shopper);
    const requested = obj(await mine(shopper));
    expect(requested).toMatchObject({
      id,
      status: 'open',
      start: null,
      location: 'AtDealer',
      model: { year: 2026, code: 'CIVIC', name: 'Civic EX' },
    });
    expect(String(requested.url)).toMatch(
      /^https:\/\/shop\.example\.com\/api\/test-drive\/bookings\/[A-Za-z0-9_-]{32}\/$/,
    );
    // Another model, another shopper: nothing; signed out: 401.
    expect(await mine(shopper, '/api/customer/test-drive/?model_year=2025&model_code=CIVIC')).toBeNull();
    expect(await mine(await customer(ctx, 'maple_motors'))).toBeNull();
    expect((await client(ctx, { dealer: 'maple_motors' }).get(civic)).status).toBe(401);

    // The dealership sets its time: the shopper's answer says so.
    const slots = obj((await shopper.get('/api/customer/appointment/slots/')).body).days as {
      slots: { start: string }[];
    }[];
    const start = slots.flatMap((d) => d.slots)[0]?.start ?? '';
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const set = await manager.post(`/api/dealer/test-drives/${id}/confirm/`, { start });
    expect(set.status, set.text).toBe(200);
    expect(await mine(shopper)).toMatchObject({ id, status: 'confirmed', start });

    // Someone else's is not found; the shopper's own is cancelled, the dealership's list no longer
    // holds it, the shopper is e-mailed (the calendar invitation withdrawn) and may ask again.
    const stranger = await customer(ctx, 'maple_motors');
    expect((await stranger.post(`/api/customer/test-drive/${id}/cancel/`)).status).toBe(404);
    const cancelled = await shopper.post(`/api/customer/test-drive/${id}/cancel/`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(obj(cancelled.body)).toMatchObject({ id, status: 'canceled' });
    expect(await mine(shopper)).toBeNull();
    const listed = (await manager.get('/api/dealer/test-drives/')).body as { results: { id: number }[] };
    expect(listed.results.some((d) => d.id === id)).toBe(false);
    const mail = ctx.sentMail.filter((m) => m.to === shopper.email).at(-1);
    expect(mail?.subject).toBe('Test drive cancelled: Maple Motors');
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    // A double click: answered as it is, no second e-mail.
    const mails = ctx.sentMail.length;
    expect((await shopper.post(`/api/customer/test-drive/${id}/cancel/`)).status).toBe(200);
    expect(ctx.sentMail.length).toBe(mails);
    expect(
      (
        await shopper.post('/api/test-drive/bookings/', {
          ...booking,
          dealer_code: 'maple_motors',
          province: 'ON',
          model_code: 'CIVIC',
        })
      ).status,
    ).toBe(201);
  });
});

/** A request at Maple Motors from a vehicle's page (the vehicle names the model's make). */
const mapleRequestOf = (car: { id: number; year: number; modelCode: string; model: string }) => ({
  ...booking,
  dealer_code: 'maple_motors',
  province: 'ON',
  model_year: car.year,
  model_code: car.modelCode,
  model_name: car.model,
  vehicle: car.id,
});

// Found in a shopper trial: the request's page was bare (no dealership, no styles), named the model
// without its make and wrote the address in English on a French booking.
describe("the booking's confirmation page", () => {
  it("is the dealership's, in the booking's language: its status, the time in the dealer's zone, the model with its make, the phone and address, a way back to the appointment page", async () => {
    const [car] = await pickVehicles(ctx, 'maple_motors', newCar);
    if (!car) throw new Error('no vehicle');
    const shopper = await customer(ctx, 'maple_motors');
    const res = await shopper.post('/api/test-drive/bookings/', { ...mapleRequestOf(car), language: 'fr' });
    expect(res.status, res.text).toBe(201);
    const path = new URL(String(obj(res.body).url)).pathname;
    const [row] = await ctx.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.token, path.split('/').at(-2) ?? ''));
    expect(row?.make).toBe(car.make);
    // Whoever asks, the link back is on the configured origin, never the request's.
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };
    const model = `${car.year} ${car.make} ${car.model}`;

    const requested = await client(ctx).get(path, forged);
    expect(requested.status).toBe(200);
    expect(requested.headers.get('content-type')).toContain('text/html');
    const page = requested.text;
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<title>Demande d’essai routier reçue · Maple Motors</title>');
    expect(page).toContain(model);
    expect(page).toContain('350, rue King Ouest, Toronto (Ontario)');
    expect(page).not.toContain('Street');
    // The dealer's phone as both countries read it, its link in E.164.
    expect(page).toContain('href="tel:+14165550134"');
    expect(page).toContain('(416) 555-0134');
    expect(page).toContain('Demandé\u00a0: Maple Motors vous appellera pour fixer l’heure');
    expect(page).toContain(`href="https://shop.example.com/maple_motors/fr/appointment/${car.id}/"`);
    expect(page).not.toContain('evil.example');
    // The dealer's colour (red, readable on white as it is), inline; no script, no personal data.
    expect(page).toMatch(/<style>[^<]*#c8102e/i);
    expect(page).not.toMatch(/<script|<link /i);
    expect(page).not.toContain('Dana');
    expect(page).not.toContain('0142');

    // Its time set by the dealership: said in the dealer's time zone, named.
    const slots = obj((await shopper.get('/api/customer/appointment/slots/')).body).days as {
      slots: { start: string }[];
    }[];
    const start = slots.flatMap((d) => d.slots)[0]?.start ?? '';
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const set = await manager.post(`/api/dealer/test-drives/${row?.id}/confirm/`, { start });
    expect(set.status, set.text).toBe(200);
    const confirmed = (await client(ctx).get(path)).text;
    const hour = new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Toronto',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(start));
    expect(confirmed).toContain('Essai routier confirmé');
    expect(confirmed).toContain('Confirmé');
    expect(confirmed).toContain(hour);
    expect(confirmed).toContain('heure de l’Est');
  });

  it('speaks English for a booking in English, and says a drive without a vehicle page leads to the storefront', async () => {
    const res = await client(ctx, { dealer: 'lone_star_motors' }).post('/api/test-drive/bookings/', {
      ...booking,
      phone: '512-555-0177',
      model_code: 'RANGER',
    });
    const page = (await client(ctx).get(new URL(String(obj(res.body).url)).pathname)).text;
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('Requested: Lone Star Motors will call you to set the time');
    expect(page).toContain('2100 South Lamar Boulevard');
    expect(page).toContain('href="https://shop.example.com/lone_star_motors/en/"');
  });

  it("draws the dealer's colour readable on white (WCAG AA, 4.5:1), the nearest shade of its hue when it is not", () => {
    expect(readableOnWhite('#C8102E')).toBe('#c8102e');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        expect(contrastOnWhite(readableOnWhite(hex))).toBeGreaterThanOrEqual(4.5);
      }),
    );
    expect(contrastOnWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(readableOnWhite('not a colour')).toBe('#1f2937');
  });
});

describe('schema-generated input', () => {
  it('POST /api/test-drive/bookings/ never answers 5xx to generated bodies, valid-shaped or with a wrong field', async () => {
    const shopper = await customer(ctx, 'lone_star_motors');
    const shape = testDriveBookingSchema.shape as Record<string, Parameters<typeof wrongArbitrary>[0]>;
    const wrongOne = fc.constantFrom(...Object.keys(shape)).chain((field) =>
      fc.record({
        field: fc.constant(field),
        value: wrongArbitrary(shape[field] as Parameters<typeof wrongArbitrary>[0]),
      }),
    );
    await fc.assert(
      fc.asyncProperty(validArbitrary(testDriveBookingSchema), fc.option(wrongOne), async (body, wrong) => {
        const payload = { ...(body as Record<string, unknown>) };

        if (wrong) payload[wrong.field] = wrong.value;
        const res = await shopper.post('/api/test-drive/bookings/', payload);
        expect(res.status, `${JSON.stringify(payload)} -> ${res.status} ${res.text}`).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) },
    );
  });
});

// Found after the confirmation page named the make: the console's inbox and a customer's page still
// named the model without it ("2026 Civic EX").
describe("the console's test drives", () => {
  it("name the model with its make, in the inbox and on the customer's page", async () => {
    const [car] = await pickVehicles(ctx, 'maple_motors', newCar);
    if (!car) throw new Error('no vehicle');
    const shopper = await customer(ctx, 'maple_motors', 'console-make');
    const res = await shopper.post('/api/test-drive/bookings/', mapleRequestOf(car));
    expect(res.status, res.text).toBe(201);
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const inbox = obj((await manager.get('/api/dealer/test-drives/')).body);
    const drives = (inbox.results ?? inbox) as {
      customer: { name: string };
      model: Record<string, unknown>;
    }[];
    const drive = drives.find((d) => d.model.name === car.model && d.model.make === car.make);
    expect(drive, JSON.stringify(drives.slice(0, 2))).toBeDefined();
    const page = obj((await manager.get(`/api/dealer/customers/${shopper.id}/`)).body);
    expect(page.test_drives).toEqual([
      expect.objectContaining({ model: { year: car.year, make: car.make, name: car.model } }),
    ]);
  });
});

// Found in a shopper trial: My vehicles showed the visit booked but not the test drive requested.
describe("the shopper's test drives, all of them", () => {
  it('lists every open or confirmed request of the shopper with its vehicle, newest first, none cancelled', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const list = async (who = shopper) => {
      const res = await who.get('/api/customer/test-drive/');
      expect(res.status, res.text).toBe(200);
      // The times are the dealer's: its time zone comes with them.
      expect(obj(res.body).time_zone).toBe('America/Toronto');
      return obj(res.body).results as {
        id: number;
        status: string;
        vehicle: number | null;
        model: unknown;
      }[];
    };
    expect(await list()).toEqual([]);
    const car = await pickVehicle(ctx, 'maple_motors', newCar);
    const civic = await bookTestDrive(ctx, shopper);
    const asked = await shopper.post('/api/test-drive/bookings/', {
      ...booking,
      dealer_code: 'maple_motors',
      province: 'ON',
      model_code: 'CRV',
      model_name: 'CR-V',
      vehicle: car.id,
    });
    expect(asked.status, asked.text).toBe(201);
    const mine = await list();
    expect(mine.map((d) => d.status)).toEqual(['open', 'open']);
    expect(mine[0]).toMatchObject({ model: { code: 'CRV', name: 'CR-V' }, vehicle: car.id, start: null });
    expect(mine[1]).toMatchObject({ id: civic, model: { code: 'CIVIC' }, vehicle: null });
    // Another shopper sees none of them; a cancelled request is no longer listed.
    expect(await list(await customer(ctx, 'maple_motors'))).toEqual([]);
    expect((await shopper.post(`/api/customer/test-drive/${civic}/cancel/`)).status).toBe(200);
    expect((await list()).map((d) => d.model)).toEqual([
      { year: 2026, code: 'CRV', name: 'CR-V', make: car.make },
    ]);
    expect((await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/test-drive/')).status).toBe(401);
  });
});

// Found in a shopper trial: a request first made on the English page (one request a model) opened
// its confirmation page in English from the French page's link.
describe("the confirmation page's language", () => {
  it('is the one the link asks, among the dealer’s languages, else the booking’s', async () => {
    const [car] = await pickVehicles(ctx, 'maple_motors', newCar);
    if (!car) throw new Error('no vehicle');
    const shopper = await customer(ctx, 'maple_motors', 'page-language');
    const res = await shopper.post('/api/test-drive/bookings/', { ...mapleRequestOf(car), language: 'en' });
    expect(res.status, res.text).toBe(201);
    const path = new URL(String(obj(res.body).url)).pathname;
    const anyone = client(ctx, { dealer: 'maple_motors' });
    const html = async (query: string) => (await anyone.get(`${path}${query}`)).text;
    expect(await html('')).toContain('<html lang="en-CA"');
    const french = await html('?language=fr');
    expect(french).toContain('<html lang="fr-CA"');
    expect(french).toContain('Demande d’essai routier reçue');
    // a language the dealer does not have, or nonsense, is the booking's
    expect(await html('?language=de')).toContain('<html lang="en-CA"');
    expect(await html('?language=%3Cscript%3E')).toContain('<html lang="en-CA"');
  });
});
