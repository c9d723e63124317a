/**
 * The trade-in's photos over HTTP (spec 3 §3, §7 and §9): the six angles uploaded, listed, served and
 * removed; uploads judged by their content (a PNG named .jpg and an HTML page named photo.jpg are
 * refused on their field), re-encoded without their metadata (a real JPEG's EXIF GPS position does not
 * come back), an oversize upload refused before it is read whole, and tenancy (another customer's or
 * dealer's trade-in or photo is a 404). The photos go to a temporary folder (PHOTO_DIR).
 */
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blackBookTradeInAnswerSchema, TRADE_IN_IMAGE_FIELDS } from '@storefront/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleRow } from '../src/db/schema.ts';
import { MOBILE_VIEW_LIMITS } from '../src/modules/trade-in/mobile-view.ts';
import { EMAIL_LIMITS } from '../src/services/rate-limit.ts';
import { customer, newCar, pickVehicle, put, staffClient } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

process.env.PHOTO_STORAGE = 'local';
const photoDir = mkdtempSync(join(tmpdir(), 'sf-photos-'));
process.env.PHOTO_DIR = photoDir;

let ctx: TestContext;
let car: VehicleRow;
/** Another of the dealer's cars, for a customer's second order and its trade-in. */
let second: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'maple_motors', newCar);
  second = await pickVehicle(ctx, 'maple_motors', (v) => newCar(v) && v.id !== car.id);
});
afterAll(async () => {
  await ctx.close();
  rmSync(photoDir, { recursive: true, force: true });
});

const civic = () => `demo-${ctx.deps.now().getUTCFullYear() - 6}-honda-civic-ex`;

async function tradeInOf(shopper: Client, vehicle = car.id): Promise<number> {
  const order = obj(
    (await shopper.post('/api/customer/order/', { vehicle, payment_type: 'finance' })).body,
  ).id;
  const res = await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 80000 });
  expect(res.status, res.text).toBe(201);
  return Number(obj(res.body).id);
}

