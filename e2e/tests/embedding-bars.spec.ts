import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildDealToReview, openDealerSite } from './dealerSite.ts';
import { acceptRequiredConsent, fillPhoneIfShown } from './helpers.ts';

// Issue 23: in the demo dealer website's inline frame, sized to its content (as tall as its page), the
// dealer's chat and survey scripts, which fix themselves to the frame's end, are not loaded (the dealer's
// own site has its own: apps/server/src/modules/embedding/README.md). On a 390 px phone with touch.

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
