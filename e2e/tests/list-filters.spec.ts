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
