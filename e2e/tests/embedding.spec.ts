import { expect, test } from '@playwright/test';
import {
  allowDealerSite,
  buildDealToReview,
  DEALER_SITE,
  heardEvents,
  openDealerSite,
  STOREFRONT_ORIGIN,
} from './dealerSite.ts';
import { acceptRequiredConsent, expectNoAxeViolations, fillPhoneIfShown } from './helpers.ts';

// Issue 23: a dealer's own website embeds the storefront with the drop-in script. The dealer's page
// (the demo dealer website, apps/server/src/modules/embedding/README.md) is on another site than the
// storefront: localhost against the storefront's 127.0.0.1. Third-party cookies are blocked, as in
// Safari, Firefox and Chrome's tracking protection: the shopper's session must live in partitioned
// cookies for the deal to be saved and to survive a reload.

test('a dealer website embeds the storefront by its script; with third-party cookies blocked a shopper saves a deal in the frame and the page hears each message in order', async ({
  page,
}) => {
  const { vehicle, postalCode, frame } = await openDealerSite(page);
  // The inline embed (async scripts run in any order: the ids are given in that order).
  const inline = page.locator('section[aria-labelledby="inline-title"] iframe');
  await expect(inline).toHaveAttribute(
    'src',
    new RegExp(`^${STOREFRONT_ORIGIN.replaceAll('.', '\\.')}/maple_motors/en/conf/${vehicle.id}/`),
  );
  const embedId = await inline.getAttribute('id');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // Sized to its content: the frame is as tall as the storefront's page, which has no scroll bar of its own.
  await expect
    .poll(async () => {
      const outer = await inline.evaluate((el) => Math.round(el.getBoundingClientRect().height));
      const inner = await frame
        .locator('body')
        .evaluate((body) => [
          Math.ceil(body.getBoundingClientRect().height),
          document.documentElement.scrollHeight,
          innerHeight,
        ]);
      return outer === inner[0] && inner[1] === inner[2];
    })
    .toBe(true);
  // Both embeds of the page are there: the inline frame and the modal's button.
  await expect(page.getByRole('button', { name: 'Build your deal' })).toBeVisible();
  await expectNoAxeViolations(page);

  await buildDealToReview(frame, postalCode);

  // Saving asks the parent to sign the shopper in; the page leaves it to the storefront
  // (require_customer), whose own dialog opens in the frame.
  await frame.getByRole('button', { name: 'Save deal' }).click();
  const dialog = frame.getByRole('dialog');
  // The dialog's code is loaded on demand, on two shared cores.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // In the frame, as tall as its page, the dialog opens where the shopper is looking: within the
  // dealer page's window, not in the middle of the frame (off-screen below or above).
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return (
        box !== null && box.y >= 0 && box.y + Math.min(box.height, viewport.height) <= viewport.height + 1
      );
    })
    .toBe(true);
  const email = `embedded.${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Nora');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Tremblay');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await fillPhoneIfShown(dialog);
  await acceptRequiredConsent(dialog);
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, your deal is saved' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(frame.getByTestId('deal-saved')).toBeVisible();

  // The page heard every message, in order, from this frame, and pushed each on its data layer.
  const events = () => heardEvents(page);
  await expect
    .poll(async () =>
      (await events())
        .filter((e) => e.type !== 'busy')
        .map((e) => `${e.type}:${e.cta ?? e.event ?? e.source ?? ''}`),
    )
    .toEqual(['ready:', 'cta_click:save_deal', 'auth_required:build_and_price', 'transaction:deal_saved']);
  const all = await events();
  expect(all.every((e) => e.embed === embedId)).toBe(true);
  const layer = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((e) => e.event),
  );
  expect(layer).toContain('storefront.transaction');
  await expectNoAxeViolations(page);

  // The session and the deal survive in the frame: after a reload of the dealer's page the shopper is
  // still signed in (partitioned cookies), with the deal saved.
  await page.reload();
  await expect(frame.getByRole('link', { name: 'Saved vehicles, 1 vehicle' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(frame.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The session is no third-party cookie: partitioned under the dealer's site.
  const session = (await page.context().cookies()).find((c) => c.name === 'sf_session');
  expect(session).toMatchObject({ domain: '127.0.0.1', sameSite: 'None', secure: true, httpOnly: true });
  expect(session?.partitionKey).toMatch(/^http:\/\/localhost/);

  // The second embed of the page opens in a dialog: the storefront without its headers (iframe mode
  // 'modal'), opened and closed with the keyboard, focus back on its button.
  const open = page.getByRole('button', { name: 'Build your deal' });
  await open.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Vehicle storefront' });
  await expect(modal).toBeVisible();
  const inModal = modal.frameLocator('iframe');
  await expect(inModal.getByRole('main')).toBeVisible({ timeout: 15_000 });
  await expect(inModal.getByRole('banner')).toBeHidden();
  // ...and without its side bars: the list's filters side bar is gone, the list takes the dialog's
  // width, and its filters open from the Filters button, as on a phone.
  await expect(inModal.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(inModal.getByRole('complementary', { name: 'Search filters' })).toBeHidden();
  await expect(inModal.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes it from inside the storefront too (the frame asks its page to).
  await inModal.getByRole('main').focus();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("an embedded vehicle list takes no focus by loading: the dealer's page keeps it", async ({ page }) => {
  await allowDealerSite(page);
  await page.goto(`${DEALER_SITE}/dev/dealer-site/?dealer=maple_motors`);
  const frame = page.frameLocator('section[aria-labelledby="inline-title"] iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.locator('html[data-ready]')).toBeAttached();
  // The list's first page (the frame's entry redirects to it) moved focus into the frame, which scrolls
  // the dealer's page to it and takes the keyboard from the dealer's own links.
  await page.waitForLoadState('networkidle');
  expect(await frame.locator('html').evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
});
