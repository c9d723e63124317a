import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations, money, plainSpaces, signUp, tabTo } from './helpers.ts';

// Issue 19, the black-book trade-in at maple_motors (spec 3 §2 to §7): a signed-in shopper with a
// finance deal values a vehicle (year / make / model / trim search, km, an option) and sees the
// demo valuation's estimate labelled as such, saves it on the deal, sends it to the dealership, and
// finds it on the saved deal; once the dealer's offer is accepted the flow opens on its review. The
// spec's redirects: review without a valuation goes to details, an included trade-in to review.

const DEALER = 'maple_motors';

async function api(request: APIRequestContext, cookies: () => Promise<string>) {
  const headers = async () => ({ 'X-Dealer-Code': DEALER, 'X-CSRF-Token': await cookies() });
  return {
    get: async (path: string) => {
      const res = await request.get(path, { headers: { 'X-Dealer-Code': DEALER } });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    },
    send: async (method: 'post' | 'put', path: string, data: unknown) => {
      const res = await request[method](path, { headers: await headers(), data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    },
  };
}

test('black-book trade-in: search, km, options, a labelled demo estimate, saved and sent with the deal, then included', async ({
  page,
}) => {
  // The whole way from valuation to an accepted offer and back out: more pages than one minute allows
  // on a busy two-core machine.
  test.setTimeout(120_000);
  const vehicle = await cheapestNewInStock(page.request, DEALER);
  await page.goto(`/${DEALER}/en/vehicle-list/`);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const shopper = await api(page.request, csrf);
  await shopper.send('post', '/api/customer/user/register/', {
    email: `trade.in.${Date.now()}@example.com`,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '416-555-0147',
    consents: { dealer_data_collection: true },
  });
  const order = (await shopper.send('post', '/api/customer/order/', {
    vehicle: vehicle.id,
    payment_type: 'finance',
    postal_code: 'M5V 2T6',
  })) as { id: number };

  // Get started.
  await page.goto(`/${DEALER}/en/trade-in-black-book/${vehicle.id}/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/welcome/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Value your trade-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-start').click();

  // Vehicle details: search, choose the trim, the odometer in km, an option, the estimate.
  await expect(page.getByRole('heading', { level: 1, name: 'Your vehicle' })).toBeVisible();
  const year = new Date().getUTCFullYear() - 6;
  await page.getByRole('searchbox', { name: 'Year, make and model' }).fill(`${year} honda civic`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 vehicles found.' })).toBeVisible();
  await page.getByRole('radio', { name: `${year} Honda Civic EX` }).check({ force: true });
  // An odometer that is not a distance: the field says so, is marked invalid and takes focus.
  const odometer = page.getByRole('textbox', { name: /^Odometer \(km\)/ });
  await odometer.fill('abc');
  await page.getByTestId('trade-in-value').click();
  await expect(odometer).toBeFocused();
  await expect(odometer).toHaveAttribute('aria-invalid', 'true');
  await expect(odometer).toHaveAccessibleDescription(/Enter a whole number of km from 0 to 999,999/);
  await odometer.fill('90000');
  await page.getByRole('checkbox', { name: 'Power sunroof' }).check({ force: true });
  await expectNoAxeViolations(page);
  await page.getByTestId('trade-in-value').click();
  const estimate = page.getByTestId('trade-in-estimate');
  await expect(estimate).toBeVisible();
  const quoted = (await shopper.get(
    `/api/customer/cbb-vehicle/get_valuation/?vid=demo-${year}-honda-civic-ex&odometer=90000&options=power_sunroof`,
  )) as { trade_in_target: number; trade_in_low: number; trade_in_high: number };
  await expect(page.getByTestId('trade-in-target')).toHaveText(
    money(quoted.trade_in_target, 'en-CA').replace('.00', ''),
  );
  await expect(page.getByTestId('trade-in-sandbox')).toContainText('Demo valuation (sandbox estimates)');
  await expect(page.getByTestId('trade-in-sandbox')).toContainText('not a market value');
  await expectNoAxeViolations(page);

  // Save and review, then send it to the dealership.
  await page.getByTestId('trade-in-save').click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/review/$`));
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(`${year} Honda Civic EX`);
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Send your trade-in to the dealership to get an offer.',
  );
  await expectNoAxeViolations(page);
  // Valued and saved, not yet sent: the payment step says so with its estimate, not "No trade-in"
  // (found in a shopper trial), and its button opens it again.
  await page.getByRole('link', { name: 'See my payment' }).click();
  const draftSection = page.getByRole('region', { name: 'Trade-in' });
  await expect(draftSection).toContainText(
    `${year} Honda Civic EX: estimated at ${money(quoted.trade_in_target, 'en-CA')}, not yet in your deal.`,
  );
  await draftSection.getByRole('button', { name: 'View trade-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/review/$`));
  await page.getByTestId('trade-in-submit').click();
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Your trade-in is with the dealership. You will see its offer here.',
  );
  await expect(page.getByTestId('trade-in-submit')).toHaveCount(0);

  // The saved deal shows it.
  await page.goto(`/${DEALER}/en/my-vehicles/`);
  const summary = page.getByTestId('trade-in-summary');
  await expect(summary).toContainText(`Trade-in: ${year} Honda Civic EX`);
  await expect(summary).toContainText(
    `Demo estimate: ${money(quoted.trade_in_target, 'en-CA').replace('.00', '')}`,
  );
  await expect(summary).toContainText('Awaiting the dealership');
  await expectNoAxeViolations(page);

  // The payment step says it is with the dealership, rather than offering to add a trade-in.
  await page.goto(`/${DEALER}/en/conf/${vehicle.id}/payment/`);
  const sentSection = page.getByRole('region', { name: 'Trade-in' });
  await expect(sentSection).toContainText(
    `${year} Honda Civic EX: sent to the dealership, awaiting its offer.`,
  );
  await expect(sentSection.getByRole('button', { name: 'Add a trade-in' })).toHaveCount(0);
  await expect(sentSection.getByRole('button', { name: 'View trade-in' })).toBeVisible();
  // The deal chose the dealer financing bonus for the new vehicle's finance payment (spec 2 §4): the
  // order holds it before the payments below are compared (else the order's pricing moves by it).
  await expect
    .poll(
      async () =>
        ((await shopper.get(`/api/customer/order/${order.id}/`)) as { incentives?: unknown[] }).incentives
          ?.length ?? 0,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);

  // Review without a valuation (another vehicle, no trade-in) goes to the details.
  const other = (
    (await shopper.get('/api/customer/inventory/simple/?condition=new&sort=price&page_size=5')) as {
      results: { id: number }[];
    }
  ).results.find((v) => v.id !== vehicle.id);
  if (!other) throw new Error('a second vehicle expected');
  await page.goto(`/${DEALER}/en/trade-in-black-book/${other.id}/review/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${other.id}/details/$`));

  // The dealer's offer (above the estimate), accepted: the trade-in is included, and the flow opens
  // on its review.
  const offered = quoted.trade_in_target + 10_500;
  const staff = await playwrightRequest.newContext();
  try {
    const base = new URL(page.url()).origin;
    await staff.get(`${base}/api/health`);
    const staffCsrf = async () =>
      (await staff.storageState()).cookies.find((c) => c.name === 'sf_csrf')?.value ?? '';
    const rep = await api(staff, staffCsrf);
    await rep.send('post', `${base}/api/dealer/auth/login/`, {
      email: 'rep@maplemotors.example.ca',
      password: 'demo-staff-2026',
    });
    const expires = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await rep.send('put', `${base}/api/dealer/orders/${order.id}/trade_in_offer/`, {
      amount: offered,
      expires_on: expires,
    });
  } finally {
    await staff.dispose();
  }
  const pricing = async () =>
    (await shopper.send('post', '/api/customer/payment-type/finance/pricing/', {
      order: order.id,
      vehicle: vehicle.id,
    })) as { payment: number; trade_in_credit: number };
  const before = await pricing();

  // The offer on the review: declining asks for a comment (the modal keeps focus and gives it back).
  await page.goto(`/${DEALER}/en/trade-in-black-book/${vehicle.id}/review/`);
  const offer = page.getByTestId('trade-in-offer');
  await expect(offer).toContainText(`The dealership offers ${money(offered, 'en-CA')} for your trade-in.`);
  await expectNoAxeViolations(page);
  const decline = offer.getByRole('button', { name: 'Decline' });
  await decline.click();
  const dialog = page.getByRole('dialog', { name: 'Decline the offer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Decline the offer' }).click();
  await expect(dialog.getByRole('textbox', { name: /Your comment/ })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(decline).toBeFocused();

  // Accepted: included, its value in the deal, and the payment lower by it.
  await page.getByTestId('trade-in-accept').click();
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Nora, your trade-in is included in your deal.',
  );
  await expect(page.getByTestId('trade-in-credit')).toHaveText(
    `Trade-in value in your deal: ${money(offered, 'en-CA')}.`,
  );
  await expectNoAxeViolations(page);
  const after = await pricing();
  expect(after.trade_in_credit).toBe(offered);
  expect(after.payment).toBeLessThan(before.payment);

  // The saved deal: the accepted offer rather than the estimate, and the trade-in step completed.
  await page.goto(`/${DEALER}/en/my-vehicles/`);
  await expect(summary).toContainText(`Accepted offer: ${money(offered, 'en-CA')}`);
  await expect(summary).not.toContainText('estimate');
  await expect(summary).toContainText('Included in the deal');
  await expect(page.getByTestId('saved-order')).toContainText('Value your trade-inCompleted');

  // An included trade-in: details (and welcome) open on the review.
  await page.goto(`/${DEALER}/en/trade-in-black-book/${vehicle.id}/details/`);
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/review/$`));
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Nora, your trade-in is included in your deal.',
  );

  // "See my payment" opens the deal's payment step, which shows the trade-in's value, and its
  // "Edit trade-in" opens the trade-in.
  await page.getByRole('link', { name: 'See my payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/payment/$`));
  const section = page.getByRole('region', { name: 'Trade-in' });
  await expect(section).toContainText('Trade-in value');
  await expect(section).toContainText(money(offered, 'en-CA').replace('.00', ''));
  await section.getByRole('button', { name: 'Edit trade-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/review/$`));

  // Taken out of the deal (the exclude modal, a comment required): excluded, the payment back.
  await page.getByRole('button', { name: 'Remove from my deal' }).click();
  const exclude = page.getByRole('dialog', { name: 'Remove the trade-in from your deal' });
  await exclude.getByRole('textbox', { name: /Your comment/ }).fill('I will sell it myself.');
  await expectNoAxeViolations(page);
  await exclude.getByRole('button', { name: 'Remove the trade-in' }).click();
  await expect(exclude).toHaveCount(0);
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Nora, your trade-in is not included in your deal.',
  );
  const removed = await pricing();
  expect(removed.trade_in_credit).toBe(0);
  expect(removed.payment).toBe(before.payment);
});

