import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, expectNoAxeViolations, money, payDepositInToronto } from './helpers.ts';

// Issue 18, "order details and step summary pages complete" (spec 2 sections 2 and 4): a saved deal's
// order details show the vehicle, its payment with the cost of credit, and every section of the
// dealer's flow with its progress from the server, what was chosen and the action the re-open rules
// and a linear flow's order allow; the step summary shows the finished section's own summary, then
// the next section to do. At maple_motors (modular, English) and riviere_auto (linear, French).

interface Vehicle {
  id: number;
  formatted_name: string;
  stock_status: string;
}

/**
 * A new vehicle in stock the other journeys leave alone: not the cheapest (theirs), not the two
 * dearest (the deposit journeys'), not the one a third of the way down from the dearest (the refund's):
 * the nearest to the middle of the list. A deposit placed here reserves it.
 */
async function vehicleOfItsOwn(page: Page, dealer: string): Promise<Vehicle> {
  const list = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    {
      headers: { 'X-Dealer-Code': dealer },
    },
  );
  const inStock = ((await list.json()) as { results: Vehicle[] }).results.filter(
    (v) => v.stock_status === 'in stock',
  );
  const n = inStock.length;
  const taken = new Set([0, 1, 2, n - 1, n - 2, n - 1 - Math.floor(n / 3)]);
  const middle = Math.floor(n / 2);
  const index = [middle, middle - 1, middle + 1, middle - 2, middle + 2].find(
    (i) => i >= 0 && i < n && !taken.has(i),
  );
  const vehicle = index === undefined ? undefined : inStock[index];
  if (!vehicle) throw new Error('no vehicle in stock of its own');
  return vehicle;
}

/** A shopper signed up on the dealer's page with a finance deal saved on the vehicle: its order's id. */
async function savedDeal(page: Page, dealer: string, language: string, vehicle: Vehicle, postalCode: string) {
  await page.goto(`/${dealer}/${language}/vehicle-list/`);
  const client = await api(page, dealer);
  await client.post('/api/customer/user/register/', {
    email: `order.details.${dealer}.${Date.now()}@example.com`,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: dealer === 'riviere_auto' ? '514-555-0147' : '416-555-0147',
    postal_code: postalCode,
    consents: { dealer_data_collection: true },
  });
  const order = (await client.post('/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
    postal_code: postalCode,
  })) as { id: number };
  return { client, orderId: order.id };
}

/** A demo trade-in valued and sent to the dealership: its valuation's target in cents. */
async function sentTradeIn(client: Awaited<ReturnType<typeof api>>, orderId: number): Promise<number> {
  const year = new Date().getUTCFullYear() - 6;
  const tradeIn = (await client.post('/api/customer/tradein/', {
    order: orderId,
    vid: `demo-${year}-honda-civic-ex`,
    odometer: 90_000,
  })) as { id: number; valuation: { trade_in_target: number } };
  await client.post(`/api/customer/tradein/${tradeIn.id}/submit_tradein/`, { order: orderId });
  return tradeIn.valuation.trade_in_target;
}

