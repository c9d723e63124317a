import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bookFirstTime, cheapestNewInStock, expectNoAxeViolations, signUp } from './helpers.ts';

// The shopper's side of a visit and a test drive at Maple Motors (en-CA and fr-CA), found in a shopper
// trial: the appointment page says whether the dealership confirmed the visit, asks before cancelling
// it, and shows a test drive already requested (with its time once set) instead of offering another.

const DEALER = 'maple_motors';

/** Signs a new shopper up from the appointment page of a vehicle, which then shows the editor. */
async function signUpForVisit(
  page: Page,
  vehicleId: number,
  email: string,
  last = 'Tremblay',
): Promise<Locator> {
  await page.goto(`/${DEALER}/en/appointment/${vehicleId}/?mode=edit`);
  const visit = page.getByTestId('appointment');
  await visit.getByRole('button', { name: 'Book appointment' }).click();
  const dialog = await signUp(page, email, 'Nora', last);
  await dialog.getByRole('button', { name: /Book appointment|Create account/ }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return visit;
}

/** The signed-in shopper's booked appointment (their one order's), by the page's own session. */
async function bookedAppointment(page: Page): Promise<number> {
  const headers = { 'X-Dealer-Code': DEALER };
  const orders = (await (await page.request.get('/api/customer/order/', { headers })).json()) as {
    results: { id: number }[];
  };
  const order = orders.results[0]?.id;
  const answer = (await (
    await page.request.get(`/api/customer/appointment/?order=${order}`, { headers })
  ).json()) as { appointment: { id: number } | null };
  if (!answer.appointment) throw new Error('no appointment booked');
  return answer.appointment.id;
}

type Send = (path: string, data?: unknown) => Promise<unknown>;

/** A sales rep of the dealership, signed in to the console's API in a context of their own. */
async function asRep(base: string, act: (rep: { get: Send; post: Send }) => Promise<void>) {
  const staff = await playwrightRequest.newContext();
  // The anti-forgery token of the moment (signing in renews it).
  const headers = async () => ({
    'X-Dealer-Code': DEALER,
    'X-CSRF-Token': (await staff.storageState()).cookies.find((c) => c.name === 'sf_csrf')?.value ?? '',
  });
  const post: Send = async (path, data) => {
    const res = await staff.post(`${base}${path}`, { headers: await headers(), data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const get: Send = async (path) => {
    const res = await staff.get(`${base}${path}`, { headers: await headers() });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  try {
    await staff.get(`${base}/api/health`);
    await post('/api/dealer/auth/login/', {
      email: 'rep@maplemotors.example.ca',
      password: 'demo-staff-2026',
    });
    await act({ get, post });
  } finally {
    await staff.dispose();
  }
}

test('a visit the dealership confirmed says so on the shopper’s page, in English and in French', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  const visit = await signUpForVisit(page, vehicle.id, `visit.confirmed.${Date.now()}@example.com`);
  await bookFirstTime(page, visit);
  const booked = page.getByTestId('appointment-booked');
  await expect(booked).toContainText('Awaiting confirmation from Maple Motors');
  await expect(booked).not.toContainText('Confirmed by');

  const id = await bookedAppointment(page);
  await asRep(new URL(page.url()).origin, async ({ post }) => {
    await post(`/api/dealer/appointments/${id}/confirm/`);
  });

  await page.reload();
  await expect(booked).toContainText('Confirmed by Maple Motors');
  await expect(booked).not.toContainText('Awaiting confirmation');
  await expectNoAxeViolations(page);
  await page.goto(`/${DEALER}/fr/appointment/${vehicle.id}/`);
  await expect(booked).toContainText('Confirmé par Maple Motors');
  await expectNoAxeViolations(page);
});

// Found in a shopper trial: "Cancel appointment" cancelled at once, with no way back from a slip.
test('cancelling a visit is asked first: "No, keep it" keeps it and gives focus back, "Yes" cancels it', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  const visit = await signUpForVisit(page, vehicle.id, `visit.cancel.${Date.now()}@example.com`);
  await bookFirstTime(page, visit);
  const booked = page.getByTestId('appointment-booked');
  const cancel = booked.getByRole('button', { name: 'Cancel appointment' });
  await cancel.click();
  const question = booked.getByRole('group', { name: /^Cancel your appointment on \w+day, / });
  await expect(question).toBeVisible();
  const keep = question.getByRole('button', { name: 'No, keep it' });
  await expect(keep).toBeFocused();
  await expectNoAxeViolations(page);
  await keep.click();
  await expect(question).toHaveCount(0);
  await expect(cancel).toBeFocused();
  // Escape is "no" too.
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cancel).toBeFocused();
  await page.reload();
  await expect(booked).toContainText('Awaiting confirmation from Maple Motors');

  await booked.getByRole('button', { name: 'Cancel appointment' }).click();
  await booked.getByRole('button', { name: 'Yes, cancel it' }).click();
  const cancelled = visit.getByTestId('appointment-cancelled');
  await expect(cancelled).toContainText('Your appointment is cancelled. You can book another time.');
  await expect(cancelled).toBeFocused();
  await expect(booked).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a test drive requested is shown instead of the offer, with its time once set, and can be cancelled (asked first)', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  const email = `visit.drive.${Date.now()}@example.com`;
  const visit = await signUpForVisit(page, vehicle.id, email, 'Drive');
  const offer = visit.getByRole('button', { name: 'Request a test drive' });
  const popup = page.waitForEvent('popup');
  await offer.click();
  await (await popup).close();
  const requested = page.getByTestId('test-drive-requested');
  await expect(requested).toContainText('Maple Motors will call you to set the time.');
  await expect(requested).toContainText('Awaiting confirmation from Maple Motors');
  await expect(requested).toBeFocused();
  await expect(offer).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(requested).toContainText('Maple Motors will call you to set the time.');
  await expect(offer).toHaveCount(0);

  // Its e-mail links to this page, on the storefront's configured origin, not to an API page.
  const base = new URL(page.url()).origin;
  const mail = (await (await page.request.get('/dev/mailbox/')).text())
    .split('<article>')
    .find((m) => m.includes('Test drive request received: Maple Motors') && m.includes(email));
  expect(mail).toContain(`${base}/${DEALER}/en/appointment/${vehicle.id}/`);
  expect(mail).not.toContain('/api/test-drive/');

  // The dealership sets its time: the page says when, confirmed.
  const slots = (await (
    await page.request.get('/api/customer/appointment/slots/', { headers: { 'X-Dealer-Code': DEALER } })
  ).json()) as { days: { slots: { start: string }[] }[] };
  const start = slots.days.flatMap((d) => d.slots)[0]?.start;
  await asRep(base, async ({ get, post }) => {
    const drives = (await get('/api/dealer/test-drives/')) as {
      results: { id: number; customer: { name: string } }[];
    };
    const drive = drives.results.find((d) => d.customer.name === 'Nora Drive');
    if (!drive) throw new Error('the request is not in the console');
    await post(`/api/dealer/test-drives/${drive.id}/confirm/`, { start });
  });
  await page.reload();
  await expect(requested).toContainText(/is confirmed for \w+day, \w+ \d+, \d{4}, \d{1,2}:\d\d [ap]\.m\./);
  await expect(requested).toContainText('Confirmed by Maple Motors');
  await expect(offer).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Cancelled by the shopper, asked first: the offer is back, focus on the sentence that says so.
  await requested.getByRole('button', { name: 'Cancel test drive' }).click();
  const question = requested.getByRole('group', { name: /^Cancel your test drive of the / });
  await expect(question.getByRole('button', { name: 'No, keep it' })).toBeFocused();
  await question.getByRole('button', { name: 'Yes, cancel it' }).click();
  const cancelled = visit.getByTestId('test-drive-cancelled');
  await expect(cancelled).toContainText('Your test drive is cancelled.');
  await expect(cancelled).toBeFocused();
  await expect(requested).toHaveCount(0);
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
});

// Found in a shopper trial: the page's links were in the browser's default blue; the French page wrote the dealer's address in English; the heading still
// asked to book once a visit was booked; the test drive named the model without its make and, before
// any time was set, told the shopper to call to change the time; its request opened a bare page.
test('the appointment page styles its links and leads back to the deal, says what it is once booked, and speaks French in French', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  const car = (await (
    await page.request.get(`/api/customer/inventory/${vehicle.id}/`, { headers: { 'X-Dealer-Code': DEALER } })
  ).json()) as { year: number; make: string; model: string; model_fr: string };
  const visit = await signUpForVisit(page, vehicle.id, `visit.shell.${Date.now()}@example.com`, 'Shell');
  // The spec's route hides the shell's header: the page's own link leads back to the deal.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(visit.getByRole('link', { name: 'Back to the vehicle' })).toHaveAttribute(
    'href',
    `/${DEALER}/en/conf/${vehicle.id}/`,
  );
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Book your appointment');

  // The test drive: the model with its make; no time yet, so nothing about changing it.
  const popup = page.waitForEvent('popup');
  await visit.getByRole('button', { name: 'Request a test drive' }).click();
  const confirmation = await popup;
  const requested = page.getByTestId('test-drive-requested');
  const model = `${car.year} ${car.make} ${car.model}`;
  await expect(requested).toContainText(`Your test drive of the ${model} is requested.`);
  await expect(requested).not.toContainText('To change the time');
  await expect(requested).toContainText('Maple Motors will call you to set the time.');
  // Every link of the page in the kit's styles, none in the browser's default blue.
  for (const link of await page.getByTestId('appointment').getByRole('link').all()) {
    const colour = await link.evaluate((a) => getComputedStyle(a).color);
    expect(colour, (await link.textContent()) ?? '').not.toBe('rgb(0, 0, 238)');
  }

  // Its confirmation page: the dealer's, styled, the model with its make, a way back to this page.
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Test drive request received');
  await expect(confirmation.locator('main')).toContainText('Maple Motors');
  await expect(confirmation.locator('main')).toContainText(model);
  await expect(confirmation.locator('main')).toContainText('(416) 555-0134');
  await expect(confirmation.locator('main')).toContainText('350 King Street West');
  await expect(confirmation.locator('script')).toHaveCount(0);
  const back = confirmation.getByRole('link', { name: /appointment/i });
  expect(await back.getAttribute('href')).toBe(
    `${new URL(page.url()).origin}/${DEALER}/en/appointment/${vehicle.id}/`,
  );
  await expectNoAxeViolations(confirmation);
  await confirmation.close();

  await bookFirstTime(page, visit);
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Your appointment');
  await expectNoAxeViolations(page);

  await page.goto(`/${DEALER}/fr/appointment/${vehicle.id}/`);
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Votre rendez-vous');
  const sidebar = page.getByTestId('appointment-sidebar');
  await expect(sidebar).toContainText('350, rue King Ouest, Toronto (Ontario)');
  await expect(sidebar).not.toContainText('Street');
  await expect(requested).toContainText(`${car.year} ${car.make} ${car.model_fr}`);
  await expect(requested).not.toContainText('Pour changer l’heure');
  // Found in a shopper trial: the request, made on the English page, opened its page in English from
  // the French one.
  const french = await page.context().newPage();
  await french.goto(
    (await requested.getByRole('link', { name: /Voir la demande/ }).getAttribute('href')) ?? '',
  );
  await expect(french.getByRole('heading', { level: 1 })).toHaveText('Demande d’essai routier reçue');
  await expect(french.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await french.close();
  await expectNoAxeViolations(page);
});

// Found in a shopper trial: booking while offline said "Network error. Retrying..." twice, then every
// message vanished and nothing was booked, with no word of it.
test('booking while offline says it was not booked and to try again, in the page’s language, the chosen slot kept; back online it books', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await signUpForVisit(page, vehicle.id, `visit.offline.${Date.now()}@example.com`);
  await page.goto(`/${DEALER}/fr/appointment/${vehicle.id}/?mode=edit`);
  const visit = page.getByTestId('appointment');
  await visit.getByRole('button', { name: /Jour$/ }).click();
  await page.getByRole('option').first().click();
  const time = visit.getByRole('button', { name: /Heure$/ });
  await time.click();
  await page.getByRole('option').first().click();
  const chosen = (await time.textContent()) ?? '';
  await context.setOffline(true);
  await visit.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  // The client's retries say so with a typographic ellipsis, then the form says it was not booked.
  await expect(page.getByText('Erreur réseau. Nouvel essai…').first()).toBeVisible();
  await expect(visit.getByText(/Rendez-vous non réservé/)).toBeVisible({ timeout: 30_000 });
  await expect(visit.getByText(/Rendez-vous non réservé/)).toContainText('réessayez');
  await expect(time).toHaveText(chosen);
  await expect(page.getByTestId('appointment-booked')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await visit.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  await expect(page.getByTestId('appointment-booked')).toBeVisible();
});
