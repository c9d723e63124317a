import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, signedInWithOrder } from './helpers.ts';

// Issue 22, the deal's flow and sections in the console's storefront settings at maple_motors: a
// dealer admin takes the credit application out of the deal, makes the flow linear and uploads a
// header logo; the shopper's next page of their saved deal offers no credit application and shows the
// new logo; going back to the version before brings both back. A sales rep cannot open the
// settings. axe on the settings page.

const DEALER = 'maple_motors';
/** A 4 × 4 PNG in one colour. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGPgzvOHIwbiOABBAwyBDP11IAAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, email: string) {
  await page.goto(`/dealer/?dealer=${DEALER}`);
  await page.getByLabel('Language').selectOption('en-CA');
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
}

test('a dealer admin takes the credit application out of the deal and uploads a header logo, and the shopper’s next page has neither the credit application nor the old logo; a sales rep cannot open the settings', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A shopper with a saved deal: its page offers the credit application.
  const shopperContext = await browser.newContext();
  const store = await shopperContext.newPage();
  await signedInWithOrder(store, DEALER);
  await store.goto(`/${DEALER}/en/my-vehicles/`);
  const apply = store.getByRole('link', { name: /^Apply for credit for the / });
  await expect(apply).toBeVisible();

  await signIn(page, 'admin@maplemotors.example.ca');
  await page.getByRole('link', { name: 'Storefront settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront settings' })).toBeFocused();
  const flow = page.getByRole('group', { name: 'Deal flow and sections' });
  await expect(flow.getByRole('radio', { name: /^In any order/ })).toBeChecked();
  await flow.getByRole('radio', { name: /^In order, one section after another/ }).check();
  await flow.getByRole('combobox', { name: 'Credit application system' }).selectOption('NULL');
  await expect(flow.getByRole('list', { name: 'The deal’s sections, in order' })).not.toContainText(
    'Credit application',
  );
  // A new header logo, uploaded (a 4 × 4 PNG) and shown at once.
  await page
    .getByLabel(/^Upload a header logo/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('img', { name: 'Header logo now' })).toHaveAttribute(
    'src',
    /^\/media\/dealers\/maple_motors\/logo-[0-9a-f]{32}\.png$/,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save the settings' }).click();
  const saved = page.getByRole('status').filter({ hasText: /Settings saved as version \d+\./ });
  await expect(saved).toBeFocused();
  const version = Number((await saved.textContent())?.match(/version (\d+)/)?.[1]);
  await expect(page.getByText(/Changed: deal flow and sections and logos/)).toBeVisible();

  // The shopper's next page: the saved deal has no credit application any more.
  await store.reload();
  await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(store.getByRole('link', { name: /^Apply for credit for the / })).toHaveCount(0);
  // and its header shows the uploaded logo.
  await expect(store.locator('header img[src*="/media/dealers/maple_motors/logo-"]').first()).toBeVisible();

  // Going back to the version before brings the credit application back.
  await page.getByRole('button', { name: `Go back to version ${version - 1}` }).click();
  await page.getByRole('button', { name: 'Yes, go back' }).click();
  await expect(page.getByRole('status').filter({ hasText: /restored as version/ })).toBeFocused();
  await expect(
    page.getByRole('group', { name: 'Deal flow and sections' }).getByRole('radio', { name: /^In any order/ }),
  ).toBeChecked();
  await store.reload();
  await expect(store.getByRole('link', { name: /^Apply for credit for the / })).toBeVisible();
  await expect(
    store.locator('header img[src*="/media/dealers/maple_motors/logo.svg"]').first(),
  ).toBeVisible();
  await shopperContext.close();

  // A sales rep: the address of the settings says it is not permitted, with no form.
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await signIn(rep, 'rep@maplemotors.example.ca');
  await rep.goto(`/dealer/settings?dealer=${DEALER}`);
  await expect(rep.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
  await expect(rep.getByRole('group', { name: 'Deal flow and sections' })).toHaveCount(0);
  await repContext.close();
});
