import { expect, test } from './fixtures.ts';
import { cheapestNewInStock } from './helpers.ts';

// The server-rendered document carries the page's own title in the URL's language from its first
// byte (tabs, history, bookmarks, search results and screen readers read it before the page is
// live), the title the shell keeps once it is: the dealer's name, then the route's title.

/** The <title> of a document as the server sends it (no script run). */
async function rawTitle(page: import('@playwright/test').Page, path: string): Promise<string | undefined> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

test('the vehicle list and the vehicle page: their titles in the raw HTML, in English and in French, kept once live', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const pages = [
    { path: '/maple_motors/en/vehicle-list/', title: 'Maple Motors | Vehicles' },
    { path: '/maple_motors/fr/vehicle-list/', title: 'Maple Motors | Véhicules' },
    { path: `/maple_motors/en/conf/${vehicle.id}/`, title: 'Maple Motors | Overview' },
    { path: `/maple_motors/fr/conf/${vehicle.id}/`, title: 'Maple Motors | Aperçu' },
  ];
  for (const { path, title } of pages) {
    expect(await rawTitle(page, path), path).toBe(title);
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
