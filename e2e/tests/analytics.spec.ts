import type { Page } from '@playwright/test';
import { withSettings } from './dealerSettings.ts';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from './helpers.ts';

// The analytics layer (spec 3 §4, §9): the page's data layer receives the named events with their
// payload groups, each digital-retailing event once per vehicle; at a dealer whose consent setting
// requires it (its GET /settings/ answer changed on the way), nothing before the shopper allows it.

type Pushed = {
  event: string;
  eventInfo?: { eventName: string };
  product?: { id?: unknown };
  partner?: unknown;
};

const layer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => 'event' in e),
  );

test('consent first, then the events of the vehicle page once per vehicle, and the pixel', async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  const pixels: string[] = [];
  await page.route('**/__pixel.gif*', async (route) => {
    pixels.push(route.request().url());
    await route.fulfill({ status: 204, body: '' });
  });
  await withSettings(
    page,
    (d) => d,
    (s) => ({
      ...s,
      analytics: { participating: true, consent: 'REQUIRED_CONSENT' },
      pixel_url: '/__pixel.gif',
    }),
  );
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  const banner = page.getByRole('region', { name: 'Analytics' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('May this dealership measure how you use this site');
  // The banner takes no focus on load (the page's own focus stays where it was).
  expect(await page.evaluate(() => document.activeElement?.closest('section') ?? null)).toBeNull();
  await expectNoAxeViolations(page);
  // Nothing before consent: no data layer event, no pixel.
  expect(await layer(page)).toEqual([]);
  expect(pixels).toEqual([]);

  // With the keyboard: the banner ends the page, so going back from the page's start reaches its
  // buttons (Refuse last); Enter allows, and focus goes to the main content.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: 'Refuse' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: 'Allow analytics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  await expect
    .poll(async () => (await layer(page)).map((e) => e.event))
    .toEqual(['page_view', 'vehicle_viewed', 'purchase_start']);
  const viewed = (await layer(page)).find((e) => e.event === 'vehicle_viewed');
  expect(viewed?.product?.id).toBe(vehicle.id);
  expect(viewed?.partner).toMatchObject({ name: expect.any(String) });
  await expect
    .poll(() => pixels.map((u) => new URL(u).searchParams.get('purchase_action')))
    .toEqual(['purchasestart']);

  // A step: a page view and its step event; the vehicle's impression is not sent again.
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/payment/`);
  await expect(page.getByRole('region', { name: 'Analytics' })).toHaveCount(0);
  await expect
    .poll(async () => (await layer(page)).map((e) => e.event))
    .toEqual(['page_view', 'step_entered']);
});

test('the banner in French; a refusal: nothing is sent, on this page or the next', async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  await withSettings(
    page,
    (d) => d,
    (s) => ({ ...s, analytics: { participating: true, consent: 'REQUIRED_CONSENT' } }),
  );
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/`);
  const banner = page.getByRole('region', { name: 'Mesure d’audience' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('pour l’améliorer ? Rien n’est mesuré avant votre accord.');
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/payment/`);
  // The step asks for the shopper's postal code first: the page is live, its requests done.
  await expect(page.getByRole('dialog', { name: 'Entrez votre code postal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Mesure d’audience' })).toHaveCount(0);
  expect(await layer(page)).toEqual([]);
});
