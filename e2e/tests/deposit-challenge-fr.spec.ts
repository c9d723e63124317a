import { expect, test } from './fixtures.ts';
import { builtDeal, expectNoAxeViolations, fillBilling } from './helpers.ts';

// Issue 21 in French at riviere_auto (fr-CA), through the identity-login variant's steps (place-vw/, then
// the review on review-vw/, which pays): a card that asks for authentication shows the
// processor's challenge step (the sandbox's, Stripe's test card 4000 0025 0000 3155), focus on it;
// completing it places the deposit (the outcome through the payment webhook's handler) and the summary
// and receipt e-mail speak French; then an appointment in French. axe on every page.

test.describe.configure({ timeout: 180_000 });

const CHALLENGE = '4000 0025 0000 3155';

test('Rivière Auto in French: the authentication challenge, then the deposit and an appointment', async ({
  page,
}) => {
  await page.goto('/riviere_auto/fr/vehicle-list/');
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const email = `depot.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/customer/user/register/', {
    headers: { 'X-Dealer-Code': 'riviere_auto', 'X-CSRF-Token': await csrf() },
    data: {
      email,
      first_name: 'Élise',
      last_name: 'Gagnon',
      phone: '514-555-0147',
      postal_code: 'H2X 1Y4',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  // A new vehicle in stock that the other journeys (which take the cheapest) leave alone.
  const list = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    { headers: { 'X-Dealer-Code': 'riviere_auto' } },
  );
  const { results } = (await list.json()) as { results: { id: number; stock_status: string }[] };
  const vehicle = results.filter((v) => v.stock_status === 'in stock').at(-1);
  if (!vehicle) throw new Error('no vehicle in stock');

  // The identity-login variant (spec 2 §2): confirmation-vw/ always goes to the summary; place-vw/ is the
  // form until the order has a deposit.
  await page.goto(`/riviere_auto/fr/deposit/${vehicle.id}/confirmation-vw/`);
  await expect(page).toHaveURL(new RegExp(`/riviere_auto/fr/saved-vehicles/${vehicle.id}/summary/deposit/$`));
  // Rivière Auto's flow is linear: its deposit waits for the deal built first. Before, the page goes back
  // to the deal (and the server refuses the deposit: apps/server/test/deposit.test.ts).
  await page.goto(`/riviere_auto/fr/deposit/${vehicle.id}/place-vw/`);
  await expect(page).toHaveURL(new RegExp(`/riviere_auto/fr/conf/${vehicle.id}/`));
  await builtDeal(page, 'riviere_auto', vehicle.id);
  await page.goto(`/riviere_auto/fr/deposit/${vehicle.id}/place-vw/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Versez votre dépôt' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/riviere_auto/fr/deposit/${vehicle.id}/place-vw/$`));
  const form = page.getByTestId('deposit-place');
  await expect(form.getByTestId('sandbox-notice')).toContainText('bac à sable');
  // 500,00 $ plus 2,9 % + 0,30 $ of processing fee: 514,80 $ in fr-CA.
  await expect(form.getByTestId('deposit-total')).toHaveText(/^514,80\s\$$/);
  await fillBilling(page, form, 'fr', 'Élise Gagnon');
  await form.getByRole('textbox', { name: 'Numéro de carte' }).fill(CHALLENGE);
  await form.getByRole('textbox', { name: /Expiration/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Code de sécurité/ }).fill('123');
  await expectNoAxeViolations(page);

  // The variant's checkout reviews the deposit on review-vw/ before paying (nothing charged yet), in French.
  await form.getByRole('button', { name: 'Vérifier votre dépôt' }).click();
  await expect(page).toHaveURL(new RegExp(`/riviere_auto/fr/deposit/${vehicle.id}/review-vw/$`));
  const review = page.getByTestId('deposit-review');
  await expect(review.getByRole('heading', { level: 1, name: 'Vérifiez votre dépôt' })).toBeFocused();
  await expect(review).toContainText('Visa se terminant par 3155');
  await expect(review).toContainText('Montréal, QC H2X 1Y4');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: /^Payer le dépôt de 514,80\s\$$/ }).click();
  const challenge = page.getByTestId('deposit-challenge');
  const title = challenge.getByRole('heading', { name: 'Confirmez le paiement auprès de votre banque' });
  await expect(title).toBeFocused();
  await expect(challenge).toContainText(/confirmer le paiement de 514,80\s\$/);
  await expectNoAxeViolations(page);
  await challenge.getByRole('button', { name: 'Terminer l’authentification' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/riviere_auto/fr/saved-vehicles/${vehicle.id}/summary/deposit/\\?success=1$`),
  );
  const paid = page.getByTestId('deposit-summary');
  await expect(paid).toContainText('retenu sur votre carte');
  await expect(paid).toContainText('Visa se terminant par 3155');
  await expectNoAxeViolations(page);
  // Placed: place-vw/ and review-vw/ now go to the summary.
  for (const step of ['place-vw', 'review-vw']) {
    await page.goto(`/riviere_auto/fr/deposit/${vehicle.id}/${step}/`);
    await expect(page).toHaveURL(new RegExp(`/saved-vehicles/${vehicle.id}/summary/deposit/$`));
  }
  const mailbox = await (await page.request.get('/dev/mailbox/')).text();
  const receipts = mailbox.split('<article>').filter((m) => m.includes(email) && m.includes('Reçu de dépôt'));
  expect(receipts).toHaveLength(1);

  await page.goto(`/riviere_auto/fr/appointment/${vehicle.id}/?mode=edit`);
  const visit = page.getByTestId('appointment');
  await expect(page.getByTestId('appointment-sidebar')).toContainText('Saint-Laurent');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(visit.getByRole('button', { name: /Jour$/ })).toContainText('Choisissez un jour');
  await visit.getByRole('button', { name: /Jour$/ }).click();
  await expect(page.getByRole('option').first()).toHaveText(/^\p{L}+ \d+ \p{L}+ \d{4}$/u);
  await page.getByRole('option').first().click();
  await visit.getByRole('button', { name: /Heure$/ }).click();
  await page.getByRole('option').first().click();
  await expectNoAxeViolations(page);
  await visit.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  await expect(page.getByTestId('appointment-booked')).toContainText('Votre rendez-vous est fixé au', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('appointment-booked')).toContainText('chez le concessionnaire');
  await expectNoAxeViolations(page);
  const after = await (await page.request.get('/dev/mailbox/')).text();
  expect(after).toContain('Rendez-vous demandé\u00a0: Rivière Auto');
});
