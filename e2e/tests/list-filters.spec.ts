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

// Found in a shopper trial: a colour picked on the French list, the link opened on the English page,
// found the right vehicles but showed the colour unchecked (then as a French option beside its
// English one). The panel shows it checked in the page's words, and a new search writes them.
test('a French filter link on the English list shows its value checked in English', async ({ page }) => {
  const headers = (language: string) => ({ 'X-Dealer-Code': 'maple_motors', 'X-Language': language });
  type Facets = { exteriorColor: { value: string; count: number }[] };
  const facets = async (language: string) =>
    (await (
      await page.request.get('/api/customer/inventory/facets/', { headers: headers(language) })
    ).json()) as Facets;
  const [fr, en] = [await facets('fr'), await facets('en')];
  const french = fr.exteriorColor.find((c) => !en.exteriorColor.some((e) => e.value === c.value));
  if (!french) throw new Error('no French colour');
  const english = en.exteriorColor.filter((c) => c.count === french.count);
  await page.goto(`/maple_motors/en/vehicle-list/?exteriorColor=${encodeURIComponent(french.value)}`);
  await expect(page.getByTestId('vehicle-count')).toContainText(`${french.count} vehicle`);
  const filters = page.getByRole('complementary', { name: 'Search filters' });
  // The section of a chosen value opens by itself.
  await expect(filters.getByRole('button', { name: /^Exterior colour/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const checked = filters.getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(1);
  const name = (await checked.getAttribute('name')) ?? '';
  expect(english.map((c) => `exteriorColor-${c.value}`)).toContain(name);
  await expect(filters.getByRole('checkbox', { name: new RegExp(french.value) })).toHaveCount(0);
  // Unchecked, the search is the whole stock's again; checked, it is written in English.
  const value = name.replace('exteriorColor-', '');
  await filters.locator('label').filter({ hasText: value }).click();
  await expect(page).not.toHaveURL(/exteriorColor=/);
  await filters.locator('label').filter({ hasText: value }).click();
  await expect(page).toHaveURL(
    new RegExp(`exteriorColor=${encodeURIComponent(value).replace(/%20/g, '\\+')}`),
  );
  await expect(page.getByTestId('vehicle-count')).toContainText(`${french.count} vehicle`);
});

// Faceted search: with a make checked, the other filters count that make's vehicles only, and the
// make's own options keep the whole stock's counts (a second make widens the search).
test("with a make checked, the body styles count that make's vehicles and the other makes stay offered", async ({
  page,
}) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  const filters = page.getByRole('complementary', { name: 'Search filters' });
  const label = (name: string) => filters.locator('label').filter({ hasText: new RegExp(`^${name} \\(`) });
  const text = async (name: string) => ((await label(name).textContent()) ?? '').trim();
  await filters.getByRole('button', { name: /^Body style/ }).click();
  await expect(label('SUV')).toBeVisible();
  const [suvs, toyota] = [await text('SUV'), await text('Toyota')];
  await label('Honda').click();
  await expect(page).toHaveURL(/make=Honda/);
  const answer = await page.request.get(
    '/api/customer/inventory/simple/?make=Honda&bodyType=suv&page_size=1',
    {
      headers: { 'X-Dealer-Code': 'maple_motors' },
    },
  );
  const hondaSuvs = ((await answer.json()) as { count: number }).count;
  expect(`SUV (${hondaSuvs})`).not.toBe(suvs);
  await expect.poll(() => text('SUV')).toBe(`SUV (${hondaSuvs})`);
  expect(await text('Toyota')).toBe(toyota);
});

test('a budget range being fixed does not hold the other filters back: a make checked meanwhile applies', async ({
  page,
}) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  const filters = page.getByRole('complementary', { name: 'Search filters' });
  const label = (name: string) => filters.locator('label').filter({ hasText: new RegExp(`^${name} \\(`) });
  const budget = filters.getByRole('group', { name: 'Budget' });
  await budget.getByRole('button', { name: /From$/ }).click();
  await page.getByRole('option', { name: '$20,000' }).click();
  await expect(page).toHaveURL(/budget=20000-/);
  await budget.getByRole('button', { name: /To$/ }).click();
  await page.getByRole('option', { name: '$5,000' }).click();
  const problem = filters.getByRole('alert');
  await expect(problem).toHaveText('The first value must not be above the second.');
  // Found in a shopper trial: the make showed checked, the list and the address stayed as they were.
  await label('Honda').click();
  await expect(page).toHaveURL(/make=Honda/);
  // The address keeps the last valid budget; the range being chosen stays flagged in the panel.
  expect(new URL(page.url()).searchParams.get('budget')).toBe('20000-');
  await expect(problem).toBeVisible();
  await expect(label('Honda').getByRole('checkbox')).toBeChecked();
});
