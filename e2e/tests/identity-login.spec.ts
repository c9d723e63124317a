import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Issue 23, the OEM identity login: at lone_star_motors (its provider is the server's embedded
// "Demo identity provider (local, for development)", DEV_PAGES=1) a shopper signs in through the
// provider's own page and comes back signed in to the page they were on, with Profile in the menu;
// a refusal at the provider comes back as the vw_idk_error toast, which leaves the URL after 5 s.

const PROVIDER = 'Demo identity provider (local, for development)';
const LIST = '/lone_star_motors/en/vehicle-list/';

async function openSignIn(page: import('@playwright/test').Page) {
  await page.goto(LIST);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Sign in with ${PROVIDER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER })).toBeVisible();
}

test('a shopper signs in through the local identity provider and finds Profile in the menu', async ({
  page,
}) => {
  await openSignIn(page);
  // The list's code held back as on a slow link: the way back ("Signing you in…") is on screen with
  // its header, and the shopper opens the account menu before the list comes; the list's arrival
  // does not take the focus (and the menu) away from them.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // (A boot route's modules are one chunk named by the route: apps/storefront/build/route-chunks.ts.)
  await page.route(/\/assets\/route-vehicle-list-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /Continue as Dana Brooks/ }).click();
  // Back on the page they left, signed in.
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  release();
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/lone_star_motors\/en\/vw\/id-profile\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('dana.brooks@example.com')).toBeVisible();
  await expect(page.getByText(PROVIDER, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a sign-in refused at the provider shows the toast, which then leaves the URL', async ({ page }) => {
  await openSignIn(page);
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/vw_idk_error=access_denied/);
  await expect(page.getByText('You cancelled the sign-in.')).toBeVisible();
  // After its 5 s the toast removes the parameter (history.replaceState): the page stays.
  await expect(page).not.toHaveURL(/vw_idk_error/, { timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeVisible();
});
