import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, dealerPostalCode, expectNoAxeViolations, money, tabTo } from './helpers.ts';

// The external instant cash offer, `trade-in-external/{id}/` (spec 3 §2 and §4), at lone_star_motors
// (US, miles, USD): a signed-in shopper with a finance deal and a valued trade-in asks for an instant
// cash offer (the built-in provider's, labelled as its estimate), enters its code on review and puts it
// in the deal, then finds it as the payment's trade-in line. A wrong code is refused on the field,
// which keeps what was typed. The spec's redirects: review without an offer goes to welcome, an
// included trade-in to review.

const DEALER = 'lone_star_motors';

interface InstantOffer {
  offer_code: string;
  offer_id: string;
  amount: number;
  currency: string;
  valid_until: string;
}

async function shopperApi(page: Page) {
  const request: APIRequestContext = page.request;
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  return {
    get: async (path: string) => {
      const res = await request.get(path, { headers: { 'X-Dealer-Code': DEALER } });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    },
    post: async (path: string, data: unknown) => {
      const res = await request.post(path, {
        headers: { 'X-Dealer-Code': DEALER, 'X-CSRF-Token': await csrf() },
        data,
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    },
  };
}

test('external instant cash offer at lone_star_motors: asked for, a wrong code refused on its field, the right one puts it in the payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  const shopper = await shopperApi(page);
  await shopper.post('/api/customer/user/register/', {
    email: `ico.${Date.now()}@example.com`,
    first_name: 'Dale',
    last_name: 'Jensen',
    phone: '512-555-0142',
    consents: { dealer_data_collection: true },
  });
  const order = (await shopper.post('/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
    postal_code: await dealerPostalCode(page.request, DEALER),
  })) as { id: number };

  // Review without an offer goes to welcome, which says what an instant cash offer is and that the
  // vehicle is valued first.
  await page.goto(`/${DEALER}/en/trade-in-external/${vehicle.id}/review/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-external/${vehicle.id}/welcome/$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get an instant cash offer for your trade-in' }),
  ).toBeVisible();
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    "The offer starts from your vehicle's valuation: value your vehicle first, then come back here.",
  );
  await expect(page.getByRole('link', { name: 'Value my vehicle' })).toHaveAttribute(
    'href',
    `/${DEALER}/en/trade-in-black-book/${vehicle.id}/details/`,
  );
  await expectNoAxeViolations(page);

  // A valued trade-in on the deal (the black-book flow's, in miles).
  const year = new Date().getUTCFullYear() - 4;
  const tradeIn = (await shopper.post('/api/customer/tradein/', {
    order: order.id,
    vid: `demo-${year}-ford-f-150-xlt`,
    odometer: 48000,
  })) as { id: number };
  const pricing = async () =>
    (await shopper.post('/api/customer/payment-type/finance/pricing/', {
      order: order.id,
      vehicle: vehicle.id,
    })) as { payment: number; trade_in_credit: number };
  const before = await pricing();
  expect(before.trade_in_credit).toBe(0);

  // Welcome: the offer asked for, shown as the built-in provider's estimate, in dollars and the
  // page's date format; it takes focus.
  await page.reload();
  await page.getByTestId('ico-request').click();
  const card = page.getByTestId('ico-offer');
  await expect(card.getByRole('heading', { name: 'Instant cash offer' })).toBeFocused();
  const offer = (
    (await shopper.get(`/api/customer/tradein/${tradeIn.id}/`)) as { instant_offer: InstantOffer }
  ).instant_offer;
  expect(offer.currency).toBe('USD');
  const validUntil = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${offer.valid_until}T00:00:00Z`),
  );
  await expect(card.getByTestId('ico-amount')).toHaveText(money(offer.amount, 'en-US'));
  await expect(card.getByTestId('ico-valid-until')).toHaveText(validUntil);
  await expect(card.getByTestId('ico-provider')).toHaveText(
    "An estimate from Demo instant cash offer (sandbox), the storefront's built-in provider: made for trying the storefront, not a real offer.",
  );
  await expect(card).toContainText(`Offer code: ${offer.offer_code}.`);
  await expectNoAxeViolations(page);

  // Review: the amount and its validity, the code field with the offer's code.
  await page.getByTestId('ico-continue').click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-external/${vehicle.id}/review/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your instant cash offer' })).toBeVisible();
  await expect(page.getByTestId('ico-amount')).toHaveText(money(offer.amount, 'en-US'));
  await expect(page.getByTestId('ico-valid-until')).toHaveText(validUntil);
  const code = page.getByRole('textbox', { name: /^Offer code/ });
  await expect(code).toHaveValue(offer.offer_code);
  await expectNoAxeViolations(page);

  // A wrong code: refused on the field, in words, with focus, and what was typed kept.
  await code.fill('LSM-WRONG-42');
  await page.getByTestId('ico-submit').click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/This offer code is not the one of this trade-in\./);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('LSM-WRONG-42');
  await expectNoAxeViolations(page);
  expect((await pricing()).trade_in_credit).toBe(0);
  // No code at all: said before anything is sent.
  await code.fill('');
  await page.getByTestId('ico-submit').click();
  await expect(code).toHaveAccessibleDescription(/Enter your offer code\./);
  await expect(code).toBeFocused();

  // The right code: the offer is in the deal, and the review says so.
  await code.fill(offer.offer_code);
  await page.getByTestId('ico-submit').click();
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Dale, your trade-in is included in your deal.',
  );
  await expect(page.getByTestId('trade-in-credit')).toHaveText(
    `Trade-in value in your deal: ${money(offer.amount, 'en-US')}.`,
  );
  await expect(code).toHaveCount(0);
  await expectNoAxeViolations(page);
  const after = await pricing();
  expect(after.trade_in_credit).toBe(offer.amount);
  expect(after.payment).toBeLessThan(before.payment);

  // The payment step shows it as the trade-in line.
  await page.getByRole('link', { name: 'See my payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/payment/$`));
  const section = page.getByRole('region', { name: 'Trade-in' });
  await expect(section).toContainText('Trade-in value');
  await expect(section).toContainText(money(offer.amount, 'en-US').replace('.00', ''));
  // Its "Edit trade-in" opens the instant cash offer it came from.
  await section.getByRole('button', { name: 'Edit trade-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-external/${vehicle.id}/review/$`));

  // Included: welcome opens on review.
  await page.goto(`/${DEALER}/en/trade-in-external/${vehicle.id}/welcome/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-external/${vehicle.id}/review/$`));
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Dale, your trade-in is included in your deal.',
  );
});

