import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  cheapestNewInStock,
  continueTo,
  dealerPostalCode,
  expectNoAxeViolations,
  signedInWithOrder,
  signUp,
} from './helpers.ts';

// The trade-in 2 flow at riviere_auto in French (spec 3 §2 to §9): a signed-in shopper enters a VIN
// (a wrong one first), its odometer in km and the dealer's questions (the export question, Canada
// only, among them), adds photos from files (one refused with the server's reason, the others kept),
// removes one (asked first), is asked before continuing with fewer than six, and gets the last one
// from a second browser (the "phone") through the same API: the photo step's watcher shows it.
// Then the review, sent to the dealership, and the saved deal's trade-in line; and the dealership's
// director sees its photos and answers in the console's trade-ins. Axe on each step.

const DEALER = 'riviere_auto';
const VIN = '2HGFC2F56KH512345';
const ANGLES = {
  image_front: 'Avant',
  image_back: 'Arrière',
  image_left: 'Côté gauche',
  image_right: 'Côté droit',
  image_dashboard: 'Tableau de bord',
  image_seat_interior: 'Sièges et intérieur',
} as const;

/** A small JPEG drawn by the browser (a colour per angle), as bytes. */
async function jpeg(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  }, colour);
  return Buffer.from(base64, 'base64');
}

