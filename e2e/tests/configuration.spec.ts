import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addonsOf,
  answerPostalCode,
  api,
  cheapestNewInStock,
  continueTo,
  dealerPostalCode,
  expectNoAxeViolations,
  signedInWithOrder,
  signUp,
} from './helpers.ts';

// Issue 18 (spec 2 §4 chain items 4 and 9): a sales manager makes a configuration for a shopper (a
// vehicle, an accessory, a lease) through the API and sends its link; a shopper who has never been
// here opens it: their deal is the salesperson's (the accessory in the cart, a lease payment), the
// link's token leaves the address bar at once; once they sign up and save, the configuration follows
// their order.

const DEALER = 'maple_motors';

/** The order the configuration follows, as its token's holder reads it (null: none yet). */
async function followedOrder(
  request: APIRequestContext,
  created: { readonly id: number; readonly token: string },
): Promise<number | null> {
  const answer = await request.get(`/api/customer/v1/configurations/${created.id}/`, {
    headers: { 'X-Dealer-Code': DEALER, Authorization: `Token ${created.token}` },
  });
  return ((await answer.json()) as { order_id: number | null }).order_id;
}

test('a salesperson’s configuration opens as a new shopper’s deal and follows the order they save', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  const { accessories } = await addonsOf(page.request, DEALER, vehicle.id, 'lease');
  const added = accessories.find((a) => !a.pre_installed && a.is_removable !== false);
  if (!added) throw new Error('no accessory to add');

  // The manager, signed in as the console's journeys are, makes it through the API.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/${DEALER}/en/vehicle-list/`);
  const staff = await api(staffPage, DEALER);
  await staff.post('/api/dealer/auth/login/', {
    email: 'manager@maplemotors.example.ca',
    password: 'demo-staff-2026',
  });
  const created = (await staff.post('/api/dealer/configurations/', {
    vehicle: vehicle.id,
    accessories: [{ id: added.id }],
    payment_type: 'lease',
  })) as { id: number; token: string; link: string };
  const link = new URL(created.link);
  expect(link.origin).toBe(new URL(staffPage.url()).origin);
  expect(link.pathname).toBe(`/${DEALER}/en/conf/${vehicle.id}/`);
  expect(link.hash).toBe(`#token=${created.token}`);

  // A fresh shopper opens the link.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(page.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
  await expect(page).not.toHaveURL(/token/);
  expect(page.url()).toContain(`configurationId=${created.id}`);
  await expect(page.getByTestId('pricing-header').locator('[data-payment-amount]').first()).toBeVisible();
  await page.getByTestId('cart-button').click();
  const cart = page.getByRole('dialog');
  await expect(cart).toContainText(added.title ?? added.name ?? '');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  // The token never went to the server in a URL.
  expect(requested.filter((url) => url.includes(created.token))).toEqual([]);

  // Through the steps to the review; the deal stays the salesperson's.
  await continueTo(page, 'accessories');
  await expect(page.getByRole('button', { name: `Remove ${added.title}` })).toBeVisible();
  await continueTo(page, 'protection');
  await continueTo(page, 'incentives');
  await continueTo(page, 'payment');
  await answerPostalCode(page, await dealerPostalCode(page.request, DEALER));
  await expect(page.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
  await continueTo(page, 'review');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save deal' }).click();
  const dialog = await signUp(page, `configured.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, your deal is saved' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('deal-saved')).toBeVisible();

  // The server's configuration names the shopper's order, which is a lease with the accessory.
  const orders = (await (
    await page.request.get(`/api/customer/order/?vehicle=${vehicle.id}`, {
      headers: { 'X-Dealer-Code': DEALER },
    })
  ).json()) as { results: { id: number; payment_type: string; accessories: { id: number }[] }[] };
  const order = orders.results[0];
  expect(order?.payment_type).toBe('lease');
  expect(order?.accessories.map((a) => a.id)).toContain(added.id);
  await expect.poll(() => followedOrder(staffPage.request, created)).toBe(order?.id);
  await expectNoAxeViolations(page);
  await staffContext.close();
});

test('a configuration of another vehicle, or one not found, is ignored and logged once; the page works', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  const staff = await api(page, DEALER);
  await staff.post('/api/dealer/auth/login/', {
    email: 'manager@maplemotors.example.ca',
    password: 'demo-staff-2026',
  });
  const other = (
    (await (
      await page.request.get('/api/customer/inventory/simple/?condition=new&page_size=100', {
        headers: { 'X-Dealer-Code': DEALER },
      })
    ).json()) as { results: { id: number; stock_status: string }[] }
  ).results.find((v) => v.id !== vehicle.id && v.stock_status === 'in stock');
  if (!other) throw new Error('no other vehicle');
  const created = (await staff.post('/api/dealer/configurations/', {
    vehicle: other.id,
    payment_type: 'lease',
  })) as { id: number; token: string };
  await page.context().clearCookies();

  for (const id of [created.id, 2_000_000_000]) {
    const warnings: string[] = [];
    const listener = (m: { type: () => string; text: () => string }) => {
      if (m.type() === 'warning' && m.text().includes('configuration')) warnings.push(m.text());
    };
    page.on('console', listener);
    await page.goto(`/${DEALER}/en/conf/${vehicle.id}/?configurationId=${id}#token=${created.token}`);
    await expect(page).not.toHaveURL(/token/);
    // The deal is the dealer's default (finance), not the other vehicle's lease.
    await expect(page.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain(`configuration ${id} ignored`);
    await expect(page.getByText(/salesperson/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(warnings).toHaveLength(1);
    page.off('console', listener);
  }
});

test('a shopper who has an order on the vehicle keeps it (said quietly, in French); the configuration follows it', async ({
  page,
  browser,
}) => {
  const { vehicleId, orderId } = await signedInWithOrder(page, DEALER, 'fr');
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/${DEALER}/en/vehicle-list/`);
  const staff = await api(staffPage, DEALER);
  await staff.post('/api/dealer/auth/login/', {
    email: 'manager@maplemotors.example.ca',
    password: 'demo-staff-2026',
  });
  const created = (await staff.post('/api/dealer/configurations/', {
    vehicle: vehicleId,
    payment_type: 'lease',
    language: 'fr',
  })) as { id: number; token: string; link: string };
  const link = new URL(created.link);
  expect(link.pathname).toBe(`/${DEALER}/fr/conf/${vehicleId}/`);

  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(page).not.toHaveURL(/token/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Votre offre enregistrée pour ce véhicule est conservée telle quelle ;' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Financement', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // The order is the shopper's as it was; the configuration follows it.
  await expect.poll(() => followedOrder(staffPage.request, created)).toBe(orderId);
  const order = (await (
    await page.request.get(`/api/customer/order/${orderId}/`, { headers: { 'X-Dealer-Code': DEALER } })
  ).json()) as { payment_type: string; configuration_id: number | null };
  expect(order).toMatchObject({ payment_type: 'finance', configuration_id: created.id });
  await staffContext.close();
});