test('external instant cash offer in French at riviere_auto, keyboard only: an offer the deal cannot carry is refused on the code field, in French', async ({
  page,
}) => {
  const dealer = 'riviere_auto';
  const vehicle = await cheapestNewInStock(page.request, dealer);
  await page.goto(`/${dealer}/fr/vehicle-list/`);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, {
      headers: { 'X-Dealer-Code': dealer, 'X-CSRF-Token': await csrf() },
      data,
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  await post('/api/customer/user/register/', {
    email: `offre.${Date.now()}@example.com`,
    first_name: 'Élise',
    last_name: 'Gagnon',
    phone: '514-555-0148',
    consents: { dealer_data_collection: true },
  });
  const order = (await post('/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
    postal_code: await dealerPostalCode(page.request, dealer),
  })) as { id: number };
  // A trade-in with a loan far above what it is worth.
  const year = new Date().getUTCFullYear() - 6;
  await post('/api/customer/tradein/', {
    order: order.id,
    vid: `demo-${year}-honda-civic-ex`,
    odometer: 90000,
    making_active_payments: 'F',
    financing_amount_due: 9_000_000,
  });

  await page.goto(`/${dealer}/fr/trade-in-external/${vehicle.id}/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-external/${vehicle.id}/welcome/$`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Obtenez une offre d’achat instantanée pour votre véhicule d’échange',
    }),
  ).toBeVisible();
  // Keyboard only from here: the offer asked for takes focus, the code is sent with Enter.
  await tabTo(page, page.getByTestId('ico-request'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Offre d’achat instantanée' })).toBeFocused();
  await expect(page.getByTestId('ico-provider')).toContainText('le fournisseur intégré à la boutique');
  await expect(page.getByTestId('ico-amount')).toHaveText(/^\d{1,3}(\u00a0\d{3})*,00\u00a0\$$/);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByTestId('ico-continue'));
  await page.keyboard.press('Enter');

  const code = page.getByRole('textbox', { name: /^Code de l’offre/ });
  const typed = await code.inputValue();
  expect(typed).toMatch(/^DEMO-/);
  await tabTo(page, code);
  await page.keyboard.press('Enter');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(
    /Le prêt sur ce véhicule dépasse cette offre de plus de .*\s: il ne peut donc pas être reporté dans votre transaction\./,
  );
  await expect(code).toBeFocused();
  await expect(code).toHaveValue(typed);
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Entrez le code de votre offre pour la reporter dans votre transaction.',
  );
  await expectNoAxeViolations(page);
});

test('external instant cash offer signed out: welcome asks to sign in to continue the trade-in', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await page.goto(`/${DEALER}/en/trade-in-external/${vehicle.id}/review/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-external/${vehicle.id}/welcome/$`));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in to get an instant cash offer' }).click();
  await expect(page.getByRole('dialog', { name: 'Value your trade-in' })).toBeVisible();
});
