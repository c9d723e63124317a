import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  continueTo,
  dealerPostalCode,
  expectNoAxeViolations,
  fillTexasBilling,
} from './helpers.ts';

// The identity-login dealer's deposit (spec 2 §2 and §4): lone_star_motors signs its shoppers in
// through the manufacturer's identity login (the server's embedded "Demo identity provider (local, for
// development)", DEV_PAGES=1), so its deposit is the variant's steps: place-vw/, review-vw/ and
// confirmation-vw/. A shopper signs in through the provider on a vehicle's page, goes to the deposit from
// the saved deal, lands on place-vw/, enters the sandbox card, reviews and pays on review-vw/ and sees the
// confirmation; then place-vw/ and review-vw/ go to the summary and confirmation-vw/ always does. A
// signed-out shopper opening place-vw/ is asked to sign in with the manufacturer's sign-in. axe on each page.

test.describe.configure({ timeout: 180_000 });

const DEALER = 'lone_star_motors';
const PROVIDER = 'Demo identity provider (local, for development)';

/** The dearest new vehicle in stock: the other journeys at this dealer take the cheapest. */
async function dearestNewInStock(
  page: Page,
): Promise<{ id: number; formatted_name: string; stock_number: string }> {
  const response = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=-price&page_size=100',
    {
      headers: { 'X-Dealer-Code': DEALER },
    },
  );
  const { results } = (await response.json()) as {
    results: { id: number; formatted_name: string; stock_number: string; stock_status: string }[];
  };
  const vehicle = results.find((v) => v.stock_status === 'in stock');
  if (!vehicle) throw new Error('no new vehicle in stock');
  return vehicle;
}

/** Signs in through the local provider from the page's account menu, as Dana Brooks; back on `url`. */
async function signInThroughProvider(page: Page, url: RegExp) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `Sign in with ${PROVIDER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER })).toBeVisible();
  await page.getByRole('button', { name: /Continue as Dana Brooks/ }).click();
  await expect(page).toHaveURL(url);
}

test("an identity-login shopper places a deposit on the variant's routes: place-vw, review-vw, then the confirmation", async ({
  page,
  browser,
}) => {
  const vehicle = await dearestNewInStock(page);
  const place = new RegExp(`/${DEALER}/en/deposit/${vehicle.id}/place-vw/$`);
  const summary = `/${DEALER}/en/saved-vehicles/${vehicle.id}/summary/deposit/`;

  // A signed-out shopper opening place-vw/ is asked to sign in with the manufacturer's sign-in.
  const away = await browser.newContext();
  try {
    const stranger = await away.newPage();
    await stranger.goto(`/${DEALER}/en/deposit/${vehicle.id}/place-vw/`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Place your deposit' })).toBeVisible();
    await expect(
      stranger.getByText('Sign in to place a refundable deposit and reserve this vehicle.'),
    ).toBeVisible();
    const signIn = stranger.getByRole('link', { name: `Sign in with ${PROVIDER}` });
    await expect(signIn).toHaveAttribute('href', /^\/oauth\/login\/demo\/\?/);
    await expectNoAxeViolations(stranger);
    // confirmation-vw/ always goes to the summary, a deposit or not.
    await stranger.goto(`/${DEALER}/en/deposit/${vehicle.id}/confirmation-vw/`);
    await expect(stranger).toHaveURL(new RegExp(`${summary}$`));
  } finally {
    await away.close();
  }

  // The shopper opens the vehicle from the list and signs in there through the provider.
  await page.goto(`/${DEALER}/en/vehicle-list/?sort=-price`);
  await page
    .getByRole('link', { name: `Build your deal: ${vehicle.formatted_name}, stock #${vehicle.stock_number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/conf/${vehicle.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInThroughProvider(page, new RegExp(`/${DEALER}/en/conf/${vehicle.id}/$`));

  // The shopper builds the deal.
  await continueTo(page, 'accessories');
  await continueTo(page, 'protection');
  await continueTo(page, 'payment');
  await answerPostalCode(page, await dealerPostalCode(page.request, DEALER));
  await continueTo(page, 'review');
  // Signed in, the deal is the account's from its first change (spec 2 §4): from the saved vehicles,
  // the deposit's link leads to place-vw/.
  const savedLink = page.getByRole('link', { name: /^Saved vehicles, 1 vehicle/ });
  await expect(savedLink).toBeVisible();
  await savedLink.click();
  const saved = page.getByTestId('saved-order');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(vehicle.formatted_name);
  await expectNoAxeViolations(page);
  await saved.getByRole('link', { name: /Place a deposit/ }).click();
  await expect(page).toHaveURL(place);
  await expect(page.getByRole('heading', { level: 1, name: 'Place your deposit' })).toBeVisible();
  const form = page.getByTestId('deposit-place');
  await expect(form.getByTestId('sandbox-notice')).toBeVisible();
  // $500.00 and the dealer's fixed $5.00 fee, charged at once (capture).
  await expect(form.getByTestId('deposit-total')).toHaveText('$505.00');
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
  await fillTexasBilling(form);
  await expect(form.getByRole('textbox', { name: 'Name on the card' })).toHaveValue('Dana Brooks');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('textbox', { name: /Expiry/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await expectNoAxeViolations(page);

  // The review (review-vw/): what is paid, by whom and with which card; nothing is charged before Pay.
  await form.getByRole('button', { name: 'Review your deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/deposit/${vehicle.id}/review-vw/$`));
  const review = page.getByTestId('deposit-review');
  await expect(review.getByRole('heading', { level: 1, name: 'Review your deposit' })).toBeVisible();
  await expect(review).toContainText('Dana Brooks');
  await expect(review).toContainText('2100 South Lamar Blvd');
  await expect(review).toContainText('Austin, TX 78704');
  await expect(review).toContainText('Visa ending in 4242');
  await expect(review.getByTestId('deposit-total')).toHaveText('$505.00');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Pay $505.00 deposit' }).click();

  // The confirmation: the deposit's summary, the step completed, the deposit charged.
  await expect(page).toHaveURL(new RegExp(`${summary}\\?success=1$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Step completed.');
  const paid = page.getByTestId('deposit-summary');
  await expect(paid).toContainText('Visa ending in 4242');
  await expectNoAxeViolations(page);

  // Placed: place-vw/ and review-vw/ go to the summary; confirmation-vw/ always does (spec 2 §4).
  for (const step of ['place-vw', 'review-vw', 'confirmation-vw']) {
    await page.goto(`/${DEALER}/en/deposit/${vehicle.id}/${step}/`);
    await expect(page).toHaveURL(new RegExp(`${summary}$`));
    await expect(page.getByTestId('deposit-summary')).toContainText('Visa ending in 4242');
  }
  await expectNoAxeViolations(page);
});
