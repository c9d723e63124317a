import type { Page } from '@playwright/test';
import { chunkUrl } from './chunks.ts';
import { expect, test } from './fixtures.ts';
import { withoutEmbeddedAnswers } from './helpers.ts';

// A dealer's custom copy (`custom_copy[messageId][language]` of the home dealership) replaces the
// app's messages. The app's messages are compiled at build time and react-intl ships without its ICU
// parser: copy with ICU syntax is parsed by the kit's lazy `parseCopy` chunk, plain copy needs none.
// The seeded dealers have no copy on a message id, so the dealer's answer is given copy here.

async function withCustomCopy(page: Page, copy: Record<string, Record<string, string>>) {
  await page.route('**/api/customer/dealership/home-dealership/', async (route) => {
    const response = await route.fetch();
    const dealer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...dealer, custom_copy: copy } });
  });
  // Without the answers the server embeds in the document, the app asks the API (given the copy above).
  await withoutEmbeddedAnswers(page);
}

function parserRequests(page: Page): string[] {
  const urls: string[] = [];
  const parser = chunkUrl('packages/ui/src/intl/parseCopy.ts');
  page.on('request', (request) => {
    if (parser.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('custom copy with ICU placeholders and a plural replaces the vehicle list texts', async ({ page }) => {
  const parser = parserRequests(page);
  await withCustomCopy(page, {
    'inventory.title': { en: 'Everything is bigger at {dealer}' },
    'inventory.count': { en: '{count, plural, one {# truck on the lot} other {# trucks on the lot}}' },
  });
  await page.goto('/lone_star_motors/en/vehicle-list/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Everything is bigger at Lone Star Motors',
  );
  await expect(page.getByTestId('vehicle-count')).toHaveText(/^\d+ trucks on the lot$/);
  expect(parser).toHaveLength(1);
});

test('plain custom copy applies without loading the ICU parser', async ({ page }) => {
  const parser = parserRequests(page);
  await withCustomCopy(page, {
    'inventory.title': { fr: 'Nos véhicules, en ligne', en: 'Our vehicles, online' },
  });
  await page.goto('/riviere_auto/fr/vehicle-list/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos véhicules, en ligne');
  await expect(page.getByTestId('vehicle-count')).toContainText(/\d+ véhicules/);
  expect(parser).toEqual([]);
});
