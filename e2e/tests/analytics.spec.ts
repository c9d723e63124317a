import type { APIRequestContext, Page } from '@playwright/test';
import { withSettings } from './dealerSettings.ts';
import { expect, test } from './fixtures.ts';
import {
  addonsOf,
  answerPostalCode,
  api,
  cheapestNewInStock,
  dealerPostalCode,
  expectNoAxeViolations,
} from './helpers.ts';

// The analytics layer (spec 3 §4, §9): the page's data layer receives the named events with their
// payload groups, each digital-retailing event once per vehicle; at a dealer whose consent setting
// requires it (its GET /settings/ answer changed on the way), nothing before the shopper allows it.

type Pushed = {
  event: string;
  eventInfo?: { eventName: string };
  product?: { id?: unknown };
  partner?: unknown;
  filter?: Record<string, unknown>;
  commerce?: { accessories?: Record<string, unknown>[]; protections?: Record<string, unknown>[] };
  calculation?: Record<string, unknown>;
};

const layer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => 'event' in e),
  );

test('consent first, then the events of the vehicle page once per vehicle, and the pixel', async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  const pixels: string[] = [];
  await page.route('**/__pixel.gif*', async (route) => {
    pixels.push(route.request().url());
    await route.fulfill({ status: 204, body: '' });
  });
  await withSettings(
    page,
    (d) => d,
    (s) => ({
      ...s,
      analytics: { participating: true, consent: 'REQUIRED_CONSENT' },
      pixel_url: '/__pixel.gif',
    }),
  );
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  const banner = page.getByRole('region', { name: 'Analytics' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('May this dealership measure how you use this site');
  // The banner takes no focus on load (the page's own focus stays where it was).
  expect(await page.evaluate(() => document.activeElement?.closest('section') ?? null)).toBeNull();
  await expectNoAxeViolations(page);
  // Nothing before consent: no data layer event, no pixel.
  expect(await layer(page)).toEqual([]);
  expect(pixels).toEqual([]);

  // With the keyboard: the banner ends the page, so going back from the page's start reaches its
  // buttons (Refuse last); Enter allows, and focus goes to the main content.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: 'Refuse' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: 'Allow analytics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  await expect
    .poll(async () => (await layer(page)).map((e) => e.event))
    .toEqual(['page_view', 'vehicle_viewed', 'purchase_start']);
  const viewed = (await layer(page)).find((e) => e.event === 'vehicle_viewed');
  expect(viewed?.product?.id).toBe(vehicle.id);
  expect(viewed?.partner).toMatchObject({ name: expect.any(String) });
  await expect
    .poll(() => pixels.map((u) => new URL(u).searchParams.get('purchase_action')))
    .toEqual(['purchasestart']);

  // A step: a page view and its step event; the vehicle's impression is not sent again.
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/payment/`);
  await expect(page.getByRole('region', { name: 'Analytics' })).toHaveCount(0);
  await expect
    .poll(async () => (await layer(page)).map((e) => e.event))
    .toEqual(['page_view', 'step_entered']);
});

test('the banner in French; a refusal: nothing is sent, on this page or the next', async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  await withSettings(
    page,
    (d) => d,
    (s) => ({ ...s, analytics: { participating: true, consent: 'REQUIRED_CONSENT' } }),
  );
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/`);
  const banner = page.getByRole('region', { name: 'Mesure d’audience' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('pour l’améliorer ? Rien n’est mesuré avant votre accord.');
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/payment/`);
  // The step asks for the shopper's postal code first: the page is live, its requests done.
  await expect(page.getByRole('dialog', { name: 'Entrez votre code postal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Mesure d’audience' })).toHaveCount(0);
  expect(await layer(page)).toEqual([]);
});

// A dealer's own GA4 tag and pixel under the Content-Security-Policy (issue 23): set on the server
// (the policy is the server's, from the dealer's stored settings; the development route puts them
// back after), Google's and the pixel's hosts answered here (no network: a routed request is still
// checked against the policy by the browser first, so a refused one never reaches its route).

/** Sets a dealer's analytics settings on the server (DEV_PAGES route); answers what they were. */
async function setAnalytics(request: APIRequestContext, dealer: string, change: Record<string, unknown>) {
  await request.get('/api/health');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'sf_csrf')?.value ?? '';
  const res = await request.put(`/dev/dealers/${dealer}/analytics/`, {
    headers: { 'X-CSRF-Token': csrf },
    data: change,
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test("the dealer's GA4 tag and pixel load and send under the page's security policy", async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  const before = await setAnalytics(request, 'maple_motors', {
    dealer_ga4_keys: ['G-E2E12345'],
    pixel_url: 'https://px.example.net/p.gif',
    analytics_participation: true,
    analytics_consent: 'REQUIRED_CONSENT',
  });
  try {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const reached: string[] = [];
    // gtag.js's stand-in asks Google's hosts what the tag asks them: a beacon, a fetch and an image.
    await page.route('https://www.googletagmanager.com/gtag/js*', async (route) => {
      reached.push(route.request().url());
      await route.fulfill({
        contentType: 'text/javascript',
        body: [
          "navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&en=page_view');",
          "fetch('https://region1.analytics.google.com/g/collect?v=2&en=scroll', { method: 'POST', mode: 'no-cors' }).catch(() => {});",
          "new Image().src = 'https://www.google-analytics.com/g/collect?v=2&en=user_engagement';",
        ].join('\n'),
      });
    });
    for (const host of ['https://*.google-analytics.com/**', 'https://*.analytics.google.com/**'])
      await page.route(host, async (route) => {
        reached.push(route.request().url());
        await route.fulfill({ status: 204, body: '' });
      });
    await page.route('https://px.example.net/**', async (route) => {
      reached.push(route.request().url());
      await route.fulfill({ status: 204, body: '' });
    });

    const documentAnswer = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
    // Nothing tracks before consent.
    const banner = page.getByRole('region', { name: 'Analytics' });
    await banner.getByRole('button', { name: 'Allow analytics' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => [...new Set(reached.map((u) => new URL(u).host))].sort())
      .toEqual([
        'px.example.net',
        'region1.analytics.google.com',
        'region1.google-analytics.com',
        'www.google-analytics.com',
        'www.googletagmanager.com',
      ]);
    expect(reached.find((u) => u.startsWith('https://www.googletagmanager.com/'))).toContain('id=G-E2E12345');
    expect(
      new URL(reached.find((u) => u.includes('px.example.net')) ?? '').searchParams.get('purchase_action'),
    ).toBe('purchasestart');
    // The data layer went on: the tag loaded (a refused one drops the queue).
    await expect
      .poll(async () => (await layer(page)).map((e) => e.event))
      .toEqual(['page_view', 'vehicle_viewed', 'purchase_start']);
    // What the browser refused, in the console (the listener above writes each violation there too).
    expect(violations).toEqual([]);
    // The document's own policy named them (the dealer's settings, read on the server).
    const csp = (await (await documentAnswer).allHeaders())['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain('https://*.googletagmanager.com');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/px\.example\.net/);
  } finally {
    await setAnalytics(request, 'maple_motors', before);
  }
});

// Issue 23: each event carries the payload groups of its moment, read of what the page already has
// (no call of the analytics layer's own): the list's search its filters, an accessory added the
// accessory as the list showed it (dollars), the payment's events the deal's payment.

/** A shopper signed up through the API on the dealer's page (its cookies). */
async function signedUp(page: Page) {
  await page.goto('/maple_motors/en/');
  await (await api(page)).post('/api/customer/user/register/', {
    email: `groups.${Date.now()}@example.com`,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '416-555-0147',
    postal_code: 'M5V 2T6',
    consents: { dealer_data_collection: true },
  });
}

/** The first pushed event of a name, once there is one. */
async function pushed(page: Page, event: string): Promise<Pushed> {
  await expect
    .poll(async () => (await layer(page)).some((e) => e.event === event), {
      message: `${event} in ${JSON.stringify(await layer(page))}`,
      timeout: 10_000,
    })
    .toBe(true);
  return (await layer(page)).find((e) => e.event === event) as Pushed;
}

test("the list's search carries its filters, an accessory added its commerce group, the payment its calculation", async ({
  page,
}) => {
  await withSettings(
    page,
    (d) => d,
    (s) => ({ ...s, analytics: { participating: true } }),
  );
  // A shopper signed up, without a deal yet: the first accessory added saves it.
  const vehicleId = (await cheapestNewInStock(page.request, 'maple_motors')).id;
  await signedUp(page);

  // The list: a new sort is a search, with the filters of the address in the spec's names.
  await page.goto('/maple_motors/en/vehicle-list/?condition=new&budget=20000-');
  await expect.poll(async () => (await layer(page)).map((e) => e.event)).toEqual(['page_view']);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  const searched = await pushed(page, 'vehicle_list_searched');
  expect(searched.filter).toEqual({
    condition: 'new',
    paymentType: 'cash',
    minPayment: '20000',
    sort: { field: 'price', direction: 'asc' },
  });
  expect(searched.product).toBeUndefined();

  // An accessory added: its id, name, category and price in dollars, as the step's list had it.
  const { accessories } = await addonsOf(page.request, 'maple_motors', vehicleId, 'finance');
  const added = accessories.find(
    (a) => !a.pre_installed && a.is_removable !== false && (a as { sku?: string }).sku !== 'ACC-TOW-HITCH',
  );
  if (!added) throw new Error('no accessory to add');
  await page.goto(`/maple_motors/en/conf/${vehicleId}/accessories/`);
  // (Disabled while the deal's first price is on its way.)
  const add = page.getByRole('button', { name: `Add ${added.title}` });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('button', { name: `Remove ${added.title}` })).toBeVisible();
  const accessory = await pushed(page, 'accessory_added');
  expect(accessory.commerce?.accessories).toEqual([
    {
      id: added.id,
      name: added.name,
      category: expect.any(String),
      price: ((added.price ?? 0) / 100).toFixed(2),
    },
  ]);

  // The payment type changed: the calculation group of the lease's payment, in dollars.
  await page.goto(`/maple_motors/en/conf/${vehicleId}/payment/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  await page.getByRole('tab', { name: 'Lease' }).click();
  const changed = await pushed(page, 'payment_type_changed');
  expect(changed.calculation).toMatchObject({
    id: 'lease',
    deal_type: 'Lease',
    payment: expect.stringMatching(/^\d+\.\d{2}$/),
    total_purchase_price: expect.stringMatching(/^\d+\.\d{2}$/),
  });

  // The review step: the step entered and the build-your-deal complete with the same payment.
  await page.goto(`/maple_motors/en/conf/${vehicleId}/review/`);
  const complete = await pushed(page, 'build_your_deal_complete');
  expect(complete.calculation).toMatchObject({ deal_type: 'Lease', payment: changed.calculation?.payment });
  // The levies of the stack (Ontario's OMVIC fee among them), in dollars.
  expect(complete.calculation?.pricing_stack).toEqual({
    levies: expect.arrayContaining([
      { name: expect.any(String), value: expect.stringMatching(/^\d+\.\d{2}$/) },
    ]),
  });
  const entered = await pushed(page, 'step_entered');
  expect(entered.calculation).toMatchObject({ deal_type: 'Lease', payment: changed.calculation?.payment });

  // A protection plan added: its id, name and category, and the chosen term's price in dollars.
  await page.goto(`/maple_motors/en/conf/${vehicleId}/protection/`);
  const plan = page
    .getByTestId('protection-plan')
    .filter({ hasNot: page.getByText('Included', { exact: true }) })
    .first();
  const option = plan.getByRole('radio').first();
  await expect(option).toBeEnabled();
  await option.focus();
  await option.press('Space');
  await expect(option).toBeChecked();
  const protection = await pushed(page, 'protection_added');
  expect(protection.commerce?.protections).toEqual([
    expect.objectContaining({
      id: expect.anything(),
      name: await plan.getByRole('heading').first().textContent(),
      category: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
    }),
  ]);
});
