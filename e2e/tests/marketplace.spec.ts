import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// The marketplace variant at riviere_auto (its marketplace seeded in the database, not patched on the
// way): a shopper who arrives from AutoAnnonces sees the marketplace's chrome, kept for the session;
// the same dealer's site without that arrival is unchanged.

const MARKETPLACE = 'https://autoannonces.example.ca/concessionnaires/riviere-auto/';

test('on a phone, arriving from the marketplace: the tel link, the try-before-you-buy banner and its modal, focus given back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/riviere_auto/en/vehicle-list/?marketplace=1');
  const header = page.locator('[data-marketplace-header]');
  // The number as both countries read it, its link in E.164.
  await expect(header.getByRole('link', { name: 'Call us (888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  const banner = page.getByRole('complementary', { name: 'Try before you buy' });
  const learnMore = banner.getByRole('button', { name: 'Learn more' });
  await learnMore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Try before you buy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Drive it for 7 days or 500 km.', { exact: false })).toBeVisible();
  // Focus is trapped in the modal.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(learnMore).toBeFocused();
  // Try now from the modal opens the contact form.
  await learnMore.click();
  await page
    .getByRole('dialog', { name: 'Try before you buy' })
    .getByRole('button', { name: 'Try now' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Contact the dealership' })).toBeVisible();
});

test('on a computer, arriving from the marketplace page: back header, French logo, phone and hours on /fr/, no custom footer, kept for the session', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/riviere_auto/fr/vehicle-list/', {
    referer: 'https://autoannonces.example.ca/annonce/42',
  });
  await expect(page.getByRole('link', { name: 'Retour à AutoAnnonces' })).toHaveAttribute(
    'href',
    MARKETPLACE,
  );
  const header = page.locator('[data-marketplace-header]');
  await expect(header.getByRole('img', { name: 'Place de marché AutoAnnonces' })).toHaveAttribute(
    'src',
    '/marketplace/autoannonces-fr.svg',
  );
  await expect(header.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  await expect(header.getByText('Heures : lun. au ven., 9 h à 18 h')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Essayer maintenant' })).toBeVisible();
  // The marketplace's header replaces the dealer's; no custom footer in marketplace mode; the banner is mobile only.
  await expect(page.locator('[data-contact-button]')).toHaveCount(0);
  await expect(page.getByText('Titulaire d’un permis de l’OPC')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Essayez avant d’acheter' })).toBeHidden();
  await expectNoAxeViolations(page);

  // The next page load, without the signal, stays in marketplace mode; in English, the English logo.
  await page.goto('/riviere_auto/en/vehicle-list/');
  await expect(page.locator('[data-marketplace-header]').getByRole('img')).toHaveAttribute(
    'src',
    '/marketplace/autoannonces-en.svg',
  );
  await expect(page.getByText('Hours: Mon–Fri 9 a.m.–6 p.m.')).toBeVisible();
});

test('the same dealer without the arrival from the marketplace shows no marketplace chrome', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/riviere_auto/fr/vehicle-list/', { referer: 'https://riviereauto.example.ca/' });
  await expect(page.getByText('Titulaire d’un permis de l’OPC')).toBeVisible();
  await expect(page.locator('[data-contact-button]').first()).toBeVisible();
  await expect(page.locator('[data-marketplace-header]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour à AutoAnnonces' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('complementary', { name: 'Essayez avant d’acheter' })).toHaveCount(0);
});
