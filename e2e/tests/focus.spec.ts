import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addonsOf,
  cheapestNewInStock,
  continueTo,
  customerOfItsOwn,
  dealerPostalCode,
  latestCode,
  openSignIn,
} from './helpers.ts';

// Issue 16, item 24: focus never drops to the page body after an action (Add, a dialog closing, a
// route change), and a focused link, input or button shows the theme's ring (>= 2 px), not the
// browser's faint default.

/** What has focus: its tag, role, accessible name (aria-label or text) and whether it is the body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      body: el === null || el === document.body,
      tag: el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
    };
  });

const ring = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });

test('focus after Add, after dialogs close and after a route change', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'lone_star_motors');
  const { accessories } = await addonsOf(page.request, 'lone_star_motors', vehicle.id, 'finance');
  const added = accessories.find((a) => !a.pre_installed && a.is_removable);
  if (!added) throw new Error('no removable accessory');

  await page.goto(`/lone_star_motors/en/conf/${vehicle.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();

  // Sign-in dialog from the account menu, closed with Escape: focus back on the menu's button.
  await openSignIn(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  // A route change: focus on the new page's heading (or main), not the body.
  await page.getByTestId('step-continue').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accessories\/$/);
  await expect(page.locator('nav a[aria-current="step"][href$="/accessories/"]')).toBeAttached();
  await expect.poll(async () => (await focused(page)).body).toBe(false);
  expect(['h1', 'main']).toContain((await focused(page)).tag);

  // Add: focus on the accessory's Remove button.
  const add = page.getByRole('button', { name: `Add ${added.title}` });
  await add.focus();
  expect((await ring(page)).width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${added.title}` })).toBeFocused();
  // Remove: focus back on its Add button.
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();

  // The required postal-code dialog on the payment step: after it closes, focus is on the page.
  await continueTo(page, 'protection');
  await continueTo(page, 'payment');
  const postal = page.getByRole('dialog', { name: /ZIP|postal/i });
  await expect(postal).toBeVisible();
  await postal.getByRole('textbox').fill(await dealerPostalCode(page.request, 'lone_star_motors'));
  await page.keyboard.press('Enter');
  await expect(postal).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).body).toBe(false);
});

test('the focus ring of links, native inputs and buttons is the theme ring (>= 2 px) at every dealer', async ({
  page,
}) => {
  for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
    await page.goto(`/${dealer}/en/vehicle-list/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const seen = new Set<string>();
    // Through the filter panel's controls to the sort select: until all four kinds were focused.
    const kinds = ['a', 'button', 'input', 'select'];
    for (let i = 0; i < 120 && !kinds.every((k) => seen.has(k)); i += 1) {
      await page.keyboard.press('Tab');
      const { tag } = await focused(page);
      if (tag === 'body') continue;
      const r = await ring(page);
      expect(r.style, `${dealer} ${tag}`).toBe('solid');
      expect(r.width, `${dealer} ${tag}`).toBeGreaterThanOrEqual(2);
      seen.add(tag);
    }
    expect([...seen]).toEqual(expect.arrayContaining(kinds));
  }
});

test('logging in with the one-time code leaves focus on the account menu or the heading, not the body', async ({
  page,
  browser,
}) => {
  const email = await customerOfItsOwn(browser, 'maple_motors', 'focus');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/maple_motors/en/vehicle-list/');
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await openSignIn(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await dialog.getByLabel('6-digit code').fill(await latestCode(page, email));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).body).toBe(false);
  // The account menu's button when the header has one for a signed-in shopper, else the page's heading.
  expect(
    await page.evaluate(() => document.activeElement?.matches('[data-customer-menu], main h1') ?? false),
  ).toBe(true);
});
