import { expect, type Page, test } from '@playwright/test';
import { cheapestNewInStock } from './helpers.ts';

// The listing-partner exception to the pricing lock (spec 1 §6): riviere_auto asks for a sign-in
// before prices, except inside the frame of a listing partner it names. The partner's page here is
// the demo page on localhost, the storefront on 127.0.0.1 (another site); the server decides from
// what the browser sends with the frame's request (apps/server/src/modules/marketplace/listing-partner.ts).

const PORT = Number(process.env.E2E_PORT ?? 3111);
const PARTNER_SITE = `http://localhost:${PORT}`;

/** The dealer's admin adds the partner's site to the marketplace's listing partners (the console's document). */
async function addListingPartner(page: Page) {
  await page.request.get('/api/health');
  const csrf = async () =>
    (await page.context().cookies()).find((c) => c.name === 'sf_csrf' && c.domain === '127.0.0.1')?.value ??
    '';
  const staff = async () => ({ 'X-Dealer-Code': 'riviere_auto', 'X-CSRF-Token': await csrf() });
  const login = await page.request.post('/api/dealer/auth/login/', {
    headers: await staff(),
    data: { email: 'admin@riviereauto.example.ca', password: 'demo-staff-2026' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const current = await page.request.get('/api/dealer/settings/', { headers: await staff() });
  const { settings, version } = (await current.json()) as {
    settings: { marketplace: { listing_partner_origins: string[] } };
    version: number;
  };
  const saved = await page.request.put('/api/dealer/settings/', {
    headers: { ...(await staff()), 'If-Match': `"${version}"` },
    data: {
      ...settings,
      marketplace: {
        ...settings.marketplace,
        listing_partner_origins: [...settings.marketplace.listing_partner_origins, PARTNER_SITE],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().clearCookies();
}

test('inside a listing partner’s frame a signed-out shopper sees the prices the dealer otherwise locks; on the dealer’s own site they stay locked', async ({
  page,
}) => {
  await addListingPartner(page);
  const vehicle = await cheapestNewInStock(page.request, 'riviere_auto');

  // On the storefront's own site, signed out: locked.
  await page.goto(`/riviere_auto/en/conf/${vehicle.id}/`);
  await expect(page.getByRole('button', { name: 'Unlock pricing' }).first()).toBeVisible();

  // In the partner's page: the same vehicle page with its payment, no unlock button.
  await page.context().clearCookies();
  await page.goto(`${PARTNER_SITE}/dev/dealer-site/?dealer=riviere_auto&vehicle=${vehicle.id}`);
  const frame = page.frameLocator('section[aria-labelledby="inline-title"] iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.getByRole('tablist').first()).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Unlock pricing' })).toHaveCount(0);
});
