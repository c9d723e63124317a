import { expect, test } from './fixtures.ts';

// Issue 25 (design craft): a result count that updates without a layout jump.
test('a filter keeps the cards and the count in place until its results come, then the count changes in place', async ({
  page,
}) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  const count = page.getByTestId('vehicle-count');
  const before = (await count.textContent()) ?? '';
  const box = await count.boundingBox();
  const cardBox = await cards.first().boundingBox();
  // The used vehicles' answer is held until the page has been looked at while it loads.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(
    (url) =>
      url.pathname === '/api/customer/inventory/simple/' && url.searchParams.get('condition') === 'used',
    async (route) => {
      requested();
      await held;
      await route.continue();
    },
  );
  // The sidebar's Condition (the filters' chunk, loaded once the page is live at desktop size).
  const filters = page.getByRole('complementary', { name: 'Search filters' });
  await filters.getByText('Used', { exact: true }).click();
  await asked;
  // Loading: the previous cards and count stay where they were.
  await expect(count).toHaveText(before);
  await expect(cards.first()).toBeVisible();
  expect(await count.boundingBox()).toEqual(box);
  expect(await cards.first().boundingBox()).toEqual(cardBox);
  release();
  // Loaded: the count changes in the same place.
  await expect(count).not.toHaveText(before);
  await expect(count).toHaveText(/\d+ vehicles?/);
  const after = await count.boundingBox();
  expect({ x: after?.x, y: after?.y, height: after?.height }).toEqual({
    x: box?.x,
    y: box?.y,
    height: box?.height,
  });
});
