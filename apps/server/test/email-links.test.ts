/**
 * E-mails the server sends on a shopper's request (issue 16, items 1, 4 and 18): where their links
 * point, who receives them, how often, and in which language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { MailMessage } from '../src/services/mailer.ts';
import { customer, finishedTask, newCar, pickVehicle, staffClient } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

const ORIGIN = 'https://shop.example.test';
/** Headers a stranger sends to have the links built on their own site. */
const FORGED = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicOrigin: ORIGIN });
});
afterAll(async () => {
  await ctx.close();
});

let ipSeq = 0;
const ip = () => {
  ipSeq += 1;
  return `10.160.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};

const mailTo = (address: string): MailMessage[] => ctx.sentMail.filter((m) => m.to === address);
const lastMailTo = (address: string): MailMessage => {
  const mail = mailTo(address).at(-1);
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
};
const links = (text: string) => text.match(/https?:\/\/[^\s]+/g) ?? [];

describe('links in e-mails come from the configured public origin (item 1)', () => {
  it('builds the sign-in link on the public origin whatever Host and X-Forwarded-* say', async () => {
    const victim = await customer(ctx, 'maple_motors', 'victim');
    const stranger = client(ctx, { dealer: 'maple_motors', ip: ip() });
    const res = await stranger.post(
      '/api/customer/user/send_login_link/',
      { email: victim.email },
      { headers: FORGED },
    );
    expect(res.status).toBe(200);
    const found = links(lastMailTo(victim.email).text);
    expect(found.length).toBeGreaterThan(0);
    for (const link of found) expect(link.startsWith(`${ORIGIN}/`), link).toBe(true);
    expect(lastMailTo(victim.email).text).not.toContain('evil.example');
  });

  it('builds the re-entry code e-mail’s link on the public origin', async () => {
    const victim = await customer(ctx, 'maple_motors', 'victim');
    const stranger = client(ctx, { dealer: 'maple_motors', ip: ip() });
    const res = await stranger.post(
      '/api/customer/user/send_reentry_code/',
      { email: victim.email },
      { headers: FORGED },
    );
    expect(res.status).toBe(200);
    const found = links(lastMailTo(victim.email).text);
    expect(found.length).toBeGreaterThan(0);
    for (const link of found) expect(link.startsWith(`${ORIGIN}/maple_motors/`), link).toBe(true);
  });

  it('builds the order link (e-mail and answer) on the public origin', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'orders');
    const vehicle = await pickVehicle(ctx, 'maple_motors', newCar);
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body);
    const sent = await shopper.post(
      `/api/customer/order/${order.id}/send_order_link/`,
      {},
      { headers: FORGED },
    );
    expect(sent.status, sent.text).toBe(202);
    expect(String(obj(sent.body).tokenized_url).startsWith(`${ORIGIN}/maple_motors/en/shared-deal/`)).toBe(
      true,
    );
    await finishedTask(shopper, String(obj(sent.body).task));
    // Greeted by name, as the other e-mails do (found in a shopper trial: "Hello,").
    expect(lastMailTo(shopper.email).text.startsWith('Hello Alex,\n')).toBe(true);
    const found = links(lastMailTo(shopper.email).text);
    expect(found.length).toBeGreaterThan(0);
    for (const link of found)
      expect(link.startsWith(`${ORIGIN}/maple_motors/en/shared-deal/`), link).toBe(true);
    const shared = await shopper.post(`/api/customer/order/${order.id}/share/`, {}, { headers: FORGED });
    expect(String(obj(shared.body).tokenized_url).startsWith(`${ORIGIN}/`)).toBe(true);
  });

  // Found in a shopper trial: the test drive's e-mail linked to an API page (the request's receipt),
  // not to the shopper's page, where they see it, its time and can cancel it.
  it("links the test drive's e-mails to the shopper's appointment page of the vehicle, on the public origin", async () => {
    const shopper = await customer(ctx, 'maple_motors', 'drive');
    const vehicle = await pickVehicle(ctx, 'maple_motors', newCar);
    const booking = {
      booking_option: 'AtDealer',
      model_year: vehicle.year,
      model_code: vehicle.model,
      model_name: vehicle.model,
      dealer_code: 'maple_motors',
      province: 'ON',
      first_name: 'Alex',
      last_name: 'Martin',
      phone: '416-555-0142',
      language: 'fr',
      vehicle: vehicle.id,
    };
    const res = await shopper.post('/api/test-drive/bookings/', booking, { headers: FORGED });
    expect(res.status, res.text).toBe(201);
    const page = `${ORIGIN}/maple_motors/fr/appointment/${vehicle.id}/`;
    expect(lastMailTo(shopper.email).subject).toBe('Demande d’essai routier reçue\u00a0: Maple Motors');
    expect(links(lastMailTo(shopper.email).text)).toEqual([page]);

    // Staff set its time: the e-mail and its calendar invitation name the same page.
    const slots = obj((await shopper.get('/api/customer/appointment/slots/')).body).days as {
      slots: { start: string }[];
    }[];
    const start = slots.flatMap((d) => d.slots)[0]?.start;
    const drive = obj(
      obj(
        (
          await shopper.get(
            `/api/customer/test-drive/?model_year=${vehicle.year}&model_code=${encodeURIComponent(vehicle.model)}`,
          )
        ).body,
      ).test_drive,
    );
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const set = await rep.post(
      `/api/dealer/test-drives/${drive.id}/confirm/`,
      { start },
      { headers: FORGED },
    );
    expect(set.status, set.text).toBe(200);
    const confirmed = lastMailTo(shopper.email);
    expect(confirmed.subject).toBe('Essai routier confirmé\u00a0: Maple Motors');
    expect(links(confirmed.text)).toEqual([page]);
    expect(confirmed.attachments?.[0]?.content).toContain(`DESCRIPTION:${page}`);

    // A vehicle of another dealership is not this request's.
    const texan = await pickVehicle(ctx, 'lone_star_motors', newCar);
    const wrong = await shopper.post('/api/test-drive/bookings/', { ...booking, vehicle: texan.id });
    expect(wrong.status).toBe(400);
    expect(Object.keys(obj(wrong.body))).toEqual(['vehicle']);
  });

  it("links the appointment's e-mails to the shopper's appointment page of the vehicle", async () => {
    const shopper = await customer(ctx, 'maple_motors', 'visit');
    const vehicle = await pickVehicle(ctx, 'maple_motors', newCar);
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body);
    const slots = obj((await shopper.get('/api/customer/appointment/slots/')).body).days as {
      slots: { start: string }[];
    }[];
    const start = slots.flatMap((d) => d.slots).at(-1)?.start;
    const booked = await shopper.post(
      '/api/customer/appointment/',
      { order: order.id, start, location: 'AtDealer' },
      { headers: FORGED },
    );
    expect(booked.status, booked.text).toBe(201);
    expect(lastMailTo(shopper.email).subject).toBe('Appointment requested: Maple Motors');
    expect(links(lastMailTo(shopper.email).text)).toEqual([
      `${ORIGIN}/maple_motors/en/appointment/${vehicle.id}/`,
    ]);
  });

  it('defaults the public origin to the local server, and takes PUBLIC_ORIGIN without a trailing slash', () => {
    expect(loadConfig({ PORT: '3211' }).publicOrigin).toBe('http://localhost:3211');
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://cars.example.com/' }).publicOrigin).toBe(
      'https://cars.example.com',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'cars.example.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://cars.example.com/shop?x=1' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('e-mails go to the signed-in customer, throttled per customer and per address (item 4)', () => {
  it('sends the order link to the customer’s own address, not the order’s writable e-mail', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'owner');
    const vehicle = await pickVehicle(ctx, 'maple_motors', newCar);
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body);
    const patched = await shopper.patch(`/api/customer/order/${order.id}/`, {
      email: 'someone.else@example.org',
    });
    expect(patched.status, patched.text).toBe(200);
    const sent = await shopper.post(`/api/customer/order/${order.id}/send_order_link/`, {});
    expect(sent.status).toBe(202);
    expect(obj(sent.body).email).toBe(shopper.email);
    await finishedTask(shopper, String(obj(sent.body).task));
    expect(mailTo('someone.else@example.org')).toEqual([]);
    expect(lastMailTo(shopper.email).subject).toContain(dealerName('maple_motors'));
  });

  it('throttles order links per customer, whatever the client address', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'repeat');
    const vehicle = await pickVehicle(ctx, 'maple_motors', newCar);
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The same session from another address each time: the limit is the customer's, not the address's.
      const again = client(ctx, { dealer: 'maple_motors', ip: ip() });
      for (const [k, v] of shopper.jar) again.jar.set(k, v);
      const res = await again.post(`/api/customer/order/${order.id}/send_order_link/`, {});
      statuses.push(res.status);
      if (res.status === 202) await finishedTask(shopper, String(obj(res.body).task));
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(mailTo(shopper.email)).toHaveLength(5);
  });

  it('throttles e-mails per address across dealers (one person, several dealers’ accounts)', async () => {
    const address = 'many.dealers@example.com';
    for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
      const c = client(ctx, { dealer, ip: ip() });
      const reg = await c.post('/api/customer/user/register/', {
        email: address,
        first_name: 'Sam',
        last_name: 'Many',
        phone: dealer === 'lone_star_motors' ? '512-555-0142' : '416-555-0142',
        preferred_method_of_contact: 'email',
        consents: { dealer_data_collection: true },
      });
      expect(reg.status, reg.text).toBe(201);
    }
    const statuses: Record<string, number[]> = {};
    for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
      statuses[dealer] = [];
      for (let i = 0; i < 4; i++) {
        const res = await client(ctx, { dealer, ip: ip() }).post('/api/customer/user/send_login_link/', {
          email: address,
        });
        statuses[dealer]?.push(res.status);
      }
    }
    // 10 e-mails an hour to one address, whichever dealer and call asks.
    expect(statuses).toEqual({
      maple_motors: [200, 200, 200, 200],
      riviere_auto: [200, 200, 200, 200],
      lone_star_motors: [200, 200, 429, 429],
    });
    expect(mailTo(address)).toHaveLength(10);
  });
});

describe('server answers and e-mails in the URL’s language (item 18, server half)', () => {
  it('answers a field error in French when the French page asks, over an English language cookie', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'francais');
    expect((await shopper.post('/i18n/', { language: 'en' })).status).toBe(200);
    const english = await shopper.patch(`/api/customer/user/${shopper.id}/`, { postal_code: 'XYZ' });
    expect(english.status).toBe(400);
    expect(obj(english.body).postal_code).toEqual(['Enter a valid postal code, e.g. A1A 1A1.']);
    const french = await shopper.patch(
      `/api/customer/user/${shopper.id}/`,
      { postal_code: 'XYZ' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(french.status).toBe(400);
    expect(obj(french.body).postal_code).toEqual(['Entrez un code postal valide, p. ex. A1A 1A1.']);

    const vehicle = await pickVehicle(ctx, 'maple_motors', newCar);
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body);
    const orderError = await shopper.patch(
      `/api/customer/order/${order.id}/`,
      { postal_code: '12345' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(orderError.status).toBe(400);
    expect(obj(orderError.body).postal_code).toEqual(['Entrez un code postal valide, p. ex. A1A 1A1.']);
    const missing = await client(ctx, { dealer: 'maple_motors', ip: ip() }).post(
      '/api/customer/user/register/',
      { first_name: 'Zoé' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(missing.status).toBe(400);
    expect(obj(missing.body).email).toEqual(['Ce champ est obligatoire.']);
  });

  it('answers the refusals made before the dealer is known in the page’s language too', async () => {
    const c = client(ctx, { dealer: 'maple_motors', ip: ip() });
    const fr = { 'X-Language': 'fr' };
    const forged = await c.post('/i18n/', { language: 'en' }, { csrf: false, headers: fr });
    expect(forged.status).toBe(403);
    expect(obj(forged.body)).toMatchObject({
      code: 'csrf_failed',
      detail: 'Jeton anti-falsification absent ou incorrect.',
    });
    const big = await c.post(
      '/i18n/',
      { language: 'x'.repeat(ctx.deps.config.bodyLimitBytes) },
      { headers: fr },
    );
    expect(big.status).toBe(413);
    expect(obj(big.body).non_field_errors).toEqual(['Le corps de la requête est trop volumineux.']);
    const unknown = await client(ctx, { dealer: 'nowhere_motors' }).get('/i18n/', fr);
    expect(unknown.status).toBe(404);
    expect(obj(unknown.body)).toMatchObject({
      code: 'dealer_not_found',
      detail: 'Concessionnaire introuvable.',
    });
  });

  it('gives the URL’s language precedence over the cookie in the data too', async () => {
    const c = client(ctx, { dealer: 'maple_motors', ip: ip() });
    await c.post('/i18n/', { language: 'en' });
    expect(obj((await c.get('/i18n/')).body).language).toBe('en');
    expect(obj((await c.get('/i18n/', { 'X-Language': 'fr' })).body).language).toBe('fr');
    // A language the dealer does not offer is ignored.
    const texas = client(ctx, { dealer: 'lone_star_motors', ip: ip() });
    expect(obj((await texas.get('/i18n/', { 'X-Language': 'fr' })).body).language).toBe('en');
  });

  it('e-mails the sign-in link in the customer’s language', async () => {
    const address = 'marie.french@example.com';
    const signUp = client(ctx, { dealer: 'maple_motors', ip: ip() });
    const reg = await signUp.post(
      '/api/customer/user/register/',
      {
        email: address,
        first_name: 'Marie',
        last_name: 'Tremblay',
        phone: '416-555-0142',
        consents: { dealer_data_collection: true },
      },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(reg.status, reg.text).toBe(201);
    // Later, from a browser whose cookie and preferences say English.
    const later = client(ctx, { dealer: 'maple_motors', ip: ip() });
    await later.post('/i18n/', { language: 'en' });
    const res = await later.post(
      '/api/customer/user/send_login_link/',
      { email: address },
      { headers: { 'Accept-Language': 'en-CA,en;q=0.9' } },
    );
    expect(res.status).toBe(200);
    const mail = lastMailTo(address);
    expect(mail.subject).toContain('lien de connexion');
    expect(mail.text).toContain('Bonjour Marie');
    expect(links(mail.text)[0]).toMatch(new RegExp(`^${ORIGIN}/api/auth/login-link/`));
    // The French page asks in French: the answer's message is French as well.
    const fr = await later.post(
      '/api/customer/user/send_login_link/',
      { email: 'nobody.here@example.com' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(fr.body).detail).toMatch(/^Si ce courriel/);
  });
});

function dealerName(code: string): string {
  return code === 'maple_motors' ? 'Maple Motors' : code;
}
