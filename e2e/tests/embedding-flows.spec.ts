import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import {
  allowDealerSite,
  DEALER_SITE,
  dealerSignsIn,
  requiredConsents,
  STOREFRONT_ORIGIN,
} from './dealerSite.ts';
import { cheapestNewInStock } from './helpers.ts';

// Issue 23: the flows inside a dealer's frame post their transactions to the dealer's page
// (apps/server/src/modules/embedding/README.md, "Transactions"). The dealer's page (the demo dealer
// website on another site: localhost against the storefront's 127.0.0.1) records every message it
// receives as the browser hands it over (origin and data, before the embed script reads it): a
// deposit placed and a trade-in sent inside the frame each reach it once, from the storefront's
// origin, in protocol version 1, with the documented fields. A page whose origin is not among the
// dealer's embedding origins hears nothing, and what it posts to the frame is ignored.

test.describe.configure({ timeout: 240_000 });

interface Raw {
  origin: string;
  data: Record<string, unknown>;
}

/** Every message the top page receives, as received (set up before the page loads). */
async function recordMessages(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const kept: unknown[] = [];
    (window as unknown as { rawMessages: unknown[] }).rawMessages = kept;
    window.addEventListener('message', (event) => kept.push({ origin: event.origin, data: event.data }));
  });
}

/**
 * A message without its `embed` (the embed script's id of the frame, optional in the protocol: a page
 * loaded in the frame by its address, as here, may post without it; when present it is checked apart).
 */
function withoutEmbed({ origin, data }: Raw): Raw {
  const { embed: _embed, ...rest } = data;
  return { origin, data: rest };
}

const rawMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { rawMessages: Raw[] }).rawMessages);

/** The storefront's transaction messages the page received. */
async function transactions(page: Page): Promise<Raw[]> {
  return (await rawMessages(page)).filter((m) => m.data?.type === 'transaction');
}

/** The dealer's page with its inline frame on `path` of the storefront, the frame's embed id. */
async function dealerPageOn(page: Page, vehicleId: number, path: string) {
  await recordMessages(page);
  await allowDealerSite(page);
  await page.goto(`${DEALER_SITE}/dev/dealer-site/?dealer=maple_motors&vehicle=${vehicleId}`);
  const inline = page.locator('section[aria-labelledby="inline-title"] iframe');
  const frame = page.frameLocator('section[aria-labelledby="inline-title"] iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const embed = await inline.getAttribute('id');
  const inFrame = page.frames().find((f) => f.url().startsWith(`${STOREFRONT_ORIGIN}/maple_motors/en/`));
  if (!inFrame) throw new Error('no storefront frame');
  // Opened as the embed script opens a page (its flags), as a link in the frame would keep them.
  const go = (to: string) => inFrame.goto(`${STOREFRONT_ORIGIN}${to}?iframe_mode=inline&embed_id=${embed}`);
  await go(path);
  return { frame, embed, go };
}

/** The shopper's order of the vehicle, read in the frame's own (partitioned) session. */
async function orderInFrame(frame: FrameLocator, vehicleId: number): Promise<number> {
  const orders = (await frame
    .locator('body')
    .evaluate(() =>
      fetch('/api/customer/order/', { headers: { Accept: 'application/json' } }).then((r) => r.json()),
    )) as { results: { id: number; vehicle: number | { id: number } }[] };
  return (
    orders.results.find((o) => (typeof o.vehicle === 'number' ? o.vehicle : o.vehicle.id) === vehicleId)
      ?.id ?? 0
  );
}

/**
 * A new vehicle in stock that no other journey reserves: the cheapest and the dearest, a third
 * (deposit-refund) and the middle (dealer-console-tabs, order-details) are taken; this one is a quarter
 * of the way up the price list.
 */
async function middleVehicle(page: Page): Promise<number> {
  const response = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    { headers: { 'X-Dealer-Code': 'maple_motors' } },
  );
  const { results } = (await response.json()) as { results: { id: number; stock_status: string }[] };
  const inStock = results.filter((v) => v.stock_status === 'in stock');
  const vehicle = inStock[Math.floor(inStock.length / 4)];
  if (!vehicle) throw new Error('no vehicle in stock');
  return vehicle.id;
}

