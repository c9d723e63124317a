import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerPostalCode, cheapestNewInStock, continueTo, dealerPostalCode } from './helpers.ts';

// Issue 24: no inline style is allowed by the policy (style-src without 'unsafe-inline'), and none is
// refused in a real browser: the server-rendered documents (vehicle list, vehicle page), the deal's
// steps (and a dialog, whose libraries add <style> elements at run time) and the dealer console. A
// refused theme would leave the default colours, so a themed element's colour is checked too. No
// violation of any kind is reported either: not even zod's probe of whether it may compile code
// (`new Function`, refused by `script-src 'self'`), as zod runs jitless in the browser
// (apps/storefront/build/zod-jitless.ts).

/** Reports of refused sources (styles, scripts, eval), collected from the start of each document. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (apply|load|execute)/.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { cspReports?: string[] }).cspReports ?? [])),
  ];
}

/** The document's policy allows no inline style (style-src, and its -elem and -attr parts). */
function expectNoUnsafeInlineStyle(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|; )style-src /);
  for (const directive of policy.split('; ').filter((d) => d.startsWith('style-src')))
    expect(directive).not.toContain("'unsafe-inline'");
}

/** The computed background of the shopper's header (the dealer's header colour). */
const headerBackground = (page: Page) =>
  page
    .getByRole('banner')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);

test('the storefront and the console run with no inline style allowed and none refused, themed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reports = await watchViolations(page);
  // Lone Star Motors' header is #1C1C1C (the default theme's is white).
  const dealer = 'lone_star_motors';
  const vehicle = await cheapestNewInStock(page.request, dealer);

  // Server-rendered: the vehicle list.
  const list = await page.goto(`/${dealer}/en/vehicle-list/`);
  expectNoUnsafeInlineStyle(list);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  expect(await headerBackground(page)).toBe('rgb(28, 28, 28)');
  expect(await reports()).toEqual([]);

  // Server-rendered: the vehicle page, then the deal's steps in the browser.
  const vdp = await page.goto(`/${dealer}/en/conf/${vehicle.id}/`);
  expectNoUnsafeInlineStyle(vdp);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await headerBackground(page)).toBe('rgb(28, 28, 28)');
  expect(await reports()).toEqual([]);
  await continueTo(page, 'accessories');
  // A dialog: its scroll lock and press handling add <style> elements at run time.
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await continueTo(page, 'protection');
  // (Lone Star Motors has no incentives step.)
  await continueTo(page, 'payment');
  await answerPostalCode(page, await dealerPostalCode(page.request, dealer));
  await continueTo(page, 'review');
  expect(await headerBackground(page)).toBe('rgb(28, 28, 28)');
  expect(await reports()).toEqual([]);

  // The dealer console (client-rendered, its own document): sign-in and the customers' list.
  const console = await page.goto('/dealer/?dealer=maple_motors');
  expectNoUnsafeInlineStyle(console);
  await page.getByLabel(/Email/).fill('rep@maplemotors.example.ca');
  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByLabel(/Password/).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
  expect(await reports()).toEqual([]);
});
