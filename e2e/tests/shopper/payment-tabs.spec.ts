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
