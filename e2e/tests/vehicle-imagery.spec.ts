import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// A vehicle without the dealer's own photos is shown in generated pictures: the list's cards say so
// with an "Illustration" label (in the page's language), and the vehicle page offers every view.

for (const language of ['en', 'fr'] as const) {
  test(`the list labels generated pictures as illustrations (${language})`, async ({ page }) => {
    await page.goto(`/maple_motors/${language}/vehicle-list/`);
    const card = page.getByTestId('vehicle-card').first();
    await expect(card.getByText('Illustration', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the vehicle page offers the five views, each a sized SVG in the vehicle’s colour', async ({ page }) => {
  const list = await page.request.get('/api/customer/inventory/simple/?page_size=1', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const [vehicle] = ((await list.json()) as { results: { id: number; exterior_color_hex: string }[] })
    .results;
  await page.goto(`/maple_motors/en/vehicle/${vehicle?.id}/`);
  // The gallery's thumbnails (its chunk, once the page is live), beside its previous and next buttons.
  const thumbs = page.getByRole('button', { name: /^Show picture \d of 5$/ });
  // (Its chunk and the rest of the messages come after the page is live: on a busy machine, seconds.)
  await expect(thumbs).toHaveCount(5, { timeout: 20_000 });
  const sources = await page
    .locator('img[src*="/media/vehicles/"]')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  for (const src of new Set(sources)) {
    const answer = await page.request.get(src);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    expect(svg.toUpperCase()).toContain(String(vehicle?.exterior_color_hex).toUpperCase());
  }
});

// The vehicle page's gallery says it too (found trying the page: the cards said "Illustration", the
// hero did not, and every view had the vehicle's name as its only alt text).
test('the vehicle page labels its illustration and names the view shown, in French', async ({ page }) => {
  const list = await page.request.get('/api/customer/inventory/simple/?page_size=1', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const [vehicle] = ((await list.json()) as { results: { id: number }[] }).results;
  await page.goto(`/maple_motors/fr/vehicle/${vehicle?.id}/`);
  // The gallery (once the page is live) shows the view a thumbnail names.
  const shown = page.locator('[data-gallery] [aria-roledescription="slide"]:not([aria-hidden]) img');
  await expect(shown).toHaveAttribute('alt', /, vue de côté$/, { timeout: 20_000 });
  await expect(page.getByText('Illustration', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Afficher la photo 2 sur 5' }).click();
  await expect(shown).toHaveAttribute('alt', /, vue de trois quarts avant$/);
  await expect(
    page.locator('[data-gallery]').getByText('Illustration', { exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
