import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  cheapestNewInStock,
  expectNoAxeViolations,
  plainSpaces,
  signedInWithOrder,
  signUp,
  tabTo,
} from './helpers.ts';

// The older trade-in flow, `trade-in/{id}/` (spec 3 §2 to §9): vehicle details, history (condition
// and active payments, then saved on the order), images (the six angles), review; in French at
// riviere_auto by keyboard, signed in; and in English at lone_star_motors (miles), signed out, what
// was entered kept across a reload and saved at sign-in. Axe on each step.

const ANGLES = ['Avant', 'Arrière', 'Côté gauche', 'Côté droit', 'Tableau de bord', 'Sièges et intérieur'];

/** A small JPEG drawn by the browser, as bytes. */
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

test('older trade-in flow in French at riviere_auto, keyboard: details, history, six images, review sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const DEALER = 'riviere_auto';
  const { vehicleId, orderId } = await signedInWithOrder(page, DEALER, 'fr');
  await page.goto(`/${DEALER}/fr/trade-in/${vehicleId}/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicleId}/details/$`));
  const steps = page.getByRole('navigation', { name: 'Étapes du véhicule d’échange' });
  await expect(steps.getByRole('link')).toHaveText([
    '1Détails du véhicule',
    '2Historique du véhicule',
    '3Photos du véhicule',
    '4Révision',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre véhicule' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Continuing without a vehicle says so, and the search takes focus.
  await tabTo(page, page.getByTestId('trade-in-continue'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Trouvez votre véhicule' })).toBeVisible();
  // The VIN, then the odometer as a French speaker writes it.
  const vin = page.getByRole('textbox', { name: /^Ou le NIV/ });
  await tabTo(page, vin);
  await page.keyboard.type('2HGFC2F56KH512345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: '2019 Honda Civic EX' })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: /^Odomètre \(km\)/ }));
  await page.keyboard.type('12 290 km');
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByTestId('trade-in-continue'));
  await page.keyboard.press('Enter');

  // History: an accident, a loan whose balance is refused until it is an amount.
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicleId}/history/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'L’historique de votre véhicule' })).toBeVisible();
  const accident = page.getByRole('radiogroup', { name: 'Le véhicule a-t-il eu un accident ?' });
  await tabTo(page, accident.getByRole('radio', { name: 'Oui' }));
  await page.keyboard.press('Space');
  await expect(accident.getByRole('radio', { name: 'Oui' })).toBeChecked();
  const payments = page.getByRole('radiogroup', {
    name: 'Faites-vous encore des paiements sur ce véhicule ?',
  });
  await tabTo(page, payments.getByRole('radio', { name: 'Non' }));
  await page.keyboard.press('ArrowRight');
  await expect(payments.getByRole('radio', { name: 'Oui, un prêt' })).toBeChecked();
  const due = page.getByRole('textbox', { name: /^Solde dû sur le prêt/ });
  await tabTo(page, due);
  await page.keyboard.type('beaucoup');
  await tabTo(page, page.getByTestId('trade-in-save'));
  await page.keyboard.press('Enter');
  await expect(due).toHaveAttribute('aria-invalid', 'true');
  await expect(due).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('8 000,50 $');
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByTestId('trade-in-save'));
  await page.keyboard.press('Enter');

  // Images: the six angles.
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicleId}/images/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Photos du véhicule' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [index, angle] of ANGLES.entries()) {
    await page.getByLabel(`Ajouter la photo : ${angle}`).setInputFiles({
      name: `${index}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, `#${(index * 2 + 3).toString(16)}3c`),
    });
    await expect(page.getByRole('img', { name: `Photo : ${angle}` })).toBeVisible();
  }
  await expect(page.getByTestId('trade-in-photo-count')).toHaveText('6 photos sur 6 ajoutées.');
  await tabTo(page, page.getByTestId('trade-in-photos-continue'));
  await page.keyboard.press('Enter');

  // Review: what was saved, sent to the dealership.
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicleId}/review/$`));
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText('2019 Honda Civic EX');
  await expect(page.getByText(plainSpaces('12 290 km'))).toBeVisible();
  await expect(page.getByTestId('trade-in-photos-missing')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByTestId('trade-in-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trade-in-submit')).toHaveCount(0);
  await expect(page.getByTestId('trade-in-status')).toContainText('concessionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Révisez votre véhicule d’échange');

  // The dealership's offer: the review becomes "Offre" (its step and its title), its text left to the
  // offer; accepted, the trade-in is included and the text greets the shopper by name.
  const staff = await playwrightRequest.newContext();
  try {
    const base = new URL(page.url()).origin;
    await staff.get(`${base}/api/health`);
    const csrf = async () =>
      (await staff.storageState()).cookies.find((c) => c.name === 'sf_csrf')?.value ?? '';
    const send = async (path: string, data: unknown, method: 'post' | 'put' = 'post') => {
      const res = await staff[method](`${base}${path}`, {
        headers: { 'X-Dealer-Code': DEALER, 'X-CSRF-Token': await csrf() },
        data,
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
    };
    await send('/api/dealer/auth/login/', {
      email: 'directeur@riviereauto.example.ca',
      password: 'demo-staff-2026',
    });
    const expires = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await send(
      `/api/dealer/orders/${orderId}/trade_in_offer/`,
      { amount: 1_234_500, expires_on: expires },
      'put',
    );
  } finally {
    await staff.dispose();
  }
  await page.reload();
  await expect(steps.getByRole('link')).toHaveText([
    '1Détails du véhicule',
    '2Historique du véhicule',
    '3Photos du véhicule',
    '4Offre',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’offre pour votre véhicule d’échange');
  await expect(page.getByTestId('trade-in-offer')).toBeVisible();
  await expect(page.getByTestId('trade-in-status')).toHaveText('');
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-accept').click();
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Nora, votre véhicule d’échange est inclus dans votre transaction.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’offre pour votre véhicule d’échange');
  // With the dealership, the history cannot change any more: it points to the review.
  await page.goto(`/${DEALER}/fr/trade-in/${vehicleId}/history/`);
  await expect(page.getByRole('link', { name: 'Révision' }).last()).toBeVisible();
  await expect(page.getByTestId('trade-in-save')).toHaveCount(0);
  const orders = (await (
    await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': DEALER } })
  ).json()) as { results: { vehicle: { id: number }; trade_in: Record<string, unknown> | null }[] };
  expect(orders.results.find((o) => o.vehicle.id === vehicleId)?.trade_in).toMatchObject({
    odometer: 12290,
    condition: ['involved_in_accident'],
    payoff: 800_050,
  });
});

test('older trade-in flow signed out at lone_star_motors: miles, kept across a reload, saved at sign-in, images, review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const vehicle = await cheapestNewInStock(page.request, 'lone_star_motors');
  // The history before the details points back to them.
  await page.goto(`/lone_star_motors/en/trade-in/${vehicle.id}/history/`);
  await expect(page.getByText('Choose your vehicle and enter its odometer first.')).toBeVisible();
  await page.getByRole('link', { name: 'Vehicle details' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicle.id}/details/$`));

  const year = new Date().getUTCFullYear() - 4;
  await page.getByRole('searchbox', { name: 'Year, make and model' }).fill(`${year} ford f-150`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radio', { name: `${year} Ford F-150 XLT` }).check({ force: true });
  const odometer = page.getByRole('textbox', { name: /^Odometer \(miles\)/ });
  await odometer.fill('48,000');
  await page.getByRole('checkbox', { name: 'Technology package' }).check({ force: true });
  await page.reload();
  await expect(page.getByRole('radio', { name: `${year} Ford F-150 XLT` })).toBeChecked();
  await expect(odometer).toHaveValue('48,000');
  await expect(page.getByRole('checkbox', { name: 'Technology package' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-continue').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your vehicle’s history' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /making payments/ })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
  await expect(page.getByText('Sign in to save this trade-in with your deal')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-save').click();
  const dialog = await signUp(page, `lone.star.classic.${Date.now()}@example.com`, 'Dale', 'Jensen');
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  await phone.clear();
  await phone.pressSequentially('5125550143');
  await dialog.getByRole('button', { name: /Continue trade-in/ }).click();
  const done = dialog.getByRole('button', { name: 'Done' });
  await expect(
    done.or(page.getByRole('heading', { level: 1, name: 'Vehicle photos' })).first(),
  ).toBeVisible();
  if (await done.isVisible()) await done.click();

  // Saved at sign-in, the images step opens; continuing with none asks first.
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicle.id}/images/$`));
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-photos-continue').click();
  const ask = page.getByRole('dialog', { name: 'Continue without every photo?' });
  await expect(ask).toContainText('6 photos are missing.');
  await ask.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicle.id}/review/$`));
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(`${year} Ford F-150 XLT`);
  await expect(page.getByText('48,000 mi')).toBeVisible();
  // The review says the photos are missing, and leads back to them.
  await expect(page.getByTestId('trade-in-photos-missing')).toHaveText(
    "6 photos are missing. The dealership's offer may take longer without them. Add photos",
  );
  await page.getByTestId('trade-in-photos-missing').getByRole('link', { name: 'Add photos' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-in/${vehicle.id}/images/$`));
  await page.goBack();
  await expectNoAxeViolations(page);
});
