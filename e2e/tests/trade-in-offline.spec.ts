import { expect, test } from './fixtures.ts';
import { expectNotSavedOffline, signedInWithOrder } from './helpers.ts';

// A trade-in step saved offline, on a French phone at riviere_auto (a shopper trial: only the HTTP
// client's toast appeared, nothing beside the button): the step says under its button that nothing
// was saved, the button keeps its place, what was typed is kept, and one tap once online saves.

const DEALER = 'riviere_auto';
const VIN = '2HGFC2F56KH512345';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('trade-in 2 details at riviere_auto in French on a phone: saved offline, says so under its button (entries kept), saves once online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { vehicleId } = await signedInWithOrder(page, DEALER, 'fr');
  await page.goto(`/${DEALER}/fr/trade-in-2/${vehicleId}/`);
  await page.getByTestId('trade-in-start').tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre véhicule' })).toBeVisible();

  const vin = page.getByRole('textbox', { name: /^NIV \(numéro/ });
  await vin.fill(VIN);
  await page.getByRole('button', { name: 'Trouver par NIV' }).tap();
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(/^Trouvé\s: 2019 Honda Civic EX\.$/);
  const odometer = page.getByRole('textbox', { name: /^Odomètre \(km\)/ });
  await odometer.fill('90 000');
  await page.getByRole('checkbox', { name: /^Je confirme/ }).check({ force: true });
  for (const question of [
    /accident/,
    /peinture/,
    /réparations/,
    /plan de protection/,
    /paiements/,
    /importé/,
  ])
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'Non' })
      .check({ force: true });

  // Offline: after the client's retries the step says, under its button, that nothing was saved.
  const save = page.getByRole('button', { name: 'Enregistrer et ajouter les photos' });
  // Its place in the step (from the step's heading: the shell's offline banner above may push both).
  const top = () =>
    save.evaluate((b) => {
      const heading = document.querySelector('#trade-in-title');
      return Math.round(b.getBoundingClientRect().top - (heading?.getBoundingClientRect().top ?? 0));
    });
  const before = await top();
  await context.setOffline(true);
  await save.tap();
  const alert = await expectNotSavedOffline(page, 'Enregistrer et ajouter les photos', [
    [odometer, '90 000'],
    [vin, VIN],
  ]);
  // Under the button, which kept its place and focus.
  const [alertTop, saveBottom] = [
    await alert.evaluate((p) => p.getBoundingClientRect().top),
    await save.evaluate((b) => b.getBoundingClientRect().bottom),
  ];
  expect(alertTop).toBeGreaterThanOrEqual(saveBottom);
  expect(await top()).toBe(before);
  await expect(save).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/details/$`));

  // Online again: one tap saves and goes on to the photos.
  await context.setOffline(false);
  await save.tap();
  await expect(page).toHaveURL(new RegExp(`/trade-in-2/${vehicleId}/photos/$`));
});