test('trade-in 2 in French: VIN, questions, six photos (one from a phone), sent to the dealership', async ({
  page,
  browser,
  baseURL,
}) => {
  // The shopper's flow, then the dealership's console: more than two minutes on a busy machine.
  test.setTimeout(180_000);
  const { vehicleId } = await signedInWithOrder(page, DEALER, 'fr');

  // Get started.
  await page.goto(`/${DEALER}/fr/trade-in-2/${vehicleId}/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/welcome/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Échangez votre véhicule' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Étapes du véhicule d’échange' });
  await expect(steps.getByRole('link')).toHaveText([
    '1Commencer',
    '2Détails du véhicule',
    '3Photos du véhicule',
    '4Révision',
  ]);
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-start').click();

  // Vehicle details: a VIN with a wrong character is refused by the domain's rule, then the right
  // one, typed in lower case, is upper-cased and decoded.
  await expect(page.getByRole('heading', { level: 1, name: 'Votre véhicule' })).toBeVisible();
  const vin = page.getByRole('textbox', { name: /^NIV \(numéro/ });
  await vin.fill('2HGFC2F56KH51234O');
  await page.getByRole('button', { name: 'Trouver par NIV' }).click();
  await expect(vin).toHaveAccessibleDescription(
    /Un NIV n’a que des lettres et des chiffres, sans I, O ni Q\./,
  );
  await expect(vin).toBeFocused();
  await vin.fill(VIN.toLowerCase());
  await expect(vin).toHaveValue(VIN);
  await page.getByRole('button', { name: 'Trouver par NIV' }).click();
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(/^Trouvé\s: 2019 Honda Civic EX\.$/);

  // Saving with the questions unanswered says so and keeps what was typed.
  const odometer = page.getByRole('textbox', { name: /^Odomètre \(km\)/ });
  await odometer.fill('90 000');
  await page.getByTestId('trade-in-save').click();
  await expect(page.getByRole('alert').filter({ hasText: /questions sont sans réponse/ })).toBeVisible();
  await expect(odometer).toHaveValue('90 000');
  await expect(vin).toHaveValue(VIN);
  // The questions: the terms, yes / no ones, the payments, and the export one (a Canadian dealer).
  await page.getByRole('checkbox', { name: /^Je confirme/ }).check({ force: true });
  const no = async (question: RegExp) =>
    page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'Non' })
      .check({ force: true });
  await no(/accident/);
  await no(/peinture/);
  await no(/réparations/);
  await page
    .getByRole('radiogroup', { name: /plan de protection/ })
    .getByRole('radio', { name: 'Oui' })
    .check({ force: true });
  await no(/paiements/);
  await no(/importé des États-Unis/);
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-save').click();

  // Photos.
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/photos/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Photos du véhicule' })).toBeVisible();
  await expectNoAxeViolations(page);
  const count = page.getByTestId('trade-in-photo-count');
  await expect(count).toHaveText('0 photo sur 6 ajoutée.');
  // The photo watcher asks the server only once a link went to the phone (spec 3: when the trade-in
  // has has_message_sent): until then, no check_images however long the step is open.
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/check_images/')) checks.push(request.url());
  });
  const colours = ['#c33', '#3c3', '#33c', '#cc3', '#3cc', '#c3c'];
  const fields = Object.keys(ANGLES) as (keyof typeof ANGLES)[];
  for (const [index, field] of fields.slice(0, 5).entries()) {
    await page.getByLabel(`Ajouter la photo : ${ANGLES[field]}`).setInputFiles({
      name: `${field}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, colours[index] ?? '#888'),
    });
    await expect(page.getByRole('img', { name: `Photo : ${ANGLES[field]}` })).toBeVisible();
    // French agrees the count with its noun: one photo is singular.
    if (index === 0) await expect(count).toHaveText('1 photo sur 6 ajoutée.');
  }
  await expect(count).toHaveText('5 photos sur 6 ajoutées.');

  // A file that is not a photo: the server's reason, in French, under its angle; the others stay.
  const seats = page.getByLabel('Ajouter la photo : Sièges et intérieur');
  await seats.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByTestId('trade-in-photo-image_seat_interior').getByRole('alert')).toHaveText(
    /n’est pas|ne correspond pas/,
  );
  await expect(seats).toHaveAttribute('aria-invalid', 'true');
  await expect(count).toHaveText('5 photos sur 6 ajoutées.');

  // Removing a photo asks first; kept, then removed.
  // With the keyboard: from the front's file input, Tab reaches its remove button; Enter asks, Escape
  // keeps the photo and gives the focus back to the button.
  await page.getByLabel('Remplacer la photo : Avant').focus();
  await page.keyboard.press('Tab');
  const removeFront = page.getByRole('button', { name: 'Retirer la photo : Avant' });
  await expect(removeFront).toBeFocused();
  await page.keyboard.press('Enter');
  const removeDialog = page.getByRole('dialog', { name: 'Retirer la photo : Avant ?' });
  await expect(removeDialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(removeDialog).toHaveCount(0);
  await expect(removeFront).toBeFocused();
  await expect(page.getByRole('img', { name: 'Photo : Avant' })).toBeVisible();
  await page.getByRole('button', { name: 'Retirer la photo : Avant' }).click();
  await removeDialog.getByRole('button', { name: 'Retirer', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Photo : Avant' })).toHaveCount(0);
  // Its remove button gone, focus stays in the slot: on its file input, to add another.
  await expect(page.getByLabel('Ajouter la photo : Avant')).toBeFocused();
  await expect(count).toHaveText('4 photos sur 6 ajoutées.');

  // Continuing with fewer than six asks first; the shopper goes back to add them.
  await page.getByTestId('trade-in-photos-continue').click();
  const noPhotos = page.getByRole('dialog', { name: 'Continuer sans toutes les photos ?' });
  await expect(noPhotos).toContainText('Il manque 2 photos.');
  await noPhotos.getByRole('button', { name: 'Ajouter des photos' }).click();
  await expect(noPhotos).toHaveCount(0);
  await page.getByLabel('Ajouter la photo : Avant').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, '#c33'),
  });
  await expect(count).toHaveText('5 photos sur 6 ajoutées.');

  // Uploads, a refusal, a removal and a question later (more than one 3 s turn), nothing was polled.
  expect(checks).toEqual([]);
  // "Continue on my phone": the link is e-mailed, and the watcher starts.
  const firstCheck = page.waitForRequest((request) => request.url().includes('/check_images/'));
  await page.getByTestId('trade-in-mobile-view').click();
  await firstCheck;
  const mobileStatus = page.getByTestId('trade-in-mobile-status');
  await expect(mobileStatus).toContainText('Nous vous avons envoyé un lien');
  // Three an hour for a trade-in: the fourth is refused, and the page says why in French.
  for (let sent = 1; sent < 3; sent += 1) {
    const answered = page.waitForResponse((r) => r.url().includes('/request_mobile_view/'));
    await page.getByTestId('trade-in-mobile-view').click();
    expect((await answered).status()).toBe(200);
  }
  await page.getByTestId('trade-in-mobile-view').click();
  await expect(mobileStatus).toHaveText(
    'Le lien a déjà été envoyé plusieurs fois : vérifiez vos courriels, ou réessayez dans une heure.',
  );
  // Said once: inline, and not again by the client's error toast (shown before the call answers).
  await expect(page.getByText('plusieurs fois')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'plusieurs fois' })).toHaveCount(0);

  // The phone (another browser, the same shopper) adds the last photo through the API; the page's
  // watcher shows it without a reload.
  const phone = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  let tradeInId = 0;
  try {
    const tradeIns = await phone.request.get(
      `/api/customer/tradein/?order=${await orderOf(page, vehicleId)}`,
      {
        headers: { 'X-Dealer-Code': DEALER },
      },
    );
    tradeInId = ((await tradeIns.json()) as { results: { id: number }[] }).results[0]?.id ?? 0;
    const csrf = (await phone.cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
    const sent = await phone.request.patch(`/api/customer/tradein2/${tradeInId}/photos/`, {
      headers: { 'X-Dealer-Code': DEALER, 'X-CSRF-Token': csrf },
      multipart: {
        image_seat_interior: { name: 'seats.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#c3c') },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await phone.close();
  }
  // The e-mailed link opened on a phone not signed in: the step asks to sign in (the photos are the
  // account's), not to enter the vehicle's details.
  const stranger = await browser.newContext({ baseURL });
  try {
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/${DEALER}/fr/trade-in-2/${vehicleId}/photos/`);
    await strangerPage.getByTestId('trade-in-photos-sign-in').click();
    await expect(strangerPage.getByRole('dialog')).toBeVisible();
  } finally {
    await stranger.close();
  }
  await expect(page.getByRole('img', { name: 'Photo : Sièges et intérieur' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(count).toHaveText('6 photos sur 6 ajoutées.');
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-photos-continue').click();

  // Review: the vehicle and its VIN, the answers, the six photos; sent to the dealership.
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/review/$`));
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText('2019 Honda Civic EX');
  await expect(page.getByTestId('trade-in-vin')).toHaveText(VIN);
  const answers = page.getByTestId('trade-in-answers');
  await expect(answers).toContainText('Le véhicule a-t-il eu un accident ?');
  await expect(answers).toContainText('Oui');
  await expect(page.getByTestId('trade-in-thumbs').getByRole('img')).toHaveCount(6);
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-submit').click();
  await expect(page.getByTestId('trade-in-submit')).toHaveCount(0);
  await expect(page.getByTestId('trade-in-status')).not.toBeEmpty();
  const status = await page.getByTestId('trade-in-status').textContent();
  await expectNoAxeViolations(page);

  // The saved deal's trade-in line shows it, with the dealership.
  await page.goto(`/${DEALER}/fr/my-vehicles/`);
  const summary = page.getByTestId('trade-in-summary');
  await expect(summary).toContainText('Honda Civic EX');
  await expect(summary).toContainText(/concessionnaire/);
  expect(status).toBeTruthy();
  // Its link goes back to the flow it was made in: the trade-in 2 review, with its photos.
  await summary.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/review/$`));
  await expect(page.getByTestId('trade-in-thumbs').getByRole('img')).toHaveCount(6);

  // The dealership's director opens the console's trade-ins: its VIN, the six photos (read with the staff
  // session and the dealer, which an <img src> could not send), each opening full size, and the
  // answers, before making an offer.
  const staffContext = await browser.newContext({ baseURL });
  try {
    const staff = await staffContext.newPage();
    await staff.goto(`/dealer/inbox?dealer=${DEALER}`);
    // The console opens in the dealership's first language (French at riviere_auto), not the browser's.
    await expect(staff.getByLabel('Langue')).toHaveValue('fr-CA');
    await staff.getByLabel(/Courriel/).fill('directeur@riviereauto.example.ca');
    await staff.getByLabel(/Mot de passe/).fill('demo-staff-2026');
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.getByRole('link', { name: 'Véhicules d’échange à évaluer' }).click();
    const card = staff.locator(`article[data-trade-in="${tradeInId}"]`);
    await expect(card.getByRole('heading', { name: /Honda Civic EX/ })).toBeVisible();
    await expect(card.getByText(`NIV : ${VIN}`)).toBeVisible();
    await expect(card.getByText('6 photos sur 6')).toBeVisible();
    const thumbnails = card.getByRole('img');
    await expect(thumbnails).toHaveCount(6);
    await expect(thumbnails.first()).toHaveAttribute('alt', 'Avant');
    // Each photo is drawn (one the browser could not read has no width), from what the console read.
    await expect
      .poll(() => thumbnails.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)))
      .toEqual([64, 64, 64, 64, 64, 64]);
    await expect(thumbnails.first()).toHaveAttribute('src', /^blob:/);
    await expect(card.getByText('Le véhicule a-t-il eu un accident ?')).toBeVisible();
    await expectNoAxeViolations(staff);
    // With the keyboard: the dashboard's photo full size, Escape gives the focus back.
    const dashboard = card.getByRole('button', { name: 'Ouvrir la photo : Tableau de bord' });
    await dashboard.focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: 'Tableau de bord' });
    await expect(dialog.getByRole('img', { name: 'Tableau de bord' })).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(dashboard).toBeFocused();
    // The director sends an offer.
    await card.getByLabel(/Montant de l’offre/).fill('7000');
    await card.getByRole('button', { name: 'Envoyer l’offre' }).click();
    await expect(staff.getByText(/^Offre envoyée à /)).toBeFocused();
  } finally {
    await staffContext.close();
  }

  // The shopper's trade-in 2 review shows the offer with its amount, to accept or decline there (found
  // by dealer staff: the review only said an offer was made, the amount and the answer were elsewhere).
  await page.goto(`/${DEALER}/fr/trade-in-2/${vehicleId}/review/`);
  const offer = page.getByTestId('trade-in-offer');
  await expect(offer).toContainText('7 000,00');
  await expectNoAxeViolations(page);
  // First the payment step, read before the offer is accepted. Rivière Auto's steps are in order (a
  // linear flow): the payment opens once the accessories, protection and incentives are passed, so the
  // shopper goes through them (opened by its URL first, the payment step sent to the accessories).
  await page.goto(`/${DEALER}/fr/conf/${vehicleId}/accessories/`);
  await continueTo(page, 'protection');
  await continueTo(page, 'incentives');
  await continueTo(page, 'payment');
  await answerPostalCode(page, await dealerPostalCode(page.request, DEALER));
  const amount = page.locator('[data-payment-amount]').first();
  await expect(amount).toHaveAttribute('data-phase', 'idle');
  const before = await amount.textContent();
  expect(before).toMatch(/\d/);
  // Then the offer, opened from the payment step (no new document), accepted there.
  await page.getByRole('button', { name: 'Voir l’échange' }).click();
  await expect(offer).toContainText('7 000,00');
  await offer.getByTestId('trade-in-accept').click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByTestId('trade-in-status')).toContainText('votre véhicule d’échange est inclus');
  // Back to the payment step without a reload: the payment is the one with the trade-in's credit (it
  // showed the payment read before the offer was accepted until a reload).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicleId}/payment/$`));
  await expect.poll(() => amount.textContent(), { timeout: 15_000 }).not.toBe(before);
  await expect(amount).toHaveAttribute('data-phase', 'idle');
  const after = await amount.textContent();
  await page.reload();
  await expect(amount).toHaveAttribute('data-phase', 'idle');
  await expect(amount).toHaveText(after ?? '');
});

