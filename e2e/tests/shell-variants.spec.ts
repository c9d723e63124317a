import { withSettings } from './dealerSettings.ts';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from './helpers.ts';

// Header variants (marketplace mode, the OEM third-party header) and the custom exit page chosen by
// the current vehicle's condition, on the real server with settings the demo data does not hold.

const MARKETPLACE = {
  enabled: true,
  tbyb_enabled: true,
  url: 'https://market.example.com/listing/42',
  name: 'AutoMarket',
  logo: '/favicon.svg',
  logo_fr: '/favicon.svg?fr',
  hours: 'Mon–Fri 9–5',
};

test('marketplace mode: back link, marketplace header with phone and hours, try now opens contact; axe clean', async ({
  page,
}) => {
  await withSettings(
    page,
    (d) => d,
    (s) => ({ ...s, marketplace: MARKETPLACE }),
  );
  await page.goto('/maple_motors/en/vehicle-list/?marketplace=1');
  await expect(page.getByRole('link', { name: 'Back to AutoMarket' })).toHaveAttribute(
    'href',
    MARKETPLACE.url,
  );
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: 'AutoMarket marketplace' })).toHaveAttribute(
    'src',
    '/favicon.svg',
  );
  await expect(banner.getByRole('link', { name: '(416) 555-0134' })).toHaveAttribute(
    'href',
    'tel:+14165550134',
  );
  await expect(banner.getByText('Hours: Mon–Fri 9–5')).toBeVisible();
  // The marketplace's header replaces the dealer's; no custom footer in marketplace mode.
  await expect(page.locator('[data-contact-button]')).toHaveCount(0);
  await expect(page.getByText('OMVIC registered dealer')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact the dealership' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: 'Try now' })).toBeFocused();

  // In French, the French logo (the session stays in marketplace mode without the signal).
  await page.goto('/maple_motors/fr/vehicle-list/');
  await expect(page.getByRole('banner').getByRole('img')).toHaveAttribute('src', '/favicon.svg?fr');
  await expect(page.getByRole('link', { name: 'Retour à AutoMarket' })).toBeVisible();
});

test('marketplace mode on a phone: the try-before-you-buy banner and its learn-more modal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await withSettings(
    page,
    (d) => d,
    (s) => ({ ...s, marketplace: MARKETPLACE }),
  );
  await page.goto('/maple_motors/en/vehicle-list/?marketplace=1');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Call us (416) 555-0134' })).toBeVisible();
  const tbyb = page.getByRole('complementary', { name: 'Try before you buy' });
  await tbyb.getByRole('button', { name: 'Learn more' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try before you buy' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact the dealership' })).toBeVisible();
});

test("OEM third-party header above the dealer's header when the dealer turns it on; axe clean", async ({
  page,
}) => {
  await withSettings(page, (d) => ({ ...d, oem_mitz_third_party_header: true }));
  await page.goto('/maple_motors/en/vehicle-list/');
  const oem = page.getByRole('region', { name: 'Maple Motors' });
  await expect(oem.getByRole('link', { name: 'New vehicles' })).toHaveAttribute(
    'href',
    'https://maplemotors.example.ca/new/',
  );
  await expect(oem.getByRole('link', { name: 'Used vehicles' })).toHaveAttribute(
    'href',
    'https://maplemotors.example.ca/used/',
  );
  // The storefront's own header stays (one banner): contact, language, account.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Check availability' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("custom exit page chosen by the vehicle's condition (used rule on a used vehicle, new rule on a new one)", async ({
  page,
  request,
}) => {
  const used = (await (
    await request.get('/api/customer/inventory/simple/?condition=used&page_size=1', {
      headers: { 'X-Dealer-Code': 'maple_motors' },
    })
  ).json()) as { results: Array<{ id: number }> };
  const usedId = used.results[0]?.id;
  expect(usedId).toBeDefined();
  const fresh = await cheapestNewInStock(request, 'maple_motors');
  const rule = (vehicle_condition: string, url: string) => ({
    language: 'any',
    layout: 'any',
    order_in_progress: 'any',
    session_state: 'any',
    vehicle_condition,
    url,
  });
  await withSettings(page, (d) => ({
    ...d,
    enable_custom_bounce_recovery: true,
    bounce_recovery_rules: [
      rule('used', 'https://maplemotors.example.ca/used-exit/'),
      rule('new', 'https://maplemotors.example.ca/new-exit/'),
    ],
    default_custom_bounce_recovery_url: 'https://maplemotors.example.ca/default-exit/',
  }));
  await page.route('https://maplemotors.example.ca/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Offer</title><p>Offer</p>' }),
  );

  for (const [id, url] of [
    [usedId, 'https://maplemotors.example.ca/used-exit/'],
    [fresh.id, 'https://maplemotors.example.ca/new-exit/'],
  ] as const) {
    await page.goto(`/maple_motors/en/conf/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Armed by a first click on a button, then the window loses focus: the exit intent.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.keyboard.press('Escape');
    // The exit-intent code arrives after the page is live: leave again until it answers.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await expect(page.locator('iframe')).toHaveAttribute('src', url, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // Dismissal is permanent: start the next vehicle with a fresh browser store.
    await page.evaluate(() => localStorage.clear());
  }
});

test.describe('an unsupported browser (Chrome 80 on Windows, below the minimum versions)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
  });

  test("sees the dealer's notice on a server-rendered page without a hydration mismatch, and can dismiss it for good; axe clean", async ({
    page,
  }) => {
    // The fixture fails the test on a hydration mismatch: the server, which knows no browser, renders
    // no notice; the page shows it once live.
    await page.goto('/maple_motors/en/vehicle-list/');
    const notice = page.getByRole('region', { name: 'Browser notice' });
    await expect(notice).toContainText('Your browser is not supported');
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Dismiss browser notice' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Browser notice' })).toHaveCount(0);
  });
});
