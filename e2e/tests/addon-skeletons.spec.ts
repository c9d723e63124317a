import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, pricedWithIncentives } from './helpers.ts';

// Issue 25 (design craft): the accessories and protection steps show card-shaped placeholders while
// their lists load (no "Loading…" text), the step's region busy and a status said to assistive
// technology only, in the page's language; the cards that arrive take the placeholders' place.

const STEPS = {
  accessories: { api: '/api/aftermarket/accessory/', cards: '[data-addon-list="accessories"] ul > li' },
  protection: { api: '/api/aftermarket/protection-plan/', cards: '[data-testid="protection-plan"]' },
} as const;
type Step = keyof typeof STEPS;

/** Holds the step's list until `release()`; resolves `asked` when the page has asked for it. */
async function holdList(page: Page, step: Step) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === STEPS[step].api,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const step of Object.keys(STEPS) as Step[]) {
  for (const viewport of VIEWPORTS) {
    test(`${step} (${viewport.name}): card placeholders while the list loads, the cards arrive in their place`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
      const release = await holdList(page, step);
      // The page's payment (with the financing bonus the deal chooses) is in before the placeholders
      // are measured: its arrival above the list would move them (227 px on a phone).
      const priced = pricedWithIncentives(page);
      await page.goto(`/maple_motors/en/conf/${vehicle.id}/${step}/`);
      await priced;
      await expect(page.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'false');
      const section = page.locator(`section[aria-labelledby="${step}-title"]`);

      // Loading: the region is busy, "Loading…" is said but not shown, placeholders stand for the cards.
      await expect(section).toHaveAttribute('aria-busy', 'true');
      const status = section.getByRole('status').filter({ hasText: 'Loading…' });
      await expect(status).toHaveCount(1);
      const statusBox = await status.boundingBox();
      expect(statusBox?.width).toBeLessThanOrEqual(1);
      const placeholders = section.locator('[data-skeleton-card]');
      await expect(placeholders.first()).toBeVisible();
      expect(await placeholders.count()).toBeGreaterThanOrEqual(3);
      await expect(placeholders.first()).toHaveAttribute('aria-hidden', 'true');
      const before = await placeholders.first().locator('xpath=..').boundingBox();

      // Loaded: the first card is where its placeholder stood (same place and width, about its height).
      release();
      const first = page.locator(STEPS[step].cards).first();
      await expect(first).toBeVisible();
      await expect(section).not.toHaveAttribute('aria-busy', 'true');
      await expect(placeholders).toHaveCount(0);
      const after = await first.boundingBox();
      expect(before).not.toBeNull();
      expect(after).not.toBeNull();
      if (!before || !after) return;
      expect({ x: after.x, y: after.y, width: after.width }).toEqual({
        x: before.x,
        y: before.y,
        width: before.width,
      });
      expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(after.height * 0.1);
    });
  }
}

test('the placeholders hold still under reduced motion, and pulse otherwise', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await holdList(page, 'protection');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/protection/`);
  const bar = page.locator('[data-skeleton-card] [data-skeleton]').first();
  await expect(bar).toBeVisible();
  const animation = () => bar.evaluate((element) => getComputedStyle(element).animationName);
  expect(await animation()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});

test('in French, the status says « Chargement… » while the accessories load', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const release = await holdList(page, 'accessories');
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/accessories/`);
  const section = page.locator('section[aria-labelledby="accessories-title"]');
  await expect(section).toHaveAttribute('aria-busy', 'true');
  await expect(section.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(1);
  await expect(section.locator('[data-skeleton-card]').first()).toBeVisible();
  release();
  await expect(page.locator(STEPS.accessories.cards).first()).toBeVisible();
});
