import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { buildDealToReview, openDealerSite } from './dealerSite.ts';
import { acceptRequiredConsent, fillPhoneIfShown } from './helpers.ts';

// Issue 23: in the demo dealer website's inline frame, sized to its content (as tall as its page), what
// the storefront fixes to the bottom of the screen is placed in the part of the frame the shopper sees
// (the embed script's `viewport` message), not at the frame's end far below; and the dealer's chat and
// survey scripts, which fix themselves to the frame's end, are not loaded in a frame (the dealer's own
// site has its own: apps/server/src/modules/embedding/README.md). On a 390 px phone with touch.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const INLINE = 'section[aria-labelledby="inline-title"] iframe';

async function scrollParent(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** The frame's box in the dealer page's window (top and bottom, CSS px), and the window's height. */
function frameBox(page: Page) {
  return page.locator(INLINE).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      pageTop: box.top + window.scrollY,
      screen: window.innerHeight,
    };
  });
}

/**
 * Whether `locator` (in the frame) is what the shopper would press at five points across its box: no
 * element of the frame (a bar, a launcher, a survey) lies over it.
 */
function uncovered(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [0.1, 0.3, 0.5, 0.7, 0.9].every((at) => {
      const hit = document.elementFromPoint(box.left + box.width * at, y);
      return hit !== null && element.contains(hit);
    });
  });
}

/** The links and buttons of the frame's page (outside `bar`) that the bar lies over. */
function coveredControls(frame: FrameLocator) {
  return frame.locator('[data-sticky-bar]').evaluate((bar) => {
    const barBox = bar.getBoundingClientRect();
    return [...document.querySelectorAll('a[href], button, input, select, textarea')]
      .filter((control) => !bar.contains(control) && control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.bottom > barBox.top && box.top < barBox.bottom && box.width > 0 && box.height > 0;
      })
      .map((control) => `${control.tagName} ${(control.textContent ?? '').trim().slice(0, 40)}`);
  });
}

test('phone: the payment bar stays in the part of the inline frame the shopper sees while the dealer page scrolls, and covers nothing at its end', async ({
  page,
}) => {
  const { frame } = await openDealerSite(page);
  const bar = frame.locator('[data-sticky-bar]');
  await expect(bar.getByTestId('step-continue')).toBeVisible({ timeout: 15_000 });
  await expect(bar.getByTestId('bar-payment')).toContainText(/\d/);
  // The frame is sized to the storefront's page: far taller than the screen.
  await expect.poll(async () => (await frameBox(page)).height).toBeGreaterThan(844 * 2);

  // The dealer's page is as wide as the phone (the page not zoomed out to fit wider content).
  expect(await page.evaluate(() => window.innerWidth)).toBe(390);
  // From the top of the dealer's page to past the frame's end (read at each step: the frame grows as
  // the storefront's pictures load).
  let checked = 0;
  for (let y = 0; y < 20_000; y += 250) {
    await scrollParent(page, y);
    const box = await frameBox(page);
    // What the shopper sees of the frame, in the dealer page's window.
    const seenTop = Math.max(0, box.top);
    const seenBottom = Math.min(box.screen, box.bottom);
    if (seenBottom - seenTop >= 200) {
      // The bar's bottom is the bottom of what the shopper sees of the frame (its top on the screen).
      await expect
        .poll(
          async () => {
            const barBox = await bar.boundingBox();
            if (!barBox) return 'no box';
            const bottom = barBox.y + barBox.height;
            return barBox.y >= seenTop - 1 && Math.abs(bottom - seenBottom) <= 1
              ? 'in view'
              : `top ${Math.round(barBox.y)}, bottom ${Math.round(bottom)}; seen ${seenTop}-${seenBottom}`;
          },
          { message: `the bar at the dealer page's scroll ${y}` },
        )
        .toBe('in view');
      checked += 1;
    }
    const scrolled = await page.evaluate(() => window.scrollY);
    if (box.bottom < box.screen - 100 || scrolled < y) break;
  }
  expect(checked).toBeGreaterThanOrEqual(5);
  // At the frame's end (the dealer page's own content below it on the screen) the bar lies in the room
  // the page keeps at its end: over none of its links or buttons.
  const last = await frameBox(page);
  expect(last.bottom).toBeLessThan(last.screen);
  await expect.poll(() => coveredControls(frame)).toEqual([]);
  await expect(bar.getByTestId('step-continue')).toBeInViewport();
});

test("phone: at the frame's end nothing covers 'Save deal' (the dealer's chat and survey are not loaded in a frame)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked: { name: string; framed: boolean }[] = [];
  page.on('request', (request) => {
    const m = /\/dev\/third-party\/(\w+)\.js$/.exec(request.url());
    if (m?.[1]) asked.push({ name: m[1], framed: request.frame() !== page.mainFrame() });
  });
  const { frame, postalCode } = await openDealerSite(page, { thirdPartyScripts: true });
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // The dealer's scripts did start in the frame: its monitoring is there.
  await expect.poll(() => asked.filter((a) => a.framed).map((a) => a.name)).toContain('monitoring');
  await buildDealToReview(frame, postalCode);
  const save = frame.getByRole('button', { name: 'Save deal' });
  await expect(save).toBeEnabled();
  // Past the survey's delay (5 s after the scripts start, before the monitoring script is asked for),
  // read on the frame's own clock.
  await frame.locator('html').evaluate(async () => {
    const monitoring = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/dev/third-party/monitoring.js'));
    const due = (monitoring?.startTime ?? 0) + 5_500;
    while (performance.now() < due) await new Promise((resolve) => setTimeout(resolve, 200));
  });
  // The page's end: the frame's end at the bottom of the screen.
  const box = await frameBox(page);
  await scrollParent(page, box.pageTop + box.height - box.screen);
  await expect(save).toBeInViewport();
  expect(await uncovered(save)).toBe(true);
  await expect(frame.locator('[data-demo-chat], [data-demo-survey]')).toHaveCount(0);
  expect(asked.filter((a) => a.framed && (a.name === 'chat' || a.name === 'survey'))).toEqual([]);

  // The sign-up dialog (asked of the dealer's page, which leaves it to the storefront) opens where the
  // shopper is looking, its own button uncovered.
  await save.click();
  const dialog = frame.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Nora');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Tremblay');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(`bars.${Date.now()}@example.com`);
  await fillPhoneIfShown(dialog);
  await acceptRequiredConsent(dialog);
  const submit = dialog.getByRole('button', { name: 'Save deal' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  expect(await uncovered(submit)).toBe(true);
});
