import { staffSignIn } from './consoleShopper.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// A staff trial: Rivière Auto's sales director opened the console at its plain address (the default
// dealership's, Maple Motors) and was told "Your account does not work for this dealership", with no
// way on. The right password now takes the console to the dealership the account works for, in its
// language; a wrong one names no dealership.

test('the console opened on another dealership signs its staff in at their own, in its language', async ({
  page,
}) => {
  await page.goto('/dealer/');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Maple Motors');

  await page.getByLabel(/Email/).fill('directeur@riviereauto.example.ca');
  await page.getByLabel(/Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Unable to sign in with the e-?mail and password given\.$/,
  );
  await expect(page.getByRole('banner')).toContainText('Maple Motors');

  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByLabel(/Password/).press('Enter');
  await expect(page).toHaveURL(/[?&]dealer=riviere_auto\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('banner')).toContainText('Rivière Auto');
  await expectNoAxeViolations(page);

  // A reload stays at Rivière Auto, signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('a sales manager refused a page is pointed to an administrator, not to a sales manager', async ({
  page,
}) => {
  await page.goto('/dealer/security?dealer=maple_motors');
  await staffSignIn(page, 'manager@maplemotors.example.ca');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('An administrator of the dealership can help.');
  await expect(page.getByRole('main')).not.toContainText('A sales manager');
});