/** axe at a phone's width (390 px) and a desktop's (1280 px), the page left at the desktop's. */
async function axeOnPhoneAndDesktop(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

const section = (page: Page, id: string) => page.getByTestId(`order-section-${id}`);

test('order details at maple_motors (modular): the deal, each section with its progress, what was chosen and its action; a deposit placed from it, then its step summary and the next sections', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dealer = 'maple_motors';
  const vehicle = await vehicleOfItsOwn(page, dealer);
  const { client, orderId } = await savedDeal(page, dealer, 'en', vehicle, 'M5V 2T6');
  const target = await sentTradeIn(client, orderId);
  // Build and price under way: the accessories passed, the protection plans not yet.
  await client.put(`/api/customer/order-steps/${orderId}/`, { progress: { accessories: 1 } });
  const priced = (await client.post('/api/customer/payment-type/finance/pricing/', {
    order: orderId,
    vehicle: vehicle.id,
  })) as { payment: number };

  const base = `/${dealer}/en`;
  await page.goto(`${base}/saved-vehicles/${vehicle.id}/`);
  const heading = page.getByRole('heading', { level: 1, name: vehicle.formatted_name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  // The deal's payment with its cost of credit, as everywhere a payment shows.
  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText('Finance');
  await expect(payment).toContainText(money(priced.payment, 'en-CA'));
  await expect(payment.getByRole('region', { name: 'Cost of credit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible();

  // Every section of the dealer's flow, in its order, as a card.
  await expect(page.getByRole('article')).toHaveText([
    /^Build your deal/,
    /^Value your trade-in/,
    /^Apply for credit/,
    /^Place a deposit/,
    /^Book an appointment/,
  ]);
  const deal = section(page, 'build-and-price');
  await expect(deal).toContainText('In progress');
  await expect(deal.getByTestId('deal-summary')).toHaveText('Finance · no accessories · no protection plans');
  // Continue where the deal stopped: the protection plans.
  await expect(deal.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `${base}/conf/${vehicle.id}/protection/`,
  );
  const tradeIn = section(page, 'trade-in');
  await expect(tradeIn).toContainText('Waiting for the dealer');
  await expect(tradeIn.getByTestId('trade-in-summary')).toContainText(
    `Demo estimate: ${money(target, 'en-CA').replace('.00', '')}`,
  );
  await expect(tradeIn.getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `${base}/trade-in-black-book/${vehicle.id}/review/`,
  );
  await expect(section(page, 'credit-app').getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    `${base}/credit-app/${vehicle.id}/`,
  );
  await expect(section(page, 'appointment').getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    `${base}/appointment/${vehicle.id}/?mode=edit`,
  );
  const deposit = section(page, 'deposit');
  await expect(deposit).toContainText('Not started');
  await expect(deposit.getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    `${base}/deposit/${vehicle.id}/`,
  );
  await axeOnPhoneAndDesktop(page);

  // The deposit, placed from its card, lands on its step summary with the success.
  await deposit.getByRole('link', { name: 'Start' }).click();
  await payDepositInToronto(page);
  await expect(page).toHaveURL(
    new RegExp(`${base}/saved-vehicles/${vehicle.id}/summary/deposit/\\?success=1$`),
  );
  const success = page.getByRole('main').getByRole('status');
  await expect(success).toHaveText('Step completed.');
  await expect(success).toBeFocused();
  // The deposit's own summary: done, what was paid, and no way to re-open it.
  const own = page.getByTestId('step-summary-section');
  await expect(own.getByRole('heading', { level: 2, name: 'Place a deposit' })).toBeVisible();
  await expect(own.getByRole('article')).toHaveAttribute('data-status', 'completed');
  await expect(own.getByTestId('deposit-summary')).toContainText('Visa ending in 4242');
  await expect(own.getByRole('link', { name: /^(Start|Edit|Continue)$/ })).toHaveCount(0);
  // Then the sections still to do (a modular flow: each of them), the appointment being the placed
  // deposit's own next step; the trade-in waits for the dealer.
  const next = page.getByTestId('step-summary-next');
  await expect(next.getByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
  await expect(next.getByRole('link')).toHaveText(['Continue: Build your deal', 'Apply for credit']);
  await expect(next.getByRole('link', { name: 'Apply for credit' })).toHaveAttribute(
    'href',
    `${base}/credit-app/${vehicle.id}/`,
  );
  await axeOnPhoneAndDesktop(page);

  // Back on the order details: the deposit is done and can only be viewed, on its summary.
  await page.getByRole('link', { name: 'Order details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: vehicle.formatted_name })).toBeFocused();
  await expect(deposit).toContainText('Completed');
  await expect(deposit.getByTestId('deposit-summary')).toContainText('Visa ending in 4242');
  await expect(deposit.getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `${base}/saved-vehicles/${vehicle.id}/summary/deposit/`,
  );
  // The deal built: it can be edited from its review.
  await client.put(`/api/customer/order-steps/${orderId}/`, {
    progress: { protections: 4, payment: 1, review: 1 },
  });
  await page.reload();
  await expect(deal).toContainText('Completed');
  await expect(deal.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `${base}/conf/${vehicle.id}/review/`,
  );
});

test('order details at riviere_auto (linear, French): later sections closed until the deal is built, then the step summary of the deal with the next section as its one action', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dealer = 'riviere_auto';
  const vehicle = await vehicleOfItsOwn(page, dealer);
  const { client, orderId } = await savedDeal(page, dealer, 'fr', vehicle, 'H2X 1Y4');
  const base = `/${dealer}/fr`;

  await page.goto(`${base}/saved-vehicles/${vehicle.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: vehicle.formatted_name })).toBeFocused();
  await expect(
    page.getByTestId('order-payment').getByRole('region', { name: 'Coût du crédit' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Détails de la commande' })).toBeVisible();
  const deal = section(page, 'build-and-price');
  await expect(deal).toContainText('Non commencée');
  await expect(deal.getByRole('link', { name: 'Commencer' })).toHaveAttribute(
    'href',
    `${base}/conf/${vehicle.id}/`,
  );
  // A linear flow: the sections after the deal wait for it, and say so, without an action.
  for (const id of ['trade-in', 'credit-app', 'deposit', 'appointment']) {
    await expect(section(page, id).getByRole('article')).toHaveAttribute('data-locked', 'true');
    await expect(section(page, id)).toContainText('Accessible une fois les étapes précédentes terminées.');
    await expect(section(page, id).getByRole('link')).toHaveCount(0);
  }
  await axeOnPhoneAndDesktop(page);

  // The deal built and a trade-in sent: the step summary of the deal, with the success animated.
  await client.put(`/api/customer/order-steps/${orderId}/`, {
    progress: { accessories: 1, protections: 1, payment: 1, review: 1 },
  });
  const target = await sentTradeIn(client, orderId);
  await page.goto(`${base}/saved-vehicles/${vehicle.id}/summary/build-and-price/?success=1&animate=1`);
  const success = page.getByRole('main').getByRole('status');
  await expect(success).toHaveText('Étape terminée.');
  await expect(success).toBeFocused();
  const own = page.getByTestId('step-summary-section');
  await expect(own.getByRole('heading', { level: 2, name: 'Bâtissez votre offre' })).toBeVisible();
  await expect(own.getByTestId('deal-summary')).toHaveText(
    'Financement · aucun accessoire · aucun plan de protection',
  );
  // Re-openable: its own summary offers to edit it, at its review.
  await expect(own.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    `${base}/conf/${vehicle.id}/review/`,
  );
  // A linear flow: the one next section (the trade-in waits for the dealer: the credit application).
  const next = page.getByTestId('step-summary-next');
  await expect(next.getByRole('heading', { level: 2, name: 'Prochaines étapes' })).toBeVisible();
  await expect(next.getByRole('link')).toHaveText(['Faites une demande de crédit']);
  await expect(next.getByRole('link')).toHaveAttribute('href', `${base}/credit-app/${vehicle.id}/`);
  await axeOnPhoneAndDesktop(page);

  // The order details now open every section; the trade-in shows its estimate, in French.
  await page.getByRole('link', { name: 'Détails de la commande' }).click();
  await expect(page.getByRole('article').and(page.locator('[data-locked]'))).toHaveCount(0);
  const tradeIn = section(page, 'trade-in');
  await expect(tradeIn).toContainText('En attente du concessionnaire');
  await expect(tradeIn.getByTestId('trade-in-summary')).toContainText(
    money(target, 'fr-CA').replace(',00', ''),
  );
  await expect(section(page, 'deposit').getByRole('link', { name: 'Commencer' })).toHaveAttribute(
    'href',
    `${base}/deposit/${vehicle.id}/`,
  );
  await expect(section(page, 'build-and-price').getByRole('link', { name: 'Modifier' })).toBeVisible();
});
