import { expect, type Page, test } from '@playwright/test';
import { chunkUrl } from './chunks.ts';
import { allowDealerSite, DEALER_SITE } from './dealerSite.ts';

// Issue 23: the embed script's frame is 600 px tall until the storefront in it says how tall its page
// is. On a phone that took seconds (the storefront's app loaded, hydrated, then started its bridge):
// the page sends its first size itself, from its HTML, as soon as it is in.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Maple Motors' first vehicle: its five generated views (a row of thumbnails). */
async function vehicleWithViews(page: Page): Promise<number> {
  const list = await page.request.get('/api/customer/inventory/simple/?page_size=1', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const [vehicle] = ((await list.json()) as { results: { id: number }[] }).results;
  return Number(vehicle?.id);
}

test("on a phone the frame has its page's height from the page's HTML, before the storefront's app has started", async ({
  page,
}) => {
  await allowDealerSite(page);
  const vehicle = await vehicleWithViews(page);
  // The storefront's app never starts in the frame (its entry script fails): only its HTML is there.
  let asked = false;
  await page.route(chunkUrl('apps/storefront/index.html'), (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto(`${DEALER_SITE}/dev/dealer-site/?dealer=maple_motors&vehicle=${vehicle}`);
  const inline = page.locator('section[aria-labelledby="inline-title"] iframe');
  const frame = page.frameLocator('section[aria-labelledby="inline-title"] iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // As tall as its page (no inner scroll bar), which is taller than the frame's first 600 px.
  const heights = async () => [
    await inline.evaluate((el) => Math.round(el.getBoundingClientRect().height)),
    await frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height)),
  ];
  await expect.poll(async () => (await heights())[1], { timeout: 5_000 }).toBeGreaterThan(600);
  await expect
    .poll(async () => {
      const [outer = 0, inner = 0] = await heights();
      return outer - inner;
    })
    .toBe(0);
  // (the app was asked for and has not started)
  await expect.poll(() => asked).toBe(true);
  await expect(frame.locator('html[data-ready]')).toHaveCount(0);
});
