import { expect, test } from './fixtures.ts';
import { api, cheapestNewInStock } from './helpers.ts';

// Issue 18, the per-vehicle chain's steps 3, 12 and 13 (spec 2 §3-§4): a shopper lands from a
// newsletter's link with its campaign (utm_*, gclid) and referrer, goes on to a vehicle, and the
// order of their deal keeps where it came from (analytics: the deal's page and the referrer, and the
// campaign); the first step past the vehicle page flags it started_transactional.

const DEALER = 'maple_motors';

test('the order keeps the landing page’s campaign and referrer, and is started once past the vehicle page', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  const call = await api(page, DEALER);
  await call.post('/api/customer/user/register/', {
    email: `origin.${Date.now()}@example.com`,
    first_name: 'Nora',
    last_name: 'Origin',
    phone: '416-555-0147',
    postal_code: 'M5V 2T6',
    consents: { dealer_data_collection: true },
  });
  const order = (await call.post('/api/customer/order/', { vehicle: vehicle.id })) as { id: number };
  const read = async () =>
    (await (
      await page.request.get(`/api/customer/order/${order.id}/`, { headers: { 'X-Dealer-Code': DEALER } })
    ).json()) as {
      campaign: Record<string, string> | null;
      analytics: { source_document_url: string; referrer: string } | null;
      started_transactional: boolean;
    };
  expect(await read()).toMatchObject({ campaign: null, analytics: null, started_transactional: false });

  // The landing: the newsletter's link, from the newsletter's page.
  await page.goto(`/${DEALER}/en/vehicle-list/?utm_source=newsletter&utm_campaign=fall&gclid=Cj0KCQ`, {
    referer: 'https://news.example.com/issue-12',
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // On to the vehicle inside the storefront (no new document: the landing's referrer stays the page's).
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/${DEALER}/en/conf/${vehicle.id}/`);
  await expect(page.getByTestId('pricing-header')).toBeVisible();
  await expect
    .poll(async () => (await read()).analytics)
    .toEqual({
      source_document_url: expect.stringContaining(`/${DEALER}/en/conf/${vehicle.id}/`),
      referrer: 'https://news.example.com/issue-12',
    });
  const saved = await read();
  expect(saved.campaign).toEqual({ utm_source: 'newsletter', utm_campaign: 'fall', gclid: 'Cj0KCQ' });
  // Still on the vehicle page: not started.
  expect(saved.started_transactional).toBe(false);

  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Payment/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment\/$/);
  await expect.poll(async () => (await read()).started_transactional).toBe(true);

  // A later visit from elsewhere does not replace where the deal came from.
  await page.goto(`/${DEALER}/en/conf/${vehicle.id}/?utm_source=other`, {
    referer: 'https://elsewhere.example.org/',
  });
  await expect(page.getByTestId('pricing-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await read()).toMatchObject({
    campaign: { utm_source: 'newsletter' },
    analytics: { referrer: 'https://news.example.com/issue-12' },
  });
});
