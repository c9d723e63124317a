import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, fillTexasBilling } from './helpers.ts';

// The identity-login dealer's deposit (lone_star_motors, en-US) with a card that asks for 3-D Secure
// (the sandbox's, Stripe's test card 4000 0025 0000 3155), paid from the review on review-vw/: the
// processor's challenge step stands in place of the review's buttons, focus on it. Passed, the deposit
// is placed and the shopper lands on the confirmation. Failed, the shopper stays on review-vw/ with the
// reason said (in the page's language) and focused, the details kept (the review and the form behind
// "Change the details"), and pays again. The review's tab has its own title. axe on each page.

test.describe.configure({ timeout: 180_000 });

const DEALER = 'lone_star_motors';
const CHALLENGE = '4000 0025 0000 3155';

/**
 * A shopper signed up through the API on the dealer's page, and a new vehicle in stock that no other
 * journey takes (the identity-login journey takes the dearest, the others the cheapest): `rank` counts
 * from the second dearest.
 */
async function shopperAndVehicle(page: Page, rank: number): Promise<number> {
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const registered = await page.request.post('/api/customer/user/register/', {
    headers: { 'X-Dealer-Code': DEALER, 'X-CSRF-Token': await csrf() },
    data: {
      email: `challenge.${rank}.${Date.now()}@example.com`,
      first_name: 'Dana',
      last_name: 'Brooks',
      phone: '512-555-0147',
      postal_code: '78704',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const list = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=-price&page_size=100',
    { headers: { 'X-Dealer-Code': DEALER } },
  );
  const { results } = (await list.json()) as { results: { id: number; stock_status: string }[] };
  const vehicle = results.filter((v) => v.stock_status === 'in stock')[1 + rank];
  if (!vehicle) throw new Error('not enough new vehicles in stock');
  return vehicle.id;
}

/** place-vw/'s form filled with a Texas billing address and the challenge card; the review opened. */
async function reviewWithChallengeCard(page: Page, vehicleId: number): Promise<Locator> {
  await page.goto(`/${DEALER}/en/deposit/${vehicleId}/place-vw/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Place your deposit' })).toBeVisible();
  await expect(page).toHaveTitle('Lone Star Motors | Place your deposit');
  const form = page.getByTestId('deposit-place');
  await expect(form.getByTestId('deposit-total')).toHaveText('$505.00');
  await fillTexasBilling(form);
  await form.getByRole('textbox', { name: 'Name on the card' }).fill('Dana Brooks');
  await form.getByRole('textbox', { name: 'Card number' }).fill(CHALLENGE);
  await form.getByRole('textbox', { name: /Expiry/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await form.getByRole('button', { name: 'Review your deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/deposit/${vehicleId}/review-vw/$`));
  // The review's own tab title, not the form's.
  await expect(page).toHaveTitle('Lone Star Motors | Review your deposit');
  const review = page.getByTestId('deposit-review');
  await expect(review.getByRole('heading', { level: 1, name: 'Review your deposit' })).toBeFocused();
  await expect(review).toContainText('Visa ending in 3155');
  await expect(review).toContainText('Austin, TX 78704');
  return review;
}

/** Pays from the review: the challenge step takes the buttons' place, its heading focused. */
async function payIntoChallenge(page: Page, review: Locator): Promise<Locator> {
  await review.getByRole('button', { name: 'Pay $505.00 deposit' }).click();
  const challenge = page.getByTestId('deposit-challenge');
  await expect(challenge.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeFocused();
  await expect(challenge).toContainText('confirm the payment of $505.00');
  await expect(review.getByRole('button', { name: 'Pay $505.00 deposit' })).toHaveCount(0);
  return challenge;
}

test('the challenge card on review-vw/: the authentication passed, the deposit placed, the confirmation', async ({
  page,
}) => {
  const vehicleId = await shopperAndVehicle(page, 0);
  const review = await reviewWithChallengeCard(page, vehicleId);
  await expectNoAxeViolations(page);
  const challenge = await payIntoChallenge(page, review);
  await expectNoAxeViolations(page);
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/${DEALER}/en/saved-vehicles/${vehicleId}/summary/deposit/\\?success=1$`),
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Step completed.');
  await expect(page.getByTestId('deposit-summary')).toContainText('Visa ending in 3155');
  await expectNoAxeViolations(page);
});

test('the challenge card on review-vw/: the authentication failed, said on the review with the details kept, then paid again', async ({
  page,
}) => {
  const vehicleId = await shopperAndVehicle(page, 1);
  const review = await reviewWithChallengeCard(page, vehicleId);
  const failed = await payIntoChallenge(page, review);
  await failed.getByRole('button', { name: 'Fail authentication' }).click();

  // Still the review, the reason said and focused; nothing charged, the Pay button back.
  await expect(page.getByTestId('deposit-challenge')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/deposit/${vehicleId}/review-vw/$`));
  const error = review.getByTestId('deposit-payment-error');
  await expect(error).toHaveText('The card could not be authenticated. Try again or use another card.');
  await expect(error).toBeFocused();
  await expect(review).toContainText('Dana Brooks');
  await expect(review).toContainText('2100 South Lamar Blvd');
  await expect(review).toContainText('Visa ending in 3155');
  await expectNoAxeViolations(page);

  // The form behind "Change the details" kept every entry; back to the review, the error is gone.
  await review.getByRole('link', { name: 'Change the details' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/deposit/${vehicleId}/place-vw/$`));
  const form = page.getByTestId('deposit-place');
  await expect(form.getByRole('textbox', { name: 'Address', exact: true }).first()).toHaveValue(
    '2100 South Lamar Blvd',
  );
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveValue(CHALLENGE);
  await form.getByRole('button', { name: 'Review your deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/deposit/${vehicleId}/review-vw/$`));

  // Tried again: the challenge again, passed this time, and the confirmation.
  const again = await payIntoChallenge(page, review);
  await again.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${DEALER}/en/saved-vehicles/${vehicleId}/summary/deposit/\\?success=1$`),
  );
  await expect(page.getByTestId('deposit-summary')).toContainText('Visa ending in 3155');
});