// An unknown VIN at maple_motors in English: the catalogue does not know it, so the step offers the
// year / make / model search; the shopper picks the vehicle there and goes on with the VIN as typed.
// With photos, each card holds its photo and its buttons at 390 and 1280 px, and the file input is a
// labelled button (no browser "Choose File" text) whose focus shows. The review, opened afresh (nothing
// kept in the page), shows the VIN and a caption under each photo.
test('trade-in 2 in English: an unknown VIN falls back to the year, make and model search', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dealer = 'maple_motors';
  const unknownVin = '1HGCM82633A004352';
  const { vehicleId, orderId } = await signedInWithOrder(page, dealer, 'en');
  await page.goto(`/${dealer}/en/trade-in-2/${vehicleId}/details/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your vehicle' })).toBeVisible();
  const vin = page.getByRole('textbox', { name: /^VIN \(vehicle/ });
  // The find's outcome is announced from the first one (its status is on the page, empty, before it).
  const found = page.getByTestId('trade-in-vin-status');
  await expect(found).toHaveRole('status');
  await expect(found).toHaveText('');
  await vin.fill(unknownVin);
  await vin.press('Enter');
  await expect(found).toHaveText(/^This VIN is not in the valuation catalogue/);
  await expect(vin).toHaveAccessibleDescription(/This VIN is not in the valuation catalogue/);
  // The search the message speaks of is there, right after the VIN.
  const search = page.getByRole('searchbox', { name: 'Year, make and model' });
  await expect(search).toBeVisible();
  await expectNoAxeViolations(page);
  await search.fill('2019 Honda Civic');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /vehicles? found/ })).toBeVisible();
  const trims = page.getByRole('radiogroup', { name: 'Your vehicle and trim' });
  await trims.getByText('2019 Honda Civic EX', { exact: true }).click();
  await expect(trims.getByRole('radio', { name: '2019 Honda Civic EX' })).toBeChecked();
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(/2019 Honda Civic EX/);
  await expect(vin).toHaveValue(unknownVin);
  await expect(vin).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: /^Odometer \(km\)/ }).fill('120,000');
  await page.getByRole('checkbox', { name: /^I confirm/ }).check({ force: true });
  for (const question of [/accident/, /paint work/, /repairs/, /protection plan/, /payments/, /imported/]) {
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'No' })
      .check({ force: true });
  }
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-save').click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/photos/$`));

  // Two photos through the API (as the phone sends them).
  const tradeIns = await page.request.get(`/api/customer/tradein/?order=${orderId}`, {
    headers: { 'X-Dealer-Code': dealer },
  });
  const tradeInId = ((await tradeIns.json()) as { results: { id: number }[] }).results[0]?.id;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  const sent = await page.request.patch(`/api/customer/tradein2/${tradeInId}/photos/`, {
    headers: { 'X-Dealer-Code': dealer, 'X-CSRF-Token': csrf },
    multipart: {
      image_front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#c33') },
      image_dashboard: { name: 'dash.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#33c') },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole('img', { name: 'Photo: Dashboard' })).toBeVisible();
    for (const field of ['image_front', 'image_back', 'image_dashboard']) {
      const card = page.getByTestId(`trade-in-photo-${field}`);
      const box = await card.boundingBox();
      for (const part of await card.locator('img, button, label').all()) {
        const inner = await part.boundingBox();
        expect(box && inner, `${field} at ${width} px`).toBeTruthy();
        if (!box || !inner) continue;
        expect(inner.x, `${field} at ${width} px`).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width, `${field} at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
      }
    }
    await expect(page.getByText('Add the photo: Back', { exact: true })).toBeVisible();
  }
  // The input is the labelled control the keyboard reaches; its label shows the focus ring, and the
  // input itself (with its browser text) takes no room.
  const back = page.getByLabel('Add the photo: Back');
  await page.getByLabel('Replace the photo: Front').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await expect(page.getByText('Add the photo: Back', { exact: true })).toHaveCSS('outline-style', 'solid');
  expect((await back.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page);

  // Saved, not yet sent: the deal's trade-in is in progress (not "Not started"), and Continue leads
  // to its review.
  await page.goto(`/${dealer}/en/saved-vehicles/${vehicleId}/`);
  const card = page.getByTestId('order-section-trade-in').getByRole('article');
  await expect(card).toHaveAttribute('data-status', 'inProgress');
  await expect(card).toContainText('In progress');
  await expect(card).toContainText('2019 Honda Civic EX');
  await expect(card.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/${dealer}/en/trade-in-2/${vehicleId}/review/`,
  );

  // The review, a new page load: the vehicle, the VIN as typed, each photo with its angle.
  await page.goto(`/${dealer}/en/trade-in-2/${vehicleId}/review/`);
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText('2019 Honda Civic EX');
  await expect(page.getByTestId('trade-in-vin')).toHaveText(unknownVin);
  const thumbs = page.getByTestId('trade-in-thumbs');
  await expect(thumbs.getByRole('img')).toHaveCount(2);
  await expect(thumbs.getByRole('figure')).toHaveText(['Front', 'Dashboard']);
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-submit').click();
  await expect(page.getByTestId('trade-in-submit')).toHaveCount(0);
  // Submitted: still the VIN and the captions.
  await expect(page.getByTestId('trade-in-vin')).toHaveText(unknownVin);
  await expect(thumbs.getByRole('figure')).toHaveText(['Front', 'Dashboard']);
});

