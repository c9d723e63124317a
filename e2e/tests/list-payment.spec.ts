import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, plainSpaces } from './helpers.ts';

// The list's cards show "from $X bi-weekly" (the server's `list_payment`): the payment a shopper who
// has chosen nothing sees first on the vehicle page, in the page's format, with its disclosure under
// the list. Rivière Auto shows prices after sign-in only (its vehicle page too).

/** Signs the page's browser in as a new customer of the dealer (its registration call, as the sign-up does). */
async function signedIn(page: Page, dealer: string) {
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const registered = await page.request.post('/api/customer/user/register/', {
    headers: { 'X-Dealer-Code': dealer, 'X-CSRF-Token': await csrf() },
    data: {
      email: `list.payment.${Date.now()}@example.com`,
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: '514-555-0147',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
}

const DEALERS = [
  {
    code: 'maple_motors',
    path: '/maple_motors/en/vehicle-list/',
    card: /^from \$\d{1,3}(,\d{3})*\.\d{2} (bi-weekly|weekly|semi-monthly|\/ mo)$/,
    amount: /\$[\d,]+\.\d{2}/,
    note: /at \d+\.\d{2}% APR.*Amount financed \$.*cost of borrowing \$.*total of payments \$/,
    signIn: false,
  },
  {
    code: 'riviere_auto',
    path: '/riviere_auto/fr/vehicle-list/',
    // fr-CA: "à partir de 1 234,56 $ aux deux semaines" (narrow spaces as plain ones).
    card: /^à partir de \d{1,3}( \d{3})*,\d{2} \$ (aux deux semaines|par semaine|deux fois par mois|\/ mois)$/,
    amount: /\d{1,3}( \d{3})*,\d{2} \$/,
    note: /à un TAP de \d+,\d{2} %.*Montant financé\s: .*;\scoût d’emprunt\s: .*;\stotal des versements\s: /,
    signIn: true,
  },
  {
    code: 'lone_star_motors',
    path: '/lone_star_motors/en/vehicle-list/',
    card: /^from \$\d{1,3}(,\d{3})*\.\d{2} (bi-weekly|weekly|semi-monthly|\/ mo)$/,
    amount: /\$[\d,]+\.\d{2}/,
    note: /at \d+\.\d{2}% APR.*Amount financed \$.*finance charge \$.*total of payments \$/,
    signIn: false,
  },
] as const;

for (const dealer of DEALERS) {
  test(`${dealer.code}: a card's "from" payment is the vehicle page's first finance payment, its disclosure under the list`, async ({
    page,
  }) => {
    await page.goto(dealer.path);
    if (dealer.signIn) {
      // Before sign-in, no payment on the cards (the vehicle page shows none either).
      await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
      await expect(page.getByTestId('list-payment')).toHaveCount(0);
      await signedIn(page, dealer.code);
      await page.reload();
    }
    const card = page.getByTestId('vehicle-card').first();
    const payment = card.getByTestId('list-payment');
    await expect(payment).toBeVisible();
    // The visible words ("from $X bi-weekly"), the mark (a link to the disclosure) aside.
    const words = plainSpaces((await payment.evaluate((p) => p.firstChild?.textContent ?? '')) ?? '').trim();
    expect(words).toMatch(dealer.card);
    const amount = words.match(dealer.amount)?.[0] ?? '';
    // The mark leads to the card's disclosure: rate, term, amount financed, cost of borrowing, total.
    const mark = payment.getByRole('link');
    const target = (await mark.getAttribute('href')) ?? '';
    const note = page.locator(target);
    await expect(note).toContainText(amount);
    expect(plainSpaces((await note.textContent()) ?? '')).toMatch(dealer.note);
    await expectNoAxeViolations(page);
    await mark.click();
    await expect(note).toBeInViewport();

    await card.getByRole('link', { name: /Build|Bâtir/ }).click();
    await expect(page).toHaveURL(/\/conf\/\d+\/$/);
    const header = page.getByTestId('pricing-header');
    await expect(header.getByRole('tab', { name: /^(Finance|Financement)$/, selected: true })).toBeVisible();
    const shown = header.locator('[data-payment-amount] p').first();
    await expect(shown).toHaveText(/\d/);
    await expect(header.locator('[data-payment-amount]')).not.toHaveAttribute('data-phase', 'pending');
    expect(plainSpaces((await shown.textContent()) ?? '')).toContain(amount);
  });
}
