import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  api,
  bookFirstTime,
  cheapestNewInStock,
  dealerPostalCode,
  expectNoAxeViolations,
  payDepositInToronto,
  type SeededVehicle,
  signUp,
} from './helpers.ts';

// My vehicles as a signed-in shopper finds it after saving a deal (found in a shopper trial and a
// staff trial): the build of a deal saved from its review reads completed; the test drives the shopper
// requested are listed.

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

test('My vehicles lists the test drive requested beside the visit booked, with a way to the page that manages it', async ({
  page,
}) => {
  const vehicle = (await cheapestNewInStock(page.request, DEALER)) as SeededVehicle & {
    year: number;
    make: string;
    model: string;
  };
  // the model with its make, as the appointment page names it
  const model = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  // Signed up from the vehicle's appointment page, a visit booked there (its saved deal)...
  await page.goto(`/${DEALER}/en/appointment/${vehicle.id}/?mode=edit`);
  const visit = page.getByTestId('appointment');
  await visit.getByRole('button', { name: 'Book appointment' }).click();
  const dialog = await signUp(page, `saved.drive.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: /Book appointment|Create account/ }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await bookFirstTime(page, visit);
  // ...and a test drive of its model requested.
  const popup = page.waitForEvent('popup');
  await visit.getByRole('button', { name: 'Request a test drive' }).click();
  await (await popup).close();
  await expect(page.getByTestId('test-drive-requested')).toBeVisible();

  await page.goto(`/${DEALER}/en/my-vehicles/`);
  await expect(page.getByTestId('appointment-summary')).toContainText('Appointment:');
  const drives = page.getByRole('region', { name: 'Your test drives' });
  const drive = drives.getByRole('listitem');
  await expect(drive).toHaveCount(1);
  await expect(drive).toContainText(model);
  await expect(drive).toContainText('Maple Motors will call you to set the time.');
  await expect(drive).toContainText('Awaiting confirmation from Maple Motors');
  await expectNoAxeViolations(page);
  await drive.getByRole('link', { name: `Manage the test drive of the ${model}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/appointment/${vehicle.id}/$`));
  await expect(page.getByTestId('test-drive-requested')).toBeVisible();
});

// Found in a staff trial: under each card the same links again, named alike from one deal to the next.
test('each saved deal offers one action a destination, and every action on the page has a name of its own', async ({
  page,
}) => {
  const list = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    {
      headers: { 'X-Dealer-Code': DEALER },
    },
  );
  const [first, second] = ((await list.json()) as { results: SeededVehicle[] }).results.filter(
    (v) => v.stock_status === 'in stock',
  );
  if (!first || !second) throw new Error('two new vehicles in stock expected');
  await registered(page, `saved.links.${Date.now()}@example.com`);
  const call = await api(page);
  for (const vehicle of [first, second]) {
    await call.post('/api/customer/order/', {
      vehicle: vehicle.id,
      payment_type: 'finance',
      postal_code: 'M5V 2T6',
    });
  }
  await page.goto(`/${DEALER}/en/my-vehicles/`);
  const cards = page.getByTestId('saved-order');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByTestId('appointment-summary')).toHaveCount(2);
  await expect(cards.getByTestId('deposit-summary')).toHaveCount(2);
  for (const card of await cards.all()) {
    const hrefs = await card
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size, hrefs.join(' ')).toBe(hrefs.length);
  }
  const names = await page
    .getByRole('main')
    .locator('a, button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''));
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  expect(repeated).toEqual([]);
  // A name says where the action goes and names the visible words (label in name).
  await expect(
    cards
      .filter({ hasText: first.formatted_name })
      .getByRole('link', { name: `Place a deposit for the ${first.formatted_name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

// Found by a shopper: a deposit paid from My vehicles lands on the step summary, and the order
// confirmation (the order's number, what comes next, the appointment) was reached by no link.
test('a deposit paid from My vehicles: the step summary gives the order number and the ways to the order confirmation and the appointment', async ({
  page,
}) => {
  // A new vehicle in stock that the other journeys leave alone (the cheapest are theirs, the dearest
  // the deposit journey's); it stays reserved, as a vehicle a journey reserved may be (list.spec.ts).
  const list = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    { headers: { 'X-Dealer-Code': DEALER } },
  );
  const vehicle = ((await list.json()) as { results: SeededVehicle[] }).results
    .filter((v) => v.stock_status === 'in stock')
    .at(-2);
  if (!vehicle) throw new Error('no vehicle in stock');
  await registered(page, `saved.deposit.${Date.now()}@example.com`);
  const order = (await (
    await api(page)
  ).post('/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
    postal_code: 'M5V 2T6',
  })) as { id: number };

  await page.goto(`/${DEALER}/en/my-vehicles/`);
  await page.getByRole('link', { name: `Place a deposit for the ${vehicle.formatted_name}` }).click();
  await payDepositInToronto(page);
  await expect(page).toHaveURL(
    new RegExp(`/${DEALER}/en/saved-vehicles/${vehicle.id}/summary/deposit/\\?success=1$`),
  );

  // The summary: the order's number (as the confirmation and the dealer's console say it) and the
  // confirmation and the appointment a link away.
  const placed = page.getByTestId('deposit-placed');
  await expect(placed.getByTestId('deposit-placed-order')).toHaveText(String(order.id));
  await expect(placed.getByRole('link')).toHaveText(['View the order confirmation', 'Book an appointment']);
  await expectNoAxeViolations(page);
  await placed.getByRole('link', { name: 'View the order confirmation' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/deposit/${vehicle.id}/$`));
  const confirmed = page.getByTestId('deposit-confirmation');
  await expect(confirmed.getByRole('heading', { level: 1 })).toHaveText('Your order is confirmed');
  await expect(confirmed.getByTestId('deposit-confirmation-reference')).toHaveText(String(order.id));
  await page.goBack();
  await page.getByTestId('deposit-placed').getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/en/appointment/${vehicle.id}/\\?mode=edit$`));
  await expect(page.getByTestId('appointment')).toBeVisible();

  // In French, the same summary in French.
  await page.goto(`/${DEALER}/fr/saved-vehicles/${vehicle.id}/summary/deposit/`);
  const french = page.getByTestId('deposit-placed');
  await expect(french).toContainText('Numéro de commande');
  await expect(french.getByRole('link')).toHaveText([
    'Voir la confirmation de commande',
    'Prendre rendez-vous',
  ]);
  await expectNoAxeViolations(page);
});