test('a deposit placed inside the frame reaches the dealer’s page once: from the storefront’s origin, version 1, the order, vehicle, amount and currency', async ({
  page,
}) => {
  const vehicleId = await middleVehicle(page);
  const customer = {
    email: `embedded.deposit.${Date.now()}@example.com`,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '4165550147',
    consents: await requiredConsents(page),
  };
  const { frame, embed } = await dealerPageOn(page, vehicleId, `/maple_motors/en/deposit/${vehicleId}/`);
  await dealerSignsIn(page, [{ status: 'new', customer }]);
  await expect(frame.getByRole('heading', { level: 1, name: 'Place your deposit' })).toBeVisible();
  await frame.getByRole('main').getByRole('button', { name: 'Place deposit' }).click();

  // Signed in by the dealer's page, the shopper pays in the frame: $500.00 and a $14.80 fee.
  const form = frame.getByTestId('deposit-place');
  await expect(form.getByTestId('deposit-total')).toHaveText('$514.80', { timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Address', exact: false }).first().fill('100 King St W');
  await form.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await form.getByRole('button', { name: /Province/ }).click();
  await frame.getByRole('option', { name: 'Ontario' }).click();
  await form.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  const phone = form.getByRole('textbox', { name: 'Phone' });
  if ((await phone.inputValue()) === '') await phone.fill('4165550147');
  await form.getByRole('textbox', { name: 'Name on the card' }).fill('Nora Tremblay');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('textbox', { name: /Expiry/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await form.getByRole('button', { name: 'Pay $514.80 deposit' }).click();
  await expect(frame.getByTestId('deposit-summary')).toBeVisible({ timeout: 20_000 });

  const order = await orderInFrame(frame, vehicleId);
  expect(order).toBeGreaterThan(0);
  await expect
    .poll(async () => (await transactions(page)).map((m) => m.data.event))
    .toContain('deposit_placed');
  const placed = (await transactions(page)).filter((m) => m.data.event === 'deposit_placed');
  expect(placed.map((m) => m.data.embed ?? embed)).toEqual([embed]);
  expect(placed.map(withoutEmbed)).toEqual([
    {
      origin: STOREFRONT_ORIGIN,
      data: {
        from: 'storefront',
        v: 1,
        type: 'transaction',
        event: 'deposit_placed',
        order,
        vehicle: vehicleId,
        amount: 514.8,
        currency: 'CAD',
      },
    },
  ]);
  // The page's own messages reach this frame: the embed script's viewport places its dialogs.
  await expect
    .poll(() => frame.locator('html').evaluate((html) => html.style.getPropertyValue('--sf-embed-height')))
    .not.toBe('');
  // Every message the page received from the frame came from the storefront's origin, in version 1.
  const fromFrame = (await rawMessages(page)).filter((m) => m.data?.from === 'storefront');
  expect(fromFrame.every((m) => m.origin === STOREFRONT_ORIGIN && m.data.v === 1)).toBe(true);
  // The embed script turned it into the page's event (its embed id and version left aside here).
  const heard = await page.evaluate(() =>
    (window as unknown as { storefrontEvents: Record<string, unknown>[] }).storefrontEvents.filter(
      (e) => e.event === 'deposit_placed',
    ),
  );
  expect(heard.map(({ embed: _embed, v: _v, ...rest }) => rest)).toEqual([
    {
      type: 'transaction',
      event: 'deposit_placed',
      order,
      vehicle: vehicleId,
      amount: 514.8,
      currency: 'CAD',
    },
  ]);
});

test('a trade-in sent inside the frame reaches the dealer’s page once: from the storefront’s origin, version 1, its order', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const customer = {
    email: `embedded.trade.${Date.now()}@example.com`,
    first_name: 'Ava',
    last_name: 'Singh',
    phone: '4165550148',
    consents: await requiredConsents(page),
  };
  const { frame, embed, go } = await dealerPageOn(
    page,
    vehicle.id,
    `/maple_motors/en/trade-in-2/${vehicle.id}/details/`,
  );
  await dealerSignsIn(page, [{ status: 'new', customer }]);
  const vin = frame.getByRole('textbox', { name: /^VIN \(vehicle/ });
  await vin.fill('2HGFC2F56KH512345');
  await frame.getByRole('button', { name: 'Find by VIN' }).click();
  await expect(frame.getByTestId('trade-in-vehicle')).toHaveText(/^Found: 2019 Honda Civic EX\.$/);
  await frame.getByRole('textbox', { name: /^Odometer \(km\)/ }).fill('90,000');
  // With the keyboard: a forced click aims at a point, and the frame grows (and the page moves) as the
  // form does, which on a busy machine can come between the aim and the click.
  const boxes = [frame.getByRole('checkbox', { name: /^I confirm/ })];
  for (const question of [/accident/, /paint/, /repairs/, /protection plan/, /payments/, /imported/])
    boxes.push(frame.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'No' }));
  for (const box of boxes) {
    await box.focus();
    await box.press('Space');
    await expect(box).toBeChecked();
  }
  await frame.getByTestId('trade-in-save').click();
  // Signed in by the dealer's page, saved: the photo step.
  await expect(frame.getByRole('heading', { level: 1, name: 'Vehicle photos' })).toBeVisible({
    timeout: 20_000,
  });
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c33';
      context.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  await frame.getByLabel('Add the photo: Front').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo, 'base64'),
  });
  await expect(frame.getByRole('img', { name: 'Photo: Front' })).toBeVisible({ timeout: 20_000 });
  await go(`/maple_motors/en/trade-in-2/${vehicle.id}/review/`);
  await frame.getByTestId('trade-in-submit').click();
  await expect(frame.getByTestId('trade-in-submit')).toHaveCount(0);

  const order = await orderInFrame(frame, vehicle.id);
  expect(order).toBeGreaterThan(0);
  await expect
    .poll(async () => (await transactions(page)).map((m) => m.data.event))
    .toContain('trade_in_sent');
  const sent = (await transactions(page)).filter((m) => m.data.event === 'trade_in_sent');
  expect(sent.map((m) => m.data.embed ?? embed)).toEqual([embed]);
  expect(sent.map(withoutEmbed)).toEqual([
    {
      origin: STOREFRONT_ORIGIN,
      data: { from: 'storefront', v: 1, type: 'transaction', event: 'trade_in_sent', order },
    },
  ]);
});

