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
  await expectNoAxeViolations(page);
  // Nothing before consent: no data layer event, no pixel.
  expect(await layer(page)).toEqual([]);
  expect(pixels).toEqual([]);

  await banner.getByRole('button', { name: 'Allow analytics' }).click();
  await expect(banner).toBeHidden();
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
