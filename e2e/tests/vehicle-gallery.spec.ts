import type { Page, Route } from '@playwright/test';
import { chunkUrl } from './chunks.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Issue 25: the vehicle page's hero picture is the first slide of a gallery whose code comes in a chunk
// of its own once the page is live. The server's picture stays the LCP element (the same URL) and the
// gallery takes its place in the same box: nothing moves (no layout shift at all). Then: a swipe on a
// phone, the buttons, the arrow keys on a desktop, the position said politely, each view's alt text.

declare global {
  interface Window {
    /** The page's largest-contentful-paint entries and its layout shifts, from the first paint. */
    __paints: { url: string; element: Element | null }[];
    __shifts: number;
  }
}

const GALLERY = 'apps/storefront/src/features/build-and-price/HeroGallery.tsx';

/** Maple Motors' first vehicle: no photos of its own, so its five generated views. */
async function illustratedVehicle(page: Page): Promise<number> {
  const list = await page.request.get('/api/customer/inventory/simple/?page_size=1', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const [vehicle] = ((await list.json()) as { results: { id: number }[] }).results;
  return Number(vehicle?.id);
}

/**
 * Opens the vehicle page with the gallery's chunk held back, and checks the server's hero: the LCP
 * element, sized. Returns its box, its URL and a release of the chunk.
 */
async function openHeld(page: Page, url: string) {
  await page.addInitScript(() => {
    window.__paints = [];
    window.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        url: string;
        element: Element | null;
      })[])
        window.__paints.push({ url: entry.url, element: entry.element });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(chunkUrl(GALLERY), async (route: Route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(url);
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);
  const heroUrl = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  // The LCP element is the server's hero picture, at its URL.
  await expect
    .poll(() =>
      hero.evaluate((img) => {
        const last = window.__paints.at(-1);
        return last ? { same: last.element === img, url: last.url } : null;
      }),
    )
    .toEqual({ same: true, url: heroUrl });
  // The live page asks for the gallery (held here).
  await expect.poll(() => asked).toBe(true);
  // The hero's column (the picture and the thumbnails' row): what the gallery takes over.
  const column = hero.locator('xpath=..');
  const before = { hero: await hero.boundingBox(), column: await column.boundingBox() };
  return { heroUrl, before, release };
}

/** The LCP entries and the layout shifts so far, once the page has stopped moving (two reads 1 s apart agree). */
async function settled(page: Page) {
  const read = () => page.evaluate(() => ({ paints: window.__paints.length, shifts: window.__shifts }));
  let last = await read();
  for (;;) {
    await page.waitForTimeout(1000);
    const now = await read();
    if (now.paints === last.paints && now.shifts === last.shifts) return now;
    last = now;
  }
}

/** The gallery took over: the same boxes, the first slide the same picture, no new LCP, no shift. */
async function expectTakenOver(
  page: Page,
  { heroUrl, before }: Awaited<ReturnType<typeof openHeld>>,
  paintsBefore: number,
  shiftsBefore: number,
) {
  const carousel = page.locator('[data-gallery]');
  // (The chunk, then the rest of the messages: on a busy machine, seconds.)
  await expect(carousel).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
  const viewport = carousel.locator('[aria-roledescription="carousel"] > [role="group"]');
  const first = carousel.locator('[aria-roledescription="slide"]').first().locator('img');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(heroUrl);
  const after = {
    hero: await viewport.boundingBox(),
    column: await carousel.locator('xpath=..').boundingBox(),
  };
  for (const key of ['hero', 'column'] as const)
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(
        Math.abs((after[key]?.[side] ?? -1) - (before[key]?.[side] ?? 1)),
        `${key} ${side}`,
      ).toBeLessThan(0.5);
  expect(await page.evaluate(() => window.__paints.length)).toBe(paintsBefore);
  // No layout shift while the gallery took over (the page's own, before it, are not the gallery's).
  expect(await page.evaluate(() => window.__shifts)).toBe(shiftsBefore);
  return viewport;
}

/**
 * Maple Motors' illustrated vehicle in a language: its page with the gallery held back until the page
 * has stopped moving, then the gallery taking over (checked); its viewport, position and shown picture.
 */
async function galleryTakesOver(page: Page, language: 'en' | 'fr') {
  const id = await illustratedVehicle(page);
  const held = await openHeld(page, `/maple_motors/${language}/vehicle/${id}/`);
  const { paints, shifts } = await settled(page);
  held.release();
  return {
    viewport: await expectTakenOver(page, held, paints, shifts),
    position: page.locator('[data-gallery] [aria-live="polite"]'),
    shown: page.locator('[data-gallery] [aria-roledescription="slide"]:not([aria-hidden]) img'),
  };
}

test.describe('phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the hero becomes the gallery without moving; a swipe and the buttons change the view, said in French', async ({
    page,
  }) => {
    const { viewport, position, shown } = await galleryTakesOver(page, 'fr');
    await expect(position).toHaveText('Photo 1 sur 5');
    await expect(page.getByText('Illustration', { exact: true }).first()).toBeVisible();

    // A swipe to the left: the next view.
    const box = await viewport.boundingBox();
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
    await viewport.dispatchEvent('pointerdown', { ...touch, clientX: 300, clientY: y });
    await viewport.dispatchEvent('pointermove', { ...touch, clientX: 200, clientY: y });
    await viewport.dispatchEvent('pointerup', { ...touch, clientX: 120, clientY: y });
    await expect(position).toHaveText('Photo 2 sur 5');
    await expect(shown).toHaveAttribute('alt', /, vue de trois quarts avant$/);

    await page.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(position).toHaveText('Photo 3 sur 5');
    await expect(shown).toHaveAttribute('alt', /, vue de trois quarts arrière$/);
    await page.getByRole('button', { name: 'Afficher la photo 5 sur 5' }).click();
    await expect(position).toHaveText('Photo 5 sur 5');
    await expect(shown).toHaveAttribute('alt', /, détail de la roue$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('desktop (1280 px, keyboard)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hero becomes the gallery without moving; the arrow keys change the view, with reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { viewport, position, shown } = await galleryTakesOver(page, 'en');
    await expect(position).toHaveText('Photo 1 of 5');

    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('Photo 2 of 5');
    await expect(shown).toHaveAttribute('alt', /, front three-quarter view$/);
    await page.keyboard.press('End');
    await expect(position).toHaveText('Photo 5 of 5');
    await expect(shown).toHaveAttribute('alt', /, wheel detail$/);
    await expect(page.getByRole('button', { name: 'Show picture 5 of 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Reduced motion: the views change without a slide.
    const track = viewport.locator('[id$="-track"]');
    expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    await page.keyboard.press('Home');
    await expect(position).toHaveText('Photo 1 of 5');
    await expectNoAxeViolations(page);
  });
});