test('a page whose origin is not among the dealer’s embedding origins hears nothing from the frame, and what it posts to the frame is ignored', async ({
  page,
}) => {
  // The dealer's websites without the demo one. The browser then refuses to frame the storefront
  // there (frame-ancestors); the policy is dropped from the frame's pages here, as a browser without
  // it would, so that the frame's own check is what is seen.
  await allowDealerSite(page);
  const csrf = async () =>
    (await page.context().cookies()).find((c) => c.name === 'sf_csrf' && c.domain === '127.0.0.1')?.value ??
    '';
  const staff = async () => ({ 'X-Dealer-Code': 'maple_motors', 'X-CSRF-Token': await csrf() });
  await page.request.get('/api/health');
  const login = await page.request.post('/api/dealer/auth/login/', {
    headers: await staff(),
    data: { email: 'admin@maplemotors.example.ca', password: 'demo-staff-2026' },
  });
  expect(login.status()).toBe(200);
  const origins = await page.request.put('/api/dealer/embedding/', {
    headers: await staff(),
    data: { origins: ['https://maplemotors.example.ca'] },
  });
  expect(origins.status()).toBe(200);
  await page.context().clearCookies();
  await page.route(`${STOREFRONT_ORIGIN}/maple_motors/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('storefront embed')) warnings.push(m.text());
  });
  try {
    await recordMessages(page);
    const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
    await page.goto(`${DEALER_SITE}/dev/dealer-site/?dealer=maple_motors&vehicle=${vehicle.id}`);
    const frame = page.frameLocator('section[aria-labelledby="inline-title"] iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(frame.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
    // A sign-in, which a dealer's page is asked for (auth_required, no dialog), opens the storefront's
    // own dialog: the frame does not talk to this page.
    await frame.getByRole('button', { name: 'Account menu' }).click();
    await frame.getByRole('menuitem', { name: 'Log in' }).click();
    await expect(frame.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    // What the page posts to the frame is ignored: a viewport (which a dealer's page sends to place
    // the frame's dialogs) leaves the frame's dialog area as it was.
    await page.evaluate((origin) => {
      const iframe = document.querySelector<HTMLIFrameElement>(
        'section[aria-labelledby="inline-title"] iframe',
      );
      iframe?.contentWindow?.postMessage(
        { to: 'storefront', v: 1, type: 'viewport', top: 321, height: 432 },
        origin,
      );
    }, STOREFRONT_ORIGIN);
    await page.waitForTimeout(1000);
    const style = await frame
      .locator('html')
      .evaluate((html) => html.style.getPropertyValue('--sf-embed-top'));
    expect(style).toBe('');
    await expect(frame.getByRole('dialog')).toBeVisible();
    expect((await rawMessages(page)).filter((m) => m.data?.from === 'storefront')).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { storefrontEvents: unknown[] }).storefrontEvents),
    ).toEqual([]);
    // The embed script tells the page's developer, 10 s after the frame's load, what to check.
    await expect
      .poll(() => warnings, { timeout: 20_000 })
      .toEqual([
        `storefront embed (sf-embed-1): the storefront sent nothing in 10 s. Check that data-dealer "maple_motors" is the dealer's code and that ${DEALER_SITE} is among its embedding origins (dealer console, Website).`,
      ]);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().clearCookies();
    await allowDealerSite(page);
  }
});
