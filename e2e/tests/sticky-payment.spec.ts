import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from './helpers.ts';

// Issue 25 (design craft): the vehicle page keeps its payment in view. From md the payment panel stays
// beside the gallery and the overview as the shopper scrolls (CSS sticky); on a phone the overview's
// continue is a bottom bar with the payment, in view from the top of the page, never over the element
// that has the keyboard focus, and its payment is the pricing header's.

/** The box of `locator` in the viewport (its top and bottom), or null when it has none. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  return box && { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function openOverview(page: Page, dealer: string, language: string) {
  const vehicle = await cheapestNewInStock(page.request, dealer);
  await page.goto(`/${dealer}/${language}/conf/${vehicle.id}/`);
  const amount = page.locator('[data-variant="panel"] [data-payment-amount]');
  await expect(amount).toContainText(/\d/);
  return amount;
}

test('desktop: the payment panel stays in view beside the gallery and the overview while scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const amount = await openOverview(page, 'maple_motors', 'en');
  const bar = page.locator('[data-sticky-bar]');
  const overview = page.locator('section[aria-labelledby="overview-title"]');
  // From md the continue is in the overview's flow (no bar), and the panel shows the payment.
  await expect(page.getByTestId('bar-payment')).toBeHidden();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(end).toBeGreaterThan(300);
  const seen: { y: number; top: number; bottom: number }[] = [];
  for (let y = 0; y <= end; y += 150) {
    await scrollTo(page, y);
    const overviewBox = await edges(overview);
    // Beside the gallery and the overview: while the overview's end is still on the screen.
    if (!overviewBox || overviewBox.bottom < 200) break;
    const box = await edges(amount);
    if (box) seen.push({ y, ...box });
  }
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const box of seen) {
    expect(box.top, `payment at scroll ${box.y}`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `payment at scroll ${box.y}`).toBeLessThanOrEqual(800);
  }
});

test('phone: the continue bar with the payment stays at the bottom of the screen from the top of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const amount = await openOverview(page, 'maple_motors', 'en');
  const bar = page.locator('[data-sticky-bar]');
  await expect(bar.getByTestId('step-continue')).toBeVisible();
  // The bar's payment is the header's (amount and frequency).
  const header = (await amount.locator('p').first().textContent()) ?? '';
  const money = header.match(/\$[\d,]+\.\d{2}/)?.[0];
  expect(money).toBeDefined();
  expect(header).toContain('bi-weekly');
  await expect(bar.getByTestId('bar-payment')).toHaveText(`${money} bi-weekly`);

  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(end).toBeGreaterThan(500);
  for (let y = 0; y <= end; y += 200) {
    await scrollTo(page, y);
    const box = await edges(bar);
    expect(box?.top, `bar at scroll ${y}`).toBeGreaterThanOrEqual(0);
    expect(box?.bottom, `bar at scroll ${y}`).toBeLessThanOrEqual(844);
  }
  await scrollTo(page, 0);
  // At the top of the page the bar is at the bottom of the screen, over the content.
  expect((await edges(bar))?.bottom).toBe(844);
  await expectNoAxeViolations(page);
});

test('phone: nothing in the bar moves when its payment arrives (no layout shift from the first paint)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifted: string[] };
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          for (const { node } of entry.sources) {
            // The bar's own (the page's other shifts are not the bar's: the cost of credit that
            // arrives with the first price still moves what is under it).
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest('[data-sticky-bar]'))
              w.__shifted.push(element.getAttribute('data-testid') ?? element.tagName);
          }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openOverview(page, 'maple_motors', 'en');
  const bar = page.locator('[data-sticky-bar]');
  await expect(bar.getByTestId('bar-payment')).toBeVisible();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  // Two frames after the last change: every shift is reported by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted)).toEqual([]);
});

test('phone: tabbing through the page, the focused element is never under the bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOverview(page, 'maple_motors', 'en');
  const bar = page.locator('[data-sticky-bar]');
  let reachedBar = false;
  let checked = 0;
  for (let press = 0; press < 80 && !reachedBar; press += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const focused = document.activeElement;
      const stickyBar = document.querySelector('[data-sticky-bar]');
      if (!focused || focused === document.body || !stickyBar) return null;
      const box = focused.getBoundingClientRect();
      return {
        inBar: stickyBar.contains(focused),
        name: `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 40)}`,
        top: box.top,
        bottom: box.bottom,
        barTop: stickyBar.getBoundingClientRect().top,
      };
    });
    if (!state) continue;
    if (state.inBar) {
      reachedBar = true;
      continue;
    }
    // Scrolled clear of the bar (the page's scroll-padding), as far as the screen allows.
    if (state.bottom - state.top < state.barTop) {
      expect(state.bottom, `${state.name} under the bar`).toBeLessThanOrEqual(state.barTop + 0.5);
      expect(state.top, `${state.name} above the screen`).toBeGreaterThanOrEqual(-0.5);
      checked += 1;
    }
  }
  expect(reachedBar).toBe(true);
  expect(checked).toBeGreaterThan(5);
  await expect(bar).toBeVisible();
});

test('phone, in French: the bar says the header’s payment in French', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const amount = await openOverview(page, 'maple_motors', 'fr');
  const header = (await amount.locator('p').first().textContent()) ?? '';
  const money = header.match(/[\d\u202f\u00a0]+,\d{2}\u00a0\$/)?.[0];
  expect(money).toBeDefined();
  const bar = page.getByTestId('bar-payment');
  await expect(bar).toContainText(money ?? '-');
  // The frequency as the header words it.
  const frequency = (await bar.textContent())?.replace(money ?? '', '').trim();
  expect(frequency).toBeTruthy();
  expect(header).toContain(frequency ?? '-');
});
