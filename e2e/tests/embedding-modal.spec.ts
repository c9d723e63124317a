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
  // The demo page's inline frame, above the button, is 600 px tall until the storefront in it sends its
  // size (thousands of px): pressed meanwhile, the button can move away under the pointer (the press
  // then lands in the frame). The shopper presses it once the page above it has its size.
  const inline = page.locator('section[aria-labelledby="inline-title"] iframe');
  const inlineFrame = page.frameLocator('section[aria-labelledby="inline-title"] iframe');
  await expect(inlineFrame.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        (await inline.evaluate((el) => Math.round(el.getBoundingClientRect().height))) ===
        (await inlineFrame
          .locator('body')
          .evaluate((body) => Math.ceil(body.getBoundingClientRect().height))),
      { timeout: 15_000 },
    )
    .toBe(true);
  const open = page.getByRole('button', { name: 'Build your deal' });
  // (where the button is in the window when it is pressed)
  await open.evaluate((button) =>
    button.addEventListener('click', () => {
      (window as unknown as { openAt: number }).openAt = button.getBoundingClientRect().top;
    }),
  );
  // A press right after a long scroll over a frame of another site can be routed by the browser to that
  // frame (input goes where the last frame drawn had it): the button is brought into view, and a frame
  // drawn, before it is pressed.
  await open.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
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
  // Meanwhile the dealer's page above its button grew (the inline frame sized to its page, a picture
  // loaded: here a banner): once closed, the page shows where the shopper left it, the button where it
  // was in the window, in view with the focus.
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '3000px';
    document.querySelector('main')?.prepend(banner);
  });
  await close.click();
  await expect(modal).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toBeInViewport();
  const openAt = await page.evaluate(() => (window as unknown as { openAt: number }).openAt);
  expect((await open.boundingBox())?.y).toBeCloseTo(openAt, 0);
  await open.click();
  await expect(modal).toBeVisible();
  expect(await inModal.locator('html').evaluate(() => location.pathname + location.search)).toBe(where);
  expect(await inModal.locator('html').evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(
    true,
  );
});
