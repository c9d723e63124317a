import { expect, test } from '@playwright/test';
import { allowDealerSite, DEALER_SITE } from './dealerSite.ts';

// Issue 23: the embed script's modal mode (data-mode="modal") on a dealer's own website is a real
// modal dialog: focus cannot leave it, the page behind does not scroll, its close button stays in
// view however long the storefront's page, focus goes back to its button, and reopening it finds the
// shopper where they left.

test("the embed's dialog is modal, keeps its close button in view and the shopper's place when reopened", async ({
  page,
}) => {
  await allowDealerSite(page);
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto(`${DEALER_SITE}/dev/dealer-site/?dealer=maple_motors`);
  const open = page.getByRole('button', { name: 'Build your deal' });
  await open.click();
  const modal = page.getByRole('dialog', { name: 'Vehicle storefront' });
  await expect(modal).toBeVisible();
  const inModal = modal.frameLocator('iframe');
  await expect(inModal.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const close = modal.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();

  // Shift+Tab from its first control does not reach the dealer's page behind it.
  const outside = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const dialog = document.querySelector('[aria-label="Vehicle storefront"]');
      return active !== null && active !== document.body && !dialog?.contains(active);
    });
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await outside(), `Shift+Tab ${i + 1}`).toBe(false);
  }

  // The storefront's page is taller than the window: scrolled to its end, the close button is still
  // in view, and the dealer's page behind has not moved.
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
  expect(scrollable).toBe(true);
  // (sized to the storefront's page by its resize message, which may come a moment after it shows)
  await expect
    .poll(async () => (await modal.locator('iframe').boundingBox())?.height ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(600);
  // (the page scrolled to the button when it was clicked: it stays where it is)
  const pageAt = await page.evaluate(() => scrollY);
  await page.mouse.move(20, 300);
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(200);
  }
  await expect(close).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(pageAt);

  // The shopper turns to the list's second page in the dialog, closes it (focus back on its button)
  // and reopens it: the second page is still there, the frame not reloaded.
  await modal.evaluate((el) => {
    el.scrollTop = 0;
  });
  await inModal.locator('a[href*="page=2"]').first().click();
  await expect.poll(() => inModal.locator('html').evaluate(() => location.search)).toContain('page=2');
  const where = await inModal.locator('html').evaluate(() => location.pathname + location.search);
  await inModal.locator('html').evaluate(() => {
    (window as unknown as { kept: boolean }).kept = true;
  });
  await close.click();
  await expect(modal).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await expect(modal).toBeVisible();
  expect(await inModal.locator('html').evaluate(() => location.pathname + location.search)).toBe(where);
  expect(await inModal.locator('html').evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(
    true,
  );
});
