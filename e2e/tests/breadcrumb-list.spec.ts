import { expect, test } from './fixtures.ts';
import { cheapestNewInStock } from './helpers.ts';

// The vehicle page's "Search" crumb leads to the list as the shopper left it in this tab (its filters,
// sort and page), as Back does; for another language or dealer, or in a new tab, the plain list.

test('the vehicle page’s Search crumb keeps the list’s filters and sort (fr), the plain list elsewhere', async ({
  page,
  context,
}) => {
  const query = '?condition=new&sort=-price';
  await page.goto(`/maple_motors/fr/vehicle-list/${query}`);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await page.getByTestId('vehicle-card').first().getByRole('link').last().click();
  await expect(page).toHaveURL(/\/maple_motors\/fr\/conf\/\d+\/$/);
  const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  const search = trail.getByRole('link', { name: 'Recherche' });
  await expect(search).toHaveAttribute('href', `/maple_motors/fr/vehicle-list/${query}`);
  await search.click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === `/maple_motors/fr/vehicle-list/${query}`,
  );

  // Reloaded on a vehicle page (the server's render first), the crumb still leads back to that list.
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/`);
  await expect(
    page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Recherche' }),
  ).toHaveAttribute('href', `/maple_motors/fr/vehicle-list/${query}`);

  // Another language of the same dealer: its own list, here never filtered.
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Search' }),
  ).toHaveAttribute('href', '/maple_motors/en/vehicle-list/');

  // A new tab starts from the plain list.
  const other = await context.newPage();
  await other.goto(`/maple_motors/fr/conf/${vehicle.id}/`);
  await expect(
    other.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Recherche' }),
  ).toHaveAttribute('href', '/maple_motors/fr/vehicle-list/');
});