/** A request with the client's cookies, anti-forgery token and dealer, and a raw body (a form). */
async function send(
  who: Client,
  dealer: string,
  method: string,
  path: string,
  body?: RequestInit['body'],
  headers: Record<string, string> = {},
) {
  const all: Record<string, string> = { 'X-Dealer-Code': dealer, ...headers };
  if (who.jar.size) all.Cookie = [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (method !== 'GET') all['X-CSRF-Token'] = who.jar.get('sf_csrf') ?? '';
  return ctx.app.request(
    path,
    {
      method,
      headers: all,
      body: body ?? null,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage },
  );
}

function form(field: string, bytes: Uint8Array, name: string, type = 'image/jpeg'): FormData {
  const f = new FormData();
  f.append(field, new File([bytes], name, { type }));
  return f;
}

const upload = (who: Client, id: number, f: FormData, dealer = 'maple_motors') =>
  send(who, dealer, 'PATCH', `/api/customer/tradein2/${id}/photos/`, f);

/** A real JPEG with an EXIF block naming a GPS position (Toronto) and a camera. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 23/1 0/1',
      },
    })
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
    .png()
    .toBuffer();

describe('uploading, listing and removing the six photos', () => {
  it('stores a JPEG re-encoded without its EXIF GPS position, served only as an inline image', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    const exif = before.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from('PhoneMaker')), 'the test photo names its camera').toBe(true);
    // Its GPS information block (tag 0x8825, in either byte order) is there.
    const gps = exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(gps, 'the test photo carries a GPS position').toBe(true);

    const res = await upload(shopper, id, form('image_front', original, 'IMG_0001.JPG'));
    expect(res.status, await res.clone().text()).toBe(200);
    const list = obj(await res.json());
    expect(list.image_front).toMatch(
      new RegExp(`/api/customer/tradein2/${id}/photos/image_front/\\?v=\\w+$`),
    );
    expect(list.image_back).toBeNull();

    const photo = await send(
      shopper,
      'maple_motors',
      'GET',
      `/api/customer/tradein2/${id}/photos/image_front/`,
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-disposition')).toMatch(/^inline\b/);
    const kept = Buffer.from(await photo.arrayBuffer());
    const after = await sharp(kept).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect([after.width, after.height]).toEqual([64, 48]);
  });

  it('takes the six angles of the spec, lists them, and removes one (the field as null)', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    for (const field of TRADE_IN_IMAGE_FIELDS) {
      const res = await upload(shopper, id, form(field, await png(), `${field}.png`, 'image/png'));
      expect(res.status, `${field}: ${await res.clone().text()}`).toBe(200);
    }
    const list = obj(
      await (await send(shopper, 'maple_motors', 'GET', `/api/customer/tradein2/${id}/photos/`)).json(),
    );
    for (const field of TRADE_IN_IMAGE_FIELDS) expect(list[field], field).toEqual(expect.any(String));

    const removed = await shopper.patch(`/api/customer/tradein2/${id}/photos/`, { image_dashboard: null });
    expect(removed.status, removed.text).toBe(200);
    expect(obj(removed.body).image_dashboard).toBeNull();
    expect(obj(removed.body).image_front).toEqual(expect.any(String));
    const gone = await send(
      shopper,
      'maple_motors',
      'GET',
      `/api/customer/tradein2/${id}/photos/image_dashboard/`,
    );
    expect(gone.status).toBe(404);

    // An empty form field removes too; an unknown angle is refused.
    const emptied = new FormData();
    emptied.append('image_seat_interior', '');
    expect(obj(await (await upload(shopper, id, emptied)).json()).image_seat_interior).toBeNull();
    const unknown = await upload(shopper, id, form('image_roof', await png(), 'roof.png', 'image/png'));
    expect(unknown.status).toBe(400);
  });
});

describe('uploads judged by their content', () => {
  it('refuses a PNG named .jpg and an HTML page named photo.jpg, on their field', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    const renamed = await upload(shopper, id, form('image_back', await png(), 'photo.jpg'));
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({
      image_back: ['This file is not the image its name or type says: send the photo as it is.'],
    });

    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const page = await upload(shopper, id, form('image_left', html, 'photo.jpg'));
    expect(page.status).toBe(400);
    expect(await page.json()).toEqual({
      image_left: ['This file is not a photo: send a JPEG, PNG or WebP image.'],
    });

    const french = await send(
      shopper,
      'maple_motors',
      'PATCH',
      `/api/customer/tradein2/${id}/photos/`,
      form('image_left', html, 'photo.jpg'),
      { 'X-Language': 'fr' },
    );
    expect(obj(await french.json()).image_left).toEqual([
      'Ce fichier n’est pas une photo\u00a0: envoyez une image JPEG, PNG ou WebP.',
    ]);
    const list = obj(
      await (await send(shopper, 'maple_motors', 'GET', `/api/customer/tradein2/${id}/photos/`)).json(),
    );
    expect(list.image_back).toBeNull();
    expect(list.image_left).toBeNull();
  });

  it('refuses an oversize upload by its declared length, and a chunked one at the limit, without reading it whole', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    const declared = await send(
      shopper,
      'maple_motors',
      'PATCH',
      `/api/customer/tradein2/${id}/photos/`,
      'x',
      {
        'Content-Type': 'multipart/form-data; boundary=b',
        'Content-Length': String(50 * 1024 * 1024),
      },
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ non_field_errors: ['A photo may be 10 MB at most.'] });

    // A body without a length that never ends: the server stops pulling past the limit.
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const chunked = await send(
      shopper,
      'maple_motors',
      'PATCH',
      `/api/customer/tradein2/${id}/photos/`,
      endless,
      {
        'Content-Type': 'multipart/form-data; boundary=b',
      },
    );
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(12 * 1024 * 1024);
  });
});

describe('who sees the photos', () => {
  it("answers 404 to another customer and to another dealer's staff; the dealer's staff see them", async () => {
    const owner = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(owner);
    expect((await upload(owner, id, form('image_right', await jpegWithGps(), 'a.jpg'))).status).toBe(200);
    const photoPath = `/api/customer/tradein2/${id}/photos/image_right/`;

    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await send(other, 'maple_motors', 'GET', photoPath)).status).toBe(404);
    expect((await send(other, 'maple_motors', 'GET', `/api/customer/tradein2/${id}/photos/`)).status).toBe(
      404,
    );
    expect((await upload(other, id, form('image_right', await png(), 'b.png', 'image/png'))).status).toBe(
      404,
    );
    expect((await other.patch(`/api/customer/tradein2/${id}/photos/`, { image_right: null })).status).toBe(
      404,
    );
    // A customer of another dealer asking for it there: not there either.
    const texan = await customer(ctx, 'lone_star_motors');
    expect((await send(texan, 'lone_star_motors', 'GET', photoPath)).status).toBe(404);

    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const list = await send(rep, 'maple_motors', 'GET', `/api/dealer/trade-ins/${id}/photos/`);
    expect(list.status).toBe(200);
    const url = String(obj(await list.json()).image_right);
    expect(url).toContain(`/api/dealer/trade-ins/${id}/photos/image_right/`);
    const seen = await send(rep, 'maple_motors', 'GET', new URL(url).pathname);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');

    const texas = await staffClient(ctx, 'admin@lonestarmotors.example.com', 'lone_star_motors');
    expect((await send(texas, 'lone_star_motors', 'GET', `/api/dealer/trade-ins/${id}/photos/`)).status).toBe(
      404,
    );
    expect(
      (await send(texas, 'lone_star_motors', 'GET', `/api/dealer/trade-ins/${id}/photos/image_right/`))
        .status,
    ).toBe(404);
    // A customer is not staff.
    expect((await send(owner, 'maple_motors', 'GET', `/api/dealer/trade-ins/${id}/photos/`)).status).toBe(
      403,
    );
  });
});

describe("the dealer's trade-in inbox (GET /api/dealer/trade-ins/)", () => {
  it('lists a submitted trade-in with its VIN, photos and condition answers; another dealer sees neither', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'inbox-photos');
    const order = obj(
      (await shopper.post('/api/customer/order/', { vehicle: car.id, payment_type: 'finance' })).body,
    ).id;
    // The VIN it was found by: checked, and the vehicle's own (not another's).
    const vid = 'demo-2019-honda-civic-ex';
    const wrong = await shopper.post('/api/customer/tradein/', {
      order,
      vid,
      vin: '2HGFC2F57KH512345',
      odometer: 1,
    });
    expect(obj(wrong.body).vin).toEqual(['This VIN is not valid: check each character.']);
    const other = await shopper.post('/api/customer/tradein/', {
      order,
      vid,
      vin: '1FTEW1EP0MFA12345',
      odometer: 1,
    });
    expect(other.status).toBe(400);
    expect(obj(other.body).vin).toEqual(['This VIN is of another vehicle than the one chosen.']);
    const created = await shopper.post('/api/customer/tradein/', {
      order,
      vid,
      vin: '2hgfc2f56kh512345',
      odometer: 80000,
    });
    expect(created.status, created.text).toBe(201);
    const id = Number(obj(created.body).id);
    // Changed without a VIN, the trade-in keeps the one it has.
    const changed = await put(shopper, `/api/customer/tradein/${id}/`, { order, vid, odometer: 81000 });
    expect(changed.status, changed.text).toBe(200);
    for (const field of ['image_front', 'image_dashboard'] as const) {
      expect((await upload(shopper, id, form(field, await jpegWithGps(), `${field}.jpg`))).status).toBe(200);
    }
    for (const [question, response] of [
      ['involved_in_accident', true],
      ['making_active_payments', 'F'],
    ] as const) {
      const res = await shopper.post('/api/customer/tradein-answers/', { trade_in: id, question, response });
      expect(res.status, res.text).toBe(201);
    }
    const submitted = await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    expect(submitted.status, submitted.text).toBe(200);

    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const inbox = await send(rep, 'maple_motors', 'GET', '/api/dealer/trade-ins/');
    expect(inbox.status).toBe(200);
    const item = (obj(await inbox.json()).results as Record<string, unknown>[]).find((t) => t.id === id);
    expect(item).toMatchObject({ vin: '2HGFC2F56KH512345', odometer: 81000 });
    // Staff find the customer by their trade-in's VIN, whole or its end, in any case (the search said
    // "VIN" and looked only at the vehicles of the orders: found by a dealer's staff).
    for (const q of ['2HGFC2F56KH512345', 'kh512345']) {
      const found = await send(rep, 'maple_motors', 'GET', `/api/dealer/customers/?q=${q}`);
      expect(found.status, q).toBe(200);
      const results = obj(await found.json()).results as { id: number }[];
      expect(
        results.map((u) => u.id),
        q,
      ).toContain(shopper.id);
    }
    const images = obj(item?.images);
    expect(String(images.image_front)).toMatch(
      new RegExp(`/api/dealer/trade-ins/${id}/photos/image_front/\\?v=\\w+$`),
    );
    expect(images.image_dashboard).toEqual(expect.any(String));
    for (const field of ['image_back', 'image_left', 'image_right', 'image_seat_interior'])
      expect(images[field], field).toBeNull();
    // Each listed photo is one the staff member can read.
    const photo = await send(rep, 'maple_motors', 'GET', new URL(String(images.image_front)).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(item?.answers).toEqual([
      { question: 'involved_in_accident', text: 'Has the vehicle been in an accident?', answer: 'Yes' },
      {
        question: 'making_active_payments',
        text: 'Are you still making payments on it?',
        answer: 'Yes, a loan',
      },
    ]);
    const french = await send(rep, 'maple_motors', 'GET', '/api/dealer/trade-ins/', undefined, {
      'X-Language': 'fr',
    });
    const inFrench = (obj(await french.json()).results as Record<string, unknown>[]).find((t) => t.id === id);
    expect(inFrench?.answers).toEqual([
      { question: 'involved_in_accident', text: 'Le véhicule a-t-il eu un accident ?', answer: 'Oui' },
      {
        question: 'making_active_payments',
        text: 'Faites-vous encore des paiements sur ce véhicule ?',
        answer: 'Oui, un prêt',
      },
    ]);

    // Another dealer's staff: not in their inbox, and its photos a 404 there.
    const texas = await staffClient(ctx, 'admin@lonestarmotors.example.com', 'lone_star_motors');
    const theirs = await send(texas, 'lone_star_motors', 'GET', '/api/dealer/trade-ins/');
    expect(theirs.status).toBe(200);
    expect((obj(await theirs.json()).results as Record<string, unknown>[]).map((t) => t.id)).not.toContain(
      id,
    );
    const path = new URL(String(images.image_front)).pathname;
    expect((await send(texas, 'lone_star_motors', 'GET', path)).status).toBe(404);
  });
});

describe('continuing on the phone (request_mobile_view)', () => {
  it("e-mails the customer a link to the trade-in's photos on the configured origin, never the request's Host", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    const res = await shopper.post(
      `/api/customer/tradein2/${id}/request_mobile_view/`,
      {},
      {
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(obj(res.body)).toMatchObject({ has_message_sent: true });
    const mail = ctx.sentMail.filter((m) => m.to === shopper.email).at(-1);
    expect(mail?.subject).toMatch(/photos/i);
    const origin = ctx.deps.config.publicOrigin;
    expect(mail?.text).toContain(`${origin}/maple_motors/en/trade-in-2/${car.id}/photos/`);
    expect(mail?.text).not.toContain('evil.example');

    const french = await send(
      shopper,
      'maple_motors',
      'POST',
      `/api/customer/tradein2/${id}/request_mobile_view/`,
      '{}',
      {
        'Content-Type': 'application/json',
        'X-Language': 'fr',
      },
    );
    expect(french.status).toBe(200);
    const frMail = ctx.sentMail.filter((m) => m.to === shopper.email).at(-1);
    expect(frMail?.text).toContain(`${origin}/maple_motors/fr/trade-in-2/${car.id}/photos/`);

    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await other.post(`/api/customer/tradein2/${id}/request_mobile_view/`, {})).status).toBe(404);
  });
});

describe("the trade-in's own answer", () => {
  it('carries its six images (the URL of each photo, or null), has_message_sent and last_updated', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    const fresh = obj((await shopper.get(`/api/customer/tradein/${id}/`)).body);
    expect(fresh.images).toEqual(Object.fromEntries(TRADE_IN_IMAGE_FIELDS.map((f) => [f, null])));
    expect(fresh).toMatchObject({ has_message_sent: false, last_updated: null });

    const res = await upload(shopper, id, form('image_front', await jpegWithGps(), 'front.jpg'));
    const listed = obj(await res.json());
    const answer = obj((await shopper.get(`/api/customer/tradein/${id}/`)).body);
    const parsed = blackBookTradeInAnswerSchema.parse(answer);
    expect(parsed.images.image_front).toBe(listed.image_front);
    expect(parsed.images.image_back).toBeNull();
    expect(parsed.last_updated).toEqual(expect.any(String));
    // The URL it names is the photo.
    const photo = await send(shopper, 'maple_motors', 'GET', new URL(String(listed.image_front)).pathname);
    expect(photo.status).toBe(200);

    // The order answers its trade-in with them too.
    const order = obj((await shopper.get(`/api/customer/order/${answer.order}/`)).body);
    expect(obj(order.trade_in).images).toEqual(answer.images);
  });
});

describe('the photo watcher (tradein-answers/{id}/check_images/)', () => {
  const check = (who: Client, id: number, t?: string) =>
    who.get(
      `/api/customer/tradein-answers/${id}/check_images/${t === undefined ? '' : `?t=${encodeURIComponent(t)}`}`,
    );

  it('says whether the photos changed since t, with the six images, from the trade-in alone', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    const none = await check(shopper, id);
    expect(none.status, none.text).toBe(200);
    expect(obj(none.body)).toMatchObject({
      trade_in: id,
      changed: false,
      last_updated: null,
      image_front: null,
    });

    const taken = obj(
      await (await upload(shopper, id, form('image_back', await jpegWithGps(), 'b.jpg'))).json(),
    );
    const seen = obj((await check(shopper, id)).body);
    expect(seen).toMatchObject({ changed: true, image_back: taken.image_back, image_front: null });
    const t = String(seen.last_updated);
    expect(obj((await check(shopper, id, t)).body)).toMatchObject({ changed: false, last_updated: t });

    // Taken on the phone: a new photo is a change since t.
    await upload(shopper, id, form('image_left', await jpegWithGps(), 'l.jpg'));
    const after = obj((await check(shopper, id, t)).body);
    expect(after.changed).toBe(true);
    expect(after.image_left).toEqual(expect.any(String));
    expect(after.last_updated).not.toBe(t);

    // A removal is a change too.
    const t2 = String(after.last_updated);
    await shopper.patch(`/api/customer/tradein2/${id}/photos/`, { image_left: null });
    const removed = obj((await check(shopper, id, t2)).body);
    expect(removed).toMatchObject({ changed: true, image_left: null });

    // Cheap: the answer reads no photo, so it holds while storage is unreachable.
    const folder = join(photoDir, 'trade-ins');
    const aside = `${photoDir}-aside`;
    renameSync(folder, aside);
    try {
      const blind = await check(shopper, id, String(removed.last_updated));
      expect(blind.status).toBe(200);
      expect(obj(blind.body)).toMatchObject({ changed: false, image_back: taken.image_back });
    } finally {
      renameSync(aside, folder);
    }

    expect((await check(shopper, id, 'yesterday')).status).toBe(400);
  });

  it("is the owner's only: another customer or dealer gets a 404", async () => {
    const owner = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(owner);
    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await check(other, id)).status).toBe(404);
    const texan = await customer(ctx, 'lone_star_motors');
    expect((await check(texan, id)).status).toBe(404);
    expect(
      (await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/tradein-answers/${id}/check_images/`))
        .status,
    ).toBeOneOf([401, 403]);
  });
});

describe('request_mobile_view remembered and limited', () => {
  const ask = (who: Client, id: number, language?: string) =>
    who.post(
      `/api/customer/tradein2/${id}/request_mobile_view/`,
      {},
      language ? { headers: { 'X-Language': language } } : undefined,
    );

  it('keeps has_message_sent on the trade-in', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const id = await tradeInOf(shopper);
    expect((await ask(shopper, id)).status).toBe(200);
    expect(obj((await shopper.get(`/api/customer/tradein/${id}/`)).body).has_message_sent).toBe(true);
    const other = await tradeInOf(shopper, second.id);
    expect(obj((await shopper.get(`/api/customer/tradein/${other}/`)).body).has_message_sent).toBe(false);
  });

  it(`sends ${MOBILE_VIEW_LIMITS.perTradeInPerHour} an hour per trade-in and ${EMAIL_LIMITS.perCustomerPerHour} per customer, then 429 in the page's language`, async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const first = await tradeInOf(shopper);
    for (let i = 0; i < MOBILE_VIEW_LIMITS.perTradeInPerHour; i++)
      expect((await ask(shopper, first)).status).toBe(200);
    const sent = ctx.sentMail.filter((m) => m.to === shopper.email).length;
    const refused = await ask(shopper, first, 'fr');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(obj(refused.body).detail).toBe(
      'Le lien a déjà été envoyé plusieurs fois\u00a0: consultez vos courriels ou réessayez dans une heure.',
    );
    expect(ctx.sentMail.filter((m) => m.to === shopper.email)).toHaveLength(sent);

    // Another trade-in of the same customer: up to the customer's share of these e-mails.
    const next = await tradeInOf(shopper, second.id);
    const left = EMAIL_LIMITS.perCustomerPerHour - MOBILE_VIEW_LIMITS.perTradeInPerHour;
    for (let i = 0; i < left; i++) expect((await ask(shopper, next)).status).toBe(200);
    const more = await ask(shopper, next);
    expect(more.status).toBe(429);
    expect(obj(more.body).detail).toBe(
      'The link was already sent several times: check your e-mail, or try again in an hour.',
    );

    // Another customer is not held back by them.
    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await ask(other, await tradeInOf(other))).status).toBe(200);
  });
});

describe('erasing the customer', () => {
  it("removes their trade-ins' photos from storage, not another customer's", async () => {
    const shopper = await customer(ctx, 'maple_motors', 'erased');
    const id = await tradeInOf(shopper);
    expect((await upload(shopper, id, form('image_front', await jpegWithGps(), 'front.jpg'))).status).toBe(
      200,
    );
    const other = await customer(ctx, 'maple_motors', 'kept');
    const kept = await tradeInOf(other);
    expect((await upload(other, kept, form('image_back', await jpegWithGps(), 'back.jpg'))).status).toBe(200);
    const stored = (tradeIn: number) =>
      readdirSync(join(photoDir, 'trade-ins'), { recursive: true }).filter((f) =>
        String(f).startsWith(join(String(car.dealerId), String(tradeIn), 'image_')),
      );
    expect(stored(id)).toHaveLength(1);

    const erased = await shopper.post('/api/customer/privacy/erase/', { confirm_email: shopper.email });
    expect(erased.status, erased.text).toBe(200);
    expect(stored(id)).toEqual([]);
    expect(stored(kept)).toHaveLength(1);
  });
});
