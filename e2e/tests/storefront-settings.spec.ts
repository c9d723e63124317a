import type { Page } from '@playwright/test';
import { consoleSignIn } from './consoleShopper.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Issue 22, the dealer console's storefront settings at maple_motors: a dealer admin changes the
// brand colour (the live preview and its contrast guarantees on the way), saves it, and the
// storefront's next page shows it with legible text; the change is in the version history and is
// rolled back from there. A sales rep has no way to the settings and is told it may not open them.
// axe on the settings page.

const DEALER = 'maple_motors';
const YELLOW = '#FFD400';

const signIn = consoleSignIn;

/** WCAG contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

test('a dealer admin changes the brand colour and the storefront’s next page shows it legibly; a sales rep cannot open the settings', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@maplemotors.example.ca');
  await page.getByRole('link', { name: 'Storefront settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront settings' })).toBeFocused();
  await expect(page).toHaveURL(/\/dealer\/settings\?dealer=maple_motors/);
  await expectNoAxeViolations(page);

  // The colour: the live preview follows and its contrast guarantee holds for the button's text.
  const colour = page.getByRole('textbox', { name: 'Buttons (call to action)', exact: true });
  await colour.fill(YELLOW);
  await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', 'rgb(255, 212, 0)');
  await expect(page.getByRole('row', { name: /Button text on the button colour/ })).toContainText('Pass');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Settings saved as version \d+\./ })).toBeFocused();
  await expect(page.getByText(/Changed: brand colours/)).toBeVisible();

  // The storefront's next page (a shopper's, another browser) is in the new colour, its text legible.
  const shopper = await browser.newContext();
  const store = await shopper.newPage();
  await store.goto(`/${DEALER}/en/vehicle-list/`);
  await store.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  const button = await store.evaluate(() => {
    const styled = [...document.querySelectorAll<HTMLElement>('button, a')].find(
      (el) => getComputedStyle(el).backgroundColor === 'rgb(255, 212, 0)' && el.offsetParent !== null,
    );
    return styled ? { text: styled.textContent?.trim() ?? '', color: getComputedStyle(styled).color } : null;
  });
  expect(button, 'a button in the brand colour on the vehicle list').not.toBeNull();
  expect(button?.text).not.toBe('');
  expect(contrast(button?.color ?? '', 'rgb(255, 212, 0)')).toBeGreaterThanOrEqual(4.5);
  await shopper.close();

  // The history has the change; going back to version 1 restores the dealer's own colour.
  // Asked first.
  await page.getByRole('button', { name: 'Go back to version 1', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, go back' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Version 1 restored as version \d+\./ }),
  ).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Buttons (call to action)', exact: true })).toHaveValue(
    '#C8102E',
  );
  await expectNoAxeViolations(page);

  // A sales rep: no link to the settings, and the address itself says it is not permitted.
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await signIn(rep, 'rep@maplemotors.example.ca');
  await expect(rep.getByRole('link', { name: 'Storefront settings' })).toHaveCount(0);
  await rep.goto(`/dealer/settings?dealer=${DEALER}`);
  await expect(rep.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
  await expect(rep.getByRole('textbox', { name: 'Buttons (call to action)', exact: true })).toHaveCount(0);
  await repContext.close();
});

/** Another admin saves a change meanwhile (this session's API, as a colleague's browser would). */
async function colleagueSaves(page: Page, change: (settings: { theme: Record<string, string> }) => void) {
  const headers = { 'X-Dealer-Code': DEALER, Accept: 'application/json' };
  const read = await page.request.get('/api/dealer/settings/', { headers });
  expect(read.status()).toBe(200);
  const body = (await read.json()) as { version: number; settings: { theme: Record<string, string> } };
  change(body.settings);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  const saved = await page.request.put('/api/dealer/settings/', {
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'If-Match': `"${body.version}"`,
      'X-CSRF-Token': decodeURIComponent(csrf),
    },
    data: body.settings,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

// Found in a staff trial: a save refused because someone else saved first, and a rollback, both threw
// away what the staff member had typed.
test('a staff member who opens the storefront in the same browser sees it with no error, no customer call refused', async ({
  page,
}) => {
  // Found in a staff trial: after saving a setting, the vehicle list said "You don't have permissions
  // to perform this action." (the storefront asked for the staff member's orders as a customer's).
  await signIn(page, 'admin@maplemotors.example.ca');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/customer/') && response.status() === 403) refused.push(response.url());
  });
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/permissions to perform this action/)).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('after someone else saved first, the form keeps what the staff member typed and saves it over theirs on request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@maplemotors.example.ca');
  await page.getByRole('link', { name: 'Storefront settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront settings' })).toBeFocused();
  const deposit = page.getByRole('textbox', { name: 'Deposit amount' });
  await deposit.fill('650.00');
  await colleagueSaves(page, (s) => {
    s.theme.button_cta_color = '#0B6E4F';
  });
  await page.getByRole('button', { name: 'Save the settings' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /Someone else/ });
  await expect(alert).toBeFocused();
  await expect(deposit).toHaveValue('650.00');
  await expect(alert).toContainText('brand colours');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save my changes over theirs' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Settings saved as version \d+\./ })).toBeFocused();
  // Theirs where this staff member changed nothing, this staff member's where they did.
  await expect(page.getByRole('textbox', { name: 'Deposit amount' })).toHaveValue('650.00');
  await expect(page.getByRole('textbox', { name: 'Buttons (call to action)', exact: true })).toHaveValue(
    '#0B6E4F',
  );
});

test('going back to a version with unsaved changes in the form asks first, saying they would be lost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@maplemotors.example.ca');
  await page.getByRole('link', { name: 'Storefront settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront settings' })).toBeFocused();
  const fee = page.getByRole('textbox', { name: 'Cancellation fee' });
  await fee.fill('25.00');
  await page.getByRole('button', { name: 'Go back to version 1', exact: true }).click();
  await expect(page.getByRole('group', { name: /unsaved changes/ })).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(fee).toHaveValue('25.00');

  await page.getByRole('button', { name: 'Go back to version 1', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, go back' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Version 1 restored as version \d+\./ }),
  ).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Cancellation fee' })).not.toHaveValue('25.00');
});
