import { expect, test } from './fixtures.ts';
import { answerPostalCode, cheapestNewInStock, dealerPostalCode } from './helpers.ts';

// Issue 16, items 18 (client half), 20 and 21: the URL's language wins over the language cookie for
// the data the server localises; an offline moment is said and recovered from; two tabs on one deal.

test('a /fr/ link opened with an English language cookie shows French data, not only French labels', async ({
  page,
  context,
  baseURL,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await context.addCookies([{ name: 'sf_language', value: 'en', url: baseURL ?? '' }]);
  // Server-rendered document (its boot data) first, then the app's own calls after a navigation.
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/accessories/`);
  await expect(page.getByRole('button', { name: /^Ajouter Tapis toutes saisons/ })).toBeVisible();
  await expect(page.getByText('All-weather floor mats')).toHaveCount(0);
  await page
    .getByRole('link', { name: /Paiement/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment\/$/);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  const term = page.getByRole('button', { name: /Durée/ });
  await expect(term).toContainText('mois');
  await expect(term).not.toContainText('months');
});