/** The shopper's order of the vehicle (its id), as the page's session sees it. */
async function orderOf(page: Page, vehicleId: number): Promise<number> {
  const res = await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': DEALER } });
  const body = (await res.json()) as { results: { id: number; vehicle: number | { id: number } }[] };
  const order = body.results.find(
    (o) => (typeof o.vehicle === 'number' ? o.vehicle : o.vehicle.id) === vehicleId,
  );
  return order?.id ?? 0;
}

test('trade-in 2 signed out at maple_motors: the VIN, odometer and answers kept across a reload and the sign-in', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/trade-in-2/${vehicle.id}/details/`);
  const vin = page.getByRole('textbox', { name: /^VIN \(vehicle/ });
  await vin.fill(VIN);
  await page.getByRole('button', { name: 'Find by VIN' }).click();
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(/^Found: 2019 Honda Civic EX\.$/);
  const odometer = page.getByRole('textbox', { name: /^Odometer \(km\)/ });
  await odometer.fill('90,000');
  const accident = page.getByRole('radiogroup', { name: /accident/ });
  await accident.getByRole('radio', { name: 'Yes' }).check({ force: true });

  // Signed out, a reload keeps all of it.
  await page.reload();
  await expect(vin).toHaveValue(VIN);
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(/^Found: 2019 Honda Civic EX\.$/);
  await expect(odometer).toHaveValue('90,000');
  await expect(accident.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Signing in from the step keeps it too.
  await page.getByTestId('trade-in-save').click();
  await expect(page.getByRole('alert').filter({ hasText: /questions are not answered/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /^I confirm/ }).check({ force: true });
  for (const question of [/paint/, /repairs/, /protection plan/, /imported from the USA/]) {
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'No' })
      .check({ force: true });
  }
  // A loan asks its balance: refused until it is an amount, then kept with the rest.
  await page
    .getByRole('radiogroup', { name: /payments/ })
    .getByRole('radio', { name: 'Yes, a loan' })
    .check({ force: true });
  const due = page.getByRole('textbox', { name: /^Amount still due on the loan/ });
  await page.getByTestId('trade-in-save').click();
  await expect(due).toHaveAttribute('aria-invalid', 'true');
  await expect(due).toBeFocused();
  await due.fill('12,500.50');
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-save').click();
  const dialog = await signUp(page, `maple.trade2.${Date.now()}@example.com`, 'Ava', 'Singh');
  await dialog.getByRole('button', { name: /Continue trade-in/ }).click();
  const done = dialog.getByRole('button', { name: 'Done' });
  // Saved as soon as the sign-in completes, no second press: the photo step opens (the dialog's
  // "Done" may show over it first).
  await expect(
    done.or(page.getByRole('heading', { level: 1, name: 'Vehicle photos' })).first(),
  ).toBeVisible();
  if (await done.isVisible()) await done.click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicle.id}/photos/$`));
  // What was typed signed out is what the server has.
  const saved = (await (
    await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': 'maple_motors' } })
  ).json()) as { results: { vehicle: { id: number }; trade_in: Record<string, unknown> | null }[] };
  expect(saved.results.find((o) => o.vehicle.id === vehicle.id)?.trade_in).toMatchObject({
    odometer: 90000,
    vin: VIN,
    payoff: 1_250_050,
  });
  // The review says the loan's balance with the payments answer.
  await page.goto(`/maple_motors/en/trade-in-2/${vehicle.id}/review/`);
  await expect(page.getByTestId('trade-in-lien-due')).toHaveText('$12,500.50');
  await expectNoAxeViolations(page);
});
