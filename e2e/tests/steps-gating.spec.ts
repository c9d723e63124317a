import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  cheapestNewInStock,
  continueTo,
  dealerPostalCode,
  expectNoAxeViolations,
} from './helpers.ts';

// Step progress and gating (spec 2 section 4): the stepper shows each build-and-price step done,
// current, skipped, locked or not started by the dealer's flow (Rivière Auto: linear checkout; Maple Motors:
// modular), a locked step reached by its URL goes to the section's entry, skip and continue pass a step.

test('Rivière Auto (linear): later steps are locked until the earlier ones are passed; a locked URL goes to the first open step', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'riviere_auto');
  const steps = page.getByRole('navigation', { name: 'Bâtir votre offre' });
  const item = (name: RegExp) => steps.getByRole('listitem').filter({ hasText: name });

  // The review, by its URL: locked (nothing passed yet), so the section's entry, the accessories.
  await page.goto(`/riviere_auto/fr/conf/${vehicle.id}/review/`);
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/accessories/$`));
  await expect(item(/Accessoires/)).toHaveAttribute('data-status', 'current');
  for (const name of [/Protection/, /Paiement/, /Révision/]) {
    await expect(item(name)).toHaveAttribute('data-status', 'locked');
    // a locked step is no link, and says why to a screen reader
    await expect(item(name).getByRole('link')).toHaveCount(0);
    await expect(item(name)).toContainText('Verrouillée');
  }
  // A progress bar: the current step is aria-current="step"; by keyboard the next, locked, is reached.
  const current = item(/Accessoires/).getByRole('link');
  await expect(current).toHaveAttribute('aria-current', 'step');
  await current.focus();
  await page.keyboard.press('Tab');
  await expect(item(/Protection/).locator('[aria-disabled="true"]')).toBeFocused();
  await expectNoAxeViolations(page);

  // Skipping passes the step in a linear flow: the protection opens.
  await page.getByRole('link', { name: 'Passer cette étape' }).click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
  await expect(item(/Accessoires/)).toHaveAttribute('data-status', 'skipped');
  await expect(item(/Accessoires/)).toContainText('Ignorée');
  await expect(item(/Protection/)).toHaveAttribute('data-status', 'current');
  await expect(item(/Paiement/)).toHaveAttribute('data-status', 'locked');

  // Continuing completes it: the payment (and the incentives before it, if any) opens, the review not yet.
  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/(incentives|payment)/$`));
  await expect(item(/Protection/)).toHaveAttribute('data-status', 'done');
  await expect(item(/Révision/)).toHaveAttribute('data-status', 'locked');
  await steps.getByRole('link', { name: /Paiement/ }).click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/payment/$`));
  await answerPostalCode(page, await dealerPostalCode(page.request, 'riviere_auto'));
  await expect(item(/Paiement/)).toHaveAttribute('data-status', 'current');
  await expectNoAxeViolations(page);
});

test('Maple Motors (modular): every step is open, a step reached by its URL stays', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const steps = page.getByRole('navigation', { name: 'Build your deal' });
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/review/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  await expect(steps.getByRole('listitem').filter({ hasText: /Review/ })).toHaveAttribute(
    'data-status',
    'current',
  );
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/review/$`));
  await expect(steps.locator('li[data-status="not-started"]')).toHaveCount(
    (await steps.getByRole('listitem').count()) - 1,
  );
  await expect(steps.locator('li[data-status="locked"]')).toHaveCount(0);
  await steps.getByRole('link', { name: /Protection/ }).click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
});

test('Rivière Auto (linear): Continue pressed before the steps have come from the server opens the next step, which stays', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'riviere_auto');
  const steps = page.getByRole('navigation', { name: 'Bâtir votre offre' });
  const item = (name: RegExp) => steps.getByRole('listitem').filter({ hasText: name });
  // A slow network: the steps' answer comes a second and a half after the page.
  let answered = false;
  await page.route('**/api/customer/order-steps/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    answered = true;
    await route.continue();
  });
  await page.goto(`/riviere_auto/fr/conf/${vehicle.id}/accessories/`);
  await page.getByTestId('step-continue').click();
  expect(answered, 'Continue was pressed before the steps came').toBe(false);
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
  await expect(item(/Protection/)).toHaveAttribute('data-status', 'current');
  await expect(item(/Accessoires/)).toHaveAttribute('data-status', 'done');
  // still there once everything has settled
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
});

test('Rivière Auto (linear): a shopper not signed in keeps the steps passed across a reload, and has them written with the order once signed up', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'riviere_auto');
  const steps = page.getByRole('navigation', { name: 'Bâtir votre offre' });
  const item = (name: RegExp) => steps.getByRole('listitem').filter({ hasText: name });
  await page.goto(`/riviere_auto/fr/conf/${vehicle.id}/accessories/`);
  await continueTo(page, 'protection');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
  await expect(item(/Accessoires/)).toHaveAttribute('data-status', 'done');
  await expect(item(/Protection/)).toHaveAttribute('data-status', 'current');
  // and by its URL in a new page of the same browser
  const other = await page.context().newPage();
  await other.goto(`/riviere_auto/fr/conf/${vehicle.id}/protection/`);
  await other.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(
    other.getByRole('navigation', { name: 'Bâtir votre offre' }).locator('li[data-status="current"]'),
  ).toContainText('Protection');
  await expect(other).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
  await other.close();

  // Signed up, the first change makes the order: the steps passed before go with it to the server.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  const headers = { 'X-Dealer-Code': 'riviere_auto', 'X-CSRF-Token': csrf };
  const registered = await page.request.post('/api/customer/user/register/', {
    headers,
    data: {
      email: `steps.${Date.now()}@example.com`,
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: '514-555-0147',
      postal_code: 'H2X 1Y4',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await page.reload();
  await expect(item(/Protection/)).toHaveAttribute('data-status', 'current');
  await page.getByTestId('pricing-header').getByRole('tab', { selected: false }).first().click();
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/customer/order-steps/?vehicle=${vehicle.id}`, { headers });
      return ((await answer.json()) as { progress?: Record<string, number> }).progress?.accessories;
    })
    .toBe(1);
});
