import { expect, test } from './fixtures.ts';

// Issue 16 (shopper trial): the Make filter applies as the shopper types, as the other filters
// apply on change; Enter is not needed.

test('the Make filter applies as the shopper types, without Enter', async ({ page }) => {
  const list = await page.request.get('/api/customer/inventory/simple/?page_size=100', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const makes = ((await list.json()) as { results: { make: string }[] }).results.map((v) => v.make);
  const make = makes.find((m) => makes.some((other) => other !== m));
  if (!make) throw new Error('a dealer with two makes expected');
  await page.goto('/maple_motors/en/vehicle-list/');
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Make' });
  await field.pressSequentially(make, { delay: 30 });
  // No Enter, focus still in the field: the list follows.
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(make)}\\b`));
  await expect(cards.first()).toContainText(make);
  for (const name of await cards.getByRole('heading').allTextContents()) expect(name).toContain(make);
  await expect(field).toHaveValue(make);
  // Emptied: every make again.
  await field.fill('');
  await expect(page).not.toHaveURL(/[?&]make=/);
});

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
  await page.getByRole('combobox', { name: 'Condition' }).selectOption('used');
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
