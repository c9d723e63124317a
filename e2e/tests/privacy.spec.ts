import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { api, cheapestNewInStock, expectNoAxeViolations } from './helpers.ts';

// A shopper's privacy requests, as a shopper makes them: from My vehicles to "Your data", a download
// of everything the dealer keeps (their saved deal in it), then an erasure confirmed by typing the
// account's e-mail (a wrong one is refused on the field, nothing lost), after which they are signed
// out and told it is done, with the keyboard and axe at each step.

test('your data: download a copy, then erase it, confirmed by the account e-mail', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto('/maple_motors/en/vehicle-list/');
  const call = await api(page);
  const email = `privacy.${Date.now()}@example.com`;
  await call.post('/api/customer/user/register/', {
    email,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '416-555-0147',
    consents: { dealer_data_collection: true },
  });
  const order = (await call.post('/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
  })) as {
    id: number;
  };

  await page.goto('/maple_motors/en/my-vehicles/');
  await page.getByRole('link', { name: 'Your data: download or erase it' }).click();
  await expect(page).toHaveURL(/\/maple_motors\/en\/privacy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
  await expectNoAxeViolations(page);

  // The download: a JSON file with the saved deal in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maple_motors-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    customer: { email: string };
    orders: { id: number }[];
  };
  expect(file.customer.email).toBe(email);
  expect(file.orders.map((o) => o.id)).toEqual([order.id]);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText(
    download.suggestedFilename(),
  );

  // A wrong address: refused on the field, what was typed stays.
  const confirm = page.getByRole('textbox', { name: `To confirm, type your e-mail address (${email})` });
  await confirm.fill('someone.else@example.com');
  await confirm.press('Enter');
  await expect(confirm).toHaveAccessibleDescription(/Type the e-mail address of the account to confirm\./);
  await expect(confirm).toHaveValue('someone.else@example.com');
  await expectNoAxeViolations(page);

  // The right one, with the keyboard: erased, signed out, told so, focus on the message.
  await confirm.fill(email);
  await confirm.press('Enter');
  await expect(page).toHaveURL(/\/maple_motors\/en\/privacy\/\?erased=1$/);
  const done = page.getByTestId('privacy-erased');
  await expect(done).toHaveText(
    "Your data is erased and you are signed out. A deposit's payment record is kept, as the law requires.",
  );
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page);
  // Signed out: the saved deal is no longer anyone's to open.
  await page.goto('/maple_motors/en/my-vehicles/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // French: the same page in the page's language.
  await page.goto('/maple_motors/fr/privacy/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos données');
});
