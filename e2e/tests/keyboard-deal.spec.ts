import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addonsOf, cheapestNewInStock, dealerPostalCode, expectNoAxeViolations } from './helpers.ts';

// A whole deal without a mouse: Tab / Shift+Tab to move, Enter / Space to act, arrow keys inside
// tabs, menus and list boxes. Reading focus and text is not input, so it is allowed.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: payment type, term, an accessory, then the review', async ({ page }) => {
  // Focus starts at each new page's heading: more Tab presses than from the page's end.
  test.setTimeout(120_000);
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const { accessories } = await addonsOf(page.request, 'maple_motors', vehicle.id, 'lease');
  const added = accessories
    .filter((a) => !a.pre_installed && a.is_removable)
    .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  if (!added) throw new Error('no removable accessory');

  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const finance = page.getByRole('tab', { name: 'Finance', selected: true });
  await expect(finance).toBeVisible();

  // Payment type: Tab into the tab list, arrows to Lease, Enter.
  await tabTo(page, finance);
  const lease = page.getByRole('tab', { name: 'Lease' });
  for (let i = 0; i < 3 && !(await isFocused(lease)); i += 1) await page.keyboard.press('ArrowRight');
  await expect(lease).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Accessories: continue, then add the cheapest removable one with Space.
  const next = page.getByTestId('step-continue');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accessories\/$/);
  const add = page.getByRole('button', { name: `Add ${added.title}` });
  // Focus is on the new page's heading after the navigation: walk on with Tab.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, add, { max: 120 });
  await page.keyboard.press('Space');
  // Add leaves the page for Remove: focus moves to it, not to the page body.
  await expect(page.getByRole('button', { name: `Remove ${added.title}` })).toBeFocused();
  await expectNoAxeViolations(page);

  // Protection, incentives (when the dealer has them), then the payment step.
  for (let step = 0; step < 3 && !/\/payment\/$/.test(page.url()); step += 1) {
    await tabTo(page, next, { max: 120 });
    const before = page.url();
    const target = (await next.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(before);
    // The next step is on screen (a navigation is a transition: this step stays until the next is in).
    await expect(next).not.toHaveAttribute('href', target);
  }
  await expect(page).toHaveURL(/\/payment\/$/);
  // The postal-code modal is required here: it opens with the field focused; type, Enter.
  const postal = page.getByRole('dialog', { name: 'Enter your postal code' });
  await expect(postal).toBeVisible();
  await expect(postal.getByRole('textbox')).toBeFocused();
  await page.keyboard.type(await dealerPostalCode(page.request, 'maple_motors'));
  await page.keyboard.press('Enter');
  await expect(postal).toHaveCount(0);

  // Term: open the list box from its button with the arrow key, move down, Enter.
  const term = page.getByRole('button', { name: /Term/ });
  await tabTo(page, term, { max: 120 });
  const termBefore = (await term.textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // Move to a neighbouring term: down, or up when the current one is the last.
  const options = await listbox.getByRole('option').allTextContents();
  const current = options.findIndex((text) => termBefore.includes(text.trim()));
  await page.keyboard.press(current === options.length - 1 ? 'ArrowUp' : 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(term).not.toHaveText(termBefore);
  await expect(term).toBeFocused();
  await expectNoAxeViolations(page);

  // Review: the itemised stack with the accessory.
  await tabTo(page, next, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/review\/$/);
  const stack = page.getByTestId('pricing-stack');
  await expect(stack).toContainText(added.title ?? '');
  await expect(page.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