test('black-book trade-in signed out at lone_star_motors: miles, kept across a reload, saved at sign-in', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'lone_star_motors');
  await page.goto(`/lone_star_motors/en/trade-in-black-book/${vehicle.id}/details/`);
  const year = new Date().getUTCFullYear() - 4;
  await page.getByRole('searchbox', { name: 'Year, make and model' }).fill(`${year} ford f-150`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radio', { name: `${year} Ford F-150 XLT` }).check({ force: true });
  await page.getByRole('textbox', { name: /^Odometer \(miles\)/ }).fill('48,000');
  await page.getByRole('checkbox', { name: 'Technology package' }).check({ force: true });

  // Signed out, what was entered survives a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: `${year} Ford F-150 XLT` })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Odometer \(miles\)/ })).toHaveValue('48,000');
  await expect(page.getByRole('checkbox', { name: 'Technology package' })).toBeChecked();
  await page.getByTestId('trade-in-value').click();
  await expect(page.getByTestId('trade-in-target')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await expect(page.getByText('Sign in to save this trade-in with your deal')).toBeVisible();
  await expectNoAxeViolations(page);

  // Sign in to save: once signed up, it is saved on a new order and reviewed.
  await page.getByTestId('trade-in-save').click();
  const dialog = await signUp(page, `lone.star.trade.${Date.now()}@example.com`, 'Dale', 'Jensen');
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  await phone.clear();
  await phone.pressSequentially('5125550142');
  await dialog.getByRole('button', { name: /Continue trade-in/ }).click();
  const done = dialog.getByRole('button', { name: 'Done' });
  await expect(done.or(page.getByTestId('trade-in-vehicle')).first()).toBeVisible();
  if (await done.isVisible()) await done.click();
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/review/$`));
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText(`${year} Ford F-150 XLT`);
  await expect(page.getByText('48,000 mi')).toBeVisible();
  await expect(page.getByTestId('trade-in-submit')).toBeVisible();
  const orders = (await (
    await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': 'lone_star_motors' } })
  ).json()) as {
    results: {
      vehicle: { id: number };
      trade_in: { odometer: number; unit: string; accessories: string[] } | null;
    }[];
  };
  const saved = orders.results.find((o) => o.vehicle.id === vehicle.id);
  expect(saved?.trade_in).toMatchObject({ odometer: 48000, unit: 'mi', accessories: ['technology_package'] });
  await expectNoAxeViolations(page);
});

test('black-book trade-in in French at riviere_auto, keyboard only: VIN, km typed with their unit, an accident, a loan above the value', async ({
  page,
}) => {
  const DEALER_FR = 'riviere_auto';
  const vehicle = await cheapestNewInStock(page.request, DEALER_FR);
  await page.goto(`/${DEALER_FR}/fr/vehicle-list/`);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const headers = async () => ({ 'X-Dealer-Code': DEALER_FR, 'X-CSRF-Token': await csrf() });
  const registered = await page.request.post('/api/customer/user/register/', {
    headers: await headers(),
    data: {
      email: `reprise.${Date.now()}@example.com`,
      first_name: 'Élise',
      last_name: 'Gagnon',
      phone: '514-555-0148',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);

  await page.goto(`/${DEALER_FR}/fr/trade-in-black-book/${vehicle.id}/details/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre véhicule' })).toBeVisible();

  // The VIN: a wrong check digit is refused in French, on the field, which keeps focus.
  const vin = page.getByRole('textbox', { name: /^Ou le NIV/ });
  // Focus stays in the field: the refusal is also announced, from the first find (its status is on
  // the page, empty, before it).
  const vinStatus = page.getByTestId('trade-in-vin-status');
  await expect(vinStatus).toHaveRole('status');
  await expect(vinStatus).toHaveText('');
  await tabTo(page, vin);
  await page.keyboard.type('2hgfc2f57kh512345');
  await page.keyboard.press('Enter');
  await expect(vinStatus).toHaveText('Ce NIV n’est pas valide : vérifiez chaque caractère.');
  await expect(vin).toHaveAttribute('aria-invalid', 'true');
  await expect(vin).toHaveAccessibleDescription(/Ce NIV n’est pas valide\s: vérifiez chaque caractère\./);
  await expect(vin).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2HGFC2F56KH512345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Trouvé : 2019 Honda Civic EX.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '2019 Honda Civic EX' })).toBeChecked();

  // The odometer as a French speaker writes it, with its unit.
  await tabTo(page, page.getByRole('textbox', { name: /^Odomètre \(km\)/ }));
  await page.keyboard.type('12 290 km');
  // An accident (Space on the group's first choice, Oui); a loan (arrow to "Oui, un prêt") and its balance.
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
  await tabTo(page, page.getByRole('textbox', { name: /^Solde dû sur le prêt/ }));
  await page.keyboard.type('30 000,50 $');
  await tabTo(page, page.getByTestId('trade-in-value'));
  await page.keyboard.press('Enter');
  // The estimate, further down, takes focus (its heading): a keyboard or screen-reader user is told.
  await expect(page.getByTestId('trade-in-estimate').getByRole('heading', { level: 2 })).toBeFocused();

  // The estimate after the accident's deduction, why, and the negative equity carried into the deal.
  const quoted = (await (
    await page.request.get(
      '/api/customer/cbb-vehicle/get_valuation/?vid=demo-2019-honda-civic-ex&odometer=12290&condition=involved_in_accident',
      { headers: { 'X-Dealer-Code': DEALER_FR } },
    )
  ).json()) as { trade_in_target: number; base_target: number; adjustments: { amount: number }[] };
  const estimate = page.getByTestId('trade-in-estimate');
  await expect(page.getByTestId('trade-in-target')).toHaveText(
    money(quoted.trade_in_target, 'fr-CA').replace(',00', ''),
  );
  await expect(estimate.getByRole('listitem')).toHaveText(
    `Accident déclaré : ${money(quoted.adjustments[0]?.amount ?? 0, 'fr-CA')}`,
  );
  const negative = 3_000_050 - quoted.trade_in_target;
  expect(negative).toBeGreaterThan(0);
  await expect(page.getByTestId('trade-in-equity')).toHaveText(
    `Solde dû de ${money(3_000_050, 'fr-CA')}, plus que l’estimation : un avoir négatif de ${money(negative, 'fr-CA')} s’ajoute au montant financé.`,
  );
  await expectNoAxeViolations(page);

  // Saved with its answers and its loan: the review says the same.
  await tabTo(page, page.getByTestId('trade-in-save'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/trade-in-black-book/${vehicle.id}/review/$`));
  await expect(page.getByTestId('trade-in-vehicle')).toHaveText('2019 Honda Civic EX');
  await expect(page.getByText(plainSpaces('12 290 km'))).toBeVisible();
  await expect(page.getByTestId('trade-in-equity')).toContainText(
    `un avoir négatif de ${money(negative, 'fr-CA')}`,
  );
  await expectNoAxeViolations(page);
  const orders = (await (
    await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': DEALER_FR } })
  ).json()) as {
    results: { id: number; vehicle: { id: number }; trade_in: Record<string, unknown> | null }[];
  };
  const saved = orders.results.find((o) => o.vehicle.id === vehicle.id)?.trade_in;
  expect(saved).toMatchObject({
    odometer: 12290,
    condition: ['involved_in_accident'],
    payoff: 3_000_050,
    equity: -negative,
  });

  // An instant cash offer, asked for and taken by keyboard: the trade-in goes to the dealership.
  const low = (saved?.valuation as { trade_in_low: number } | undefined)?.trade_in_low ?? 0;
  await tabTo(page, page.getByRole('button', { name: 'Obtenir une offre d’achat instantanée' }));
  await page.keyboard.press('Enter');
  const ico = page.getByTestId('trade-in-ico');
  await expect(ico).toContainText(
    plainSpaces(`Nous offrons ${money(Math.floor(low / 10_000) * 10_000, 'fr-CA')} pour votre véhicule`),
  );
  // The demo provider is named in the page's language.
  await expect(ico).toContainText('Offre de démonstration (Acheteur instantané de démonstration)');
  await expectNoAxeViolations(page);
  await tabTo(page, ico.getByRole('button', { name: 'Accepter cette offre' }));
  await page.keyboard.press('Enter');
  // The loan is more than the offer plus the dealer's limit: the offer cannot enter the deal, and the
  // shopper is told why, in French; the trade-in stays a draft they may still send to the dealership.
  await expect(
    page.getByText(
      /^Le prêt sur ce véhicule dépasse cette offre de plus de 10\s000,00\s\$\s: il ne peut donc pas être reporté dans votre transaction\./,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('trade-in-status')).toHaveText(
    'Envoyez votre véhicule d’échange au concessionnaire pour obtenir une offre.',
  );
  // Sent by keyboard: focus goes to the status saying so, not to "Remove from my deal" (a second
  // Enter would have opened its removal).
  await tabTo(page, page.getByTestId('trade-in-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trade-in-submit')).toHaveCount(0);
  await expect(page.getByTestId('trade-in-status')).toBeFocused();
  await expect(page.getByTestId('trade-in-status')).not.toHaveText(
    'Envoyez votre véhicule d’échange au concessionnaire pour obtenir une offre.',
  );
  await expectNoAxeViolations(page);
});
