import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  api,
  cheapestNewInStock,
  dealerPostalCode,
  expectNoAxeViolations,
} from './helpers.ts';

// My vehicles as a signed-in shopper finds it after saving a deal (found in a shopper trial and a
// staff trial): the build of a deal saved from its review reads completed.

const DEALER = 'maple_motors';

async function registered(page: import('@playwright/test').Page, email: string) {
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  await (await api(page)).post('/api/customer/user/register/', {
    email,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '416-555-0147',
    consents: { dealer_data_collection: true },
  });
}

test('a deal saved from its review, reached by the stepper, reads "Build your deal: Completed"', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await registered(page, `saved.review.${Date.now()}@example.com`);
  await page.goto(`/${DEALER}/en/conf/${vehicle.id}/`);
  // Straight to the review by the stepper: the accessories, protection and payment steps passed over.
  await page.locator(`nav a[href$="/conf/${vehicle.id}/review/"]`).click();
  await expect(page).toHaveURL(/\/review\/$/);
  await answerPostalCode(page, await dealerPostalCode(page.request, DEALER));
  await page.getByRole('button', { name: 'Save deal' }).click();
  await expect(page.getByTestId('deal-saved')).toBeVisible();

  await page.goto(`/${DEALER}/en/my-vehicles/`);
  const saved = page.getByTestId('saved-order');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Build your dealCompleted');
  await expect(saved).not.toContainText('In progress');
  await expect(saved.getByRole('progressbar', { name: '1 of 5 steps done' })).toBeVisible();
  await expectNoAxeViolations(page);
});
