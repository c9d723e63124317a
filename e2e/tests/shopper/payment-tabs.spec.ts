import { expect, test } from '../fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from '../helpers.ts';

// The payment-type tabs of the pricing header: every type whole on screen, in each language, at the
// project's width (a 390 px phone cut "Location" to "Loca…" in French with no hint of more).

for (const [dealer, language, names] of [
  ['maple_motors', 'en', ['Finance', 'Lease', 'Cash']],
  ['maple_motors', 'fr', ['Financement', 'Location', 'Comptant']],
] as const) {
  test(`${dealer} (${language}): every payment type's tab is whole on screen`, async ({ page }) => {
    const vehicle = await cheapestNewInStock(page.request, dealer);
    await page.goto(`/${dealer}/${language}/conf/${vehicle.id}/`);
    const list = page.getByTestId('pricing-header').getByRole('tablist');
    await expect(list).toBeVisible();
    const widths = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll, 'the tab list overflows its width').toBeLessThanOrEqual(widths.client);
    const bounds = await list.boundingBox();
    for (const name of names) {
      const tab = list.getByRole('tab', { name });
      const box = await tab.boundingBox();
      expect(box && bounds && box.x + box.width <= bounds.x + bounds.width + 0.5, `${name} is cut`).toBe(
        true,
      );
    }
    await expectNoAxeViolations(page);
  });
}

// A used vehicle at a dealer that leases new ones only: the header offers the types the dealer offers
// for it, no Lease tab whose payment never comes (found in a shopper trial: a grey payment forever
// and "A lease is not offered" under the frequency field).
test('maple_motors: a used vehicle offers no lease', async ({ page }) => {
  const response = await page.request.get(
    '/api/customer/inventory/simple/?condition=used&sort=price&page_size=100',
    { headers: { 'X-Dealer-Code': 'maple_motors' } },
  );
  const used = ((await response.json()) as { results: { id: number; stock_status: string }[] }).results.find(
    (v) => v.stock_status === 'in stock',
  );
  if (!used) throw new Error('a used vehicle in stock expected');
  await page.goto(`/maple_motors/en/conf/${used.id}/`);
  const list = page.getByTestId('pricing-header').getByRole('tablist');
  await expect(list.getByRole('tab', { name: 'Cash' })).toBeVisible();
  await expect(list.getByRole('tab', { name: 'Finance' })).toBeVisible();
  await expect(list.getByRole('tab', { name: 'Lease' })).toHaveCount(0);
});
