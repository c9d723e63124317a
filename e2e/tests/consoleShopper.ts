import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { cheapestNewInStock, type SeededVehicle } from './helpers.ts';

const DEALER = 'maple_motors';

/** Signs a staff member in on the console's sign-in page (any language): e-mail, demo password, Enter. */
export async function staffSignIn(page: Page, email = 'rep@maplemotors.example.ca') {
  await page.getByLabel(/Email|Courriel/).fill(email);
  await page.getByLabel(/Password|Mot de passe/).fill('demo-staff-2026');
  await page.getByLabel(/Password|Mot de passe/).press('Enter');
}

/**
 * Signs a staff member in to the dealer console in English (en-CA), by its sign-in button, and waits for
 * the Customers page's heading to take the focus.
 */
export async function consoleSignIn(page: Page, email: string) {
  await page.goto(`/dealer/?dealer=${DEALER}`);
  await page.getByLabel('Language').selectOption('en-CA');
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
}

/**
 * A shopper of maple_motors, registered through the API for the console's journeys: an order with a
 * trade-in awaiting the dealer and a question about its vehicle; their name unique to this run.
 */
export async function shopperWithTradeIn(page: Page, request: APIRequestContext) {
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const send = async (path: string, data: unknown) => {
    const res = await request.post(path, {
      headers: { 'X-Dealer-Code': DEALER, 'X-CSRF-Token': await csrf() },
      data,
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  const stamp = Date.now();
  // Names are letters only: the time's digits as letters make this run's shopper unique.
  const suffix = String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  await send('/api/customer/user/register/', {
    email: `console.${stamp}@example.com`,
    first_name: 'Nora',
    last_name: `Console${suffix}`,
    phone: '416-555-0199',
    consents: { dealer_data_collection: true },
  });
  // The inventory answers each vehicle's VIN too.
  const vehicle = (await cheapestNewInStock(request, DEALER)) as SeededVehicle & { vin: string };
  const order = (await send('/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
    postal_code: 'M5V 2T6',
  })) as { id: number };
  const year = new Date().getUTCFullYear() - 6;
  const trade = (await send('/api/customer/tradein/', {
    order: order.id,
    vid: `demo-${year}-honda-civic-ex`,
    odometer: 90_000,
  })) as { id: number };
  await send(`/api/customer/tradein/${trade.id}/submit_tradein/`, { order: order.id });
  const question = `Can I see it on Saturday morning? (${suffix})`;
  await send('/api/customer/customer-question/', {
    email: `console.${stamp}@example.com`,
    name: `Nora Console${suffix}`,
    phone: '416-555-0199',
    message: question,
    vehicle: vehicle.id,
  });
  return {
    name: `Nora Console${suffix}`,
    email: `console.${stamp}@example.com`,
    vehicle,
    order: order.id,
    question,
  };
}
