import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';

// Shared helpers of the journeys: axe on each page, the dev mailbox, seeded data read from the API.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/**
 * Continues to the next build-and-price step and waits until it is on screen: its step link is the
 * current one (a navigation changes the URL at once, the page once the next step's code is in).
 */
export async function continueTo(page: Page, step: string) {
  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(new RegExp(`/${step}/$`));
  await expect(page.locator(`nav a[aria-current="step"][href$="/${step}/"]`)).toBeAttached();
}

/** Dealers whose deal steps are in order (seeded `vdp_flow: checkout`, a linear flow, spec 2 section 4). */
export const LINEAR_FLOW_DEALERS: ReadonlySet<string> = new Set(['riviere_auto']);

/**
 * The payment step of a vehicle's deal as a shopper reaches it: by its URL where every step is open; at
 * a dealer whose steps are in order (a later step opened by its URL goes to the first open one), from
 * the accessories, each step before the payment passed with Continue.
 */
export async function gotoPaymentStep(page: Page, dealer: string, language: string, vehicleId: number) {
  const base = `/${dealer}/${language}/conf/${vehicleId}`;
  if (!LINEAR_FLOW_DEALERS.has(dealer)) {
    await page.goto(`${base}/payment/`);
    return;
  }
  await page.goto(`${base}/accessories/`);
  for (const step of ['protection', 'incentives', 'payment']) await continueTo(page, step);
}

/** Some dealers ask for a phone number and a preferred contact method at sign-in. */
export async function fillPhoneIfShown(dialog: Locator) {
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  if ((await phone.count()) > 0) await phone.fill('(416) 555-0147');
  const byEmail = dialog.getByRole('radio', { name: /^(Email|Courriel)$/ });
  if ((await byEmail.count()) > 0) await byEmail.check({ force: true });
}

/** The consent every demo dealer requires at sign-up (spec 3 §5), in English or French. */
export const REQUIRED_CONSENT = /collects and uses my information|recueille et utilise mes renseignements/;

/** Ticks the dealer's required consent in the sign-up form. */
export async function acceptRequiredConsent(dialog: Locator) {
  await dialog.getByRole('checkbox', { name: REQUIRED_CONSENT }).check({ force: true });
}

/** The latest one-time code sent to an address, read from the server's dev mailbox page. */
export async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      // Newest first; the newest e-mail to the address may be another one (a sign-in link sent with
      // the code), so the first that carries a code.
      const articles = html.split('<article>').filter((a) => a.includes(email));
      code = articles.map((a) => /(?:code is|code est) (\d{6})/.exec(a)?.[1]).find((c) => c !== undefined);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

export interface SeededVehicle {
  id: number;
  formatted_name: string;
  listing_price: number;
  delivery_charge: number | null;
  stock_status: string;
  vehicle_condition: string;
}

/** The cheapest new in-stock vehicle of a dealer (seeded data, read from the public inventory). */
export async function cheapestNewInStock(request: APIRequestContext, dealer: string): Promise<SeededVehicle> {
  const response = await request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    {
      headers: { 'X-Dealer-Code': dealer },
    },
  );
  const body = (await response.json()) as { results: SeededVehicle[] };
  const vehicle = body.results.find((v) => v.stock_status === 'in stock');
  if (!vehicle) throw new Error(`no new vehicle in stock at ${dealer}`);
  return vehicle;
}

export interface SeededAddon {
  id: number;
  title?: string;
  name?: string;
  price?: number;
  pre_installed?: boolean;
  is_removable?: boolean;
  prices?: Array<{ id: number; price: number; payment_type: string | null }>;
}

/** Accessories and protection plans of a vehicle (their catalogue prices). */
export async function addonsOf(
  request: APIRequestContext,
  dealer: string,
  vehicle: number,
  paymentType: string,
) {
  const headers = { 'X-Dealer-Code': dealer };
  const accessories = (await (
    await request.get(`/api/aftermarket/accessory/?vehicle=${vehicle}&page_size=100`, { headers })
  ).json()) as { results: SeededAddon[] };
  const plans = (await (
    await request.get(
      `/api/aftermarket/protection-plan/?vehicle=${vehicle}&payment_type=${paymentType}&page_size=100`,
      {
        headers,
      },
    )
  ).json()) as { results: SeededAddon[] };
  return { accessories: accessories.results, plans: plans.results };
}

/** Money as the storefront writes it: en-CA `$12,345.67`, fr-CA `12 345,67 $` (no-break spaces), negatives with U+2212. */
export function money(cents: number, locale: 'en-CA' | 'en-US' | 'fr-CA'): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  const sign = cents < 0 ? '\u2212' : '';
  if (locale === 'fr-CA') {
    const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
    return `${sign}${grouped},${rest}\u00a0$`;
  }
  return `${sign}$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/** Text with any kind of space made a plain space (Intl uses no-break and narrow no-break spaces). */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * The pricing header's payment as shown (its first amount: a change's difference may follow it for a
 * moment), with no-break spaces made plain.
 */
export async function headerPaymentText(page: Page): Promise<string> {
  const amount = page.getByTestId('pricing-header').locator('[data-payment-amount]').first();
  return plainSpaces((await amount.textContent()) ?? '');
}

/** Monthly payment of a loan (standard amortisation), cents, unrounded. */
export function monthlyPayment(principalCents: number, aprPercent: number, months: number): number {
  const r = aprPercent / 100 / 12;
  return r === 0 ? principalCents / months : (principalCents * r) / (1 - (1 + r) ** -months);
}

/** Opens sign-in from the header: the account menu's Log in item. */
export async function openSignIn(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log in' }).click();
}

/** Signs up in the open sign-in dialog. */
export async function signUp(page: Page, email: string, first = 'Nora', last = 'Tremblay') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const firstName = dialog.getByRole('textbox', { name: /^(First name|Prénom)/ });
  if ((await firstName.count()) > 0) await firstName.fill(first);
  const lastName = dialog.getByRole('textbox', { name: /^(Last name|Nom)\b/ });
  if ((await lastName.count()) > 0) await lastName.fill(last);
  await dialog.getByRole('textbox', { name: /^(Email|Courriel)/ }).fill(email);
  await fillPhoneIfShown(dialog);
  await acceptRequiredConsent(dialog);
  return dialog;
}

/**
 * Books the first free time of the first open day, in the appointment page's visit section (`page`:
 * the page, or the frame the storefront is in, where the pickers' options show).
 */
export async function bookFirstTime(page: Page | FrameLocator, visit: Locator) {
  await visit.getByRole('button', { name: /Day$/ }).click();
  await page.getByRole('option').first().click();
  await visit.getByRole('button', { name: /Time$/ }).click();
  await page.getByRole('option').first().click();
  await visit.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByTestId('appointment-booked')).toBeVisible();
}

/** The dealer's own postal code (its taxes are the ones the journeys compute). */
export async function dealerPostalCode(request: APIRequestContext, dealer: string): Promise<string> {
  const response = await request.get('/api/customer/dealership/home-dealership/', {
    headers: { 'X-Dealer-Code': dealer },
  });
  return ((await response.json()) as { postal_code: string }).postal_code;
}

/** Answers the required postal-code modal (payment and review steps until the deal has one). */
export async function answerPostalCode(page: Page, postalCode: string) {
  const dialog = page.getByRole('dialog', { name: /postal|ZIP/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(postalCode);
  await dialog.getByRole('button', { name: /Update pricing|Mettre à jour les prix/ }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Drops the answers the server embeds in the document (the storefront's boot data), so that the
 * page asks the network for them: for journeys that change or break those answers on the way.
 */
export async function withoutEmbeddedAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|media)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="sf-boot">[\s\S]*?<\/script>/,
        '',
      );
      return route.fulfill({ response, body: html });
    },
  );
}

/**
 * The storefront's API as the signed-in page calls it (its cookies, the anti-forgery token), for a
 * journey's setup: each call must succeed.
 */
export async function api(page: Page, dealer = 'maple_motors') {
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const headers = async () => ({ 'X-Dealer-Code': dealer, 'X-CSRF-Token': await csrf() });
  return {
    post: async (path: string, data: unknown) => {
      const res = await page.request.post(path, { headers: await headers(), data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    },
    put: async (path: string, data: unknown) => {
      const res = await page.request.put(path, { headers: await headers(), data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    },
    patch: async (path: string, data: unknown) => {
      const res = await page.request.patch(path, { headers: await headers(), data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    },
  };
}

/**
 * The signed-in shopper's deal on the vehicle, saved and built (every build-and-price step completed):
 * what a linear dealer (riviere_auto) asks before its deposit. Its order's id.
 */
export async function builtDeal(page: Page, dealer: string, vehicleId: number, origin = ''): Promise<number> {
  const client = await api(page, dealer);
  const order = (await client.post(`${origin}/api/customer/order/`, { vehicle: vehicleId })) as {
    id: number;
  };
  await client.put(`${origin}/api/customer/order-steps/${order.id}/`, {
    progress: { accessories: 1, protections: 1, payment: 1, review: 1 },
  });
  return order.id;
}

/**
 * A shopper signed up through the API on the dealer's page (the page's cookies) with an order on the
 * dealer's cheapest new vehicle in stock: its vehicle's and its order's ids.
 */
export async function signedInWithOrder(
  page: Page,
  dealer: string,
  language = 'en',
): Promise<{ vehicleId: number; orderId: number }> {
  await page.goto(`/${dealer}/${language}/vehicle-list/`);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const headers = { 'X-Dealer-Code': dealer, 'X-CSRF-Token': await csrf() };
  const registered = await page.request.post('/api/customer/user/register/', {
    headers,
    data: {
      email: `credit.${Date.now()}@example.com`,
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: dealer === 'lone_star_motors' ? '512-555-0147' : '416-555-0147',
      postal_code: { riviere_auto: 'H2X 1Y4', lone_star_motors: '78704' }[dealer] ?? 'M5V 2T6',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const vehicle = await cheapestNewInStock(page.request, dealer);
  const order = await page.request.post('/api/customer/order/', {
    headers: { ...headers, 'X-CSRF-Token': await csrf() },
    data: { vehicle: vehicle.id },
  });
  expect(order.status(), await order.text()).toBeLessThan(300);
  return { vehicleId: vehicle.id, orderId: Number(((await order.json()) as { id: number }).id) };
}

/**
 * A French step saved (tapped) offline: after the HTTP client's retries, an alert in view says that
 * nothing was saved, that what was typed is kept and to tap `button` again; each of `kept` still holds
 * its value, and the page has no axe violation. Returns the alert (a step checks where it stands).
 */
export async function expectNotSavedOffline(
  page: Page,
  button: string,
  kept: readonly (readonly [Locator, string])[],
): Promise<Locator> {
  const alert = page
    .getByRole('alert')
    .filter({ hasText: /^Non enregistré\u00a0: nous n’avons pas pu joindre le serveur/ });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toBeInViewport();
  await expect(alert).toContainText(
    `Ce que vous avez saisi est conservé\u202f; vérifiez votre connexion et touchez «\u00a0${button}\u00a0» de nouveau.`,
  );
  for (const [field, value] of kept) await expect(field).toHaveValue(value);
  await expectNoAxeViolations(page);
  return alert;
}

/** Presses Tab (at most `limit` times) until `target` has focus: the keyboard reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const BILLING = {
  en: {
    address: ['Address', '100 King St W'],
    city: ['City', 'Toronto'],
    province: 'Ontario',
    postal: ['Postal code', 'M5V 2T6'],
    phone: ['Phone', '4165550147'],
    cardName: 'Name on the card',
  },
  fr: {
    address: ['Adresse', '1250, boulevard Saint-Laurent'],
    city: ['Ville', 'Montréal'],
    province: 'Québec',
    postal: ['Code postal', 'H2X 1Y4'],
    phone: ['Téléphone', '5145550147'],
    cardName: 'Nom sur la carte',
  },
} as const;

/**
 * Fills the deposit form's billing address (Toronto in English, Montréal in French), its phone when the
 * profile left it empty, and the name on the card; the card fields are each journey's own.
 */
export async function fillBilling(page: Page, form: Locator, language: 'en' | 'fr', nameOnCard: string) {
  const billing = BILLING[language];
  await form
    .getByRole('textbox', { name: billing.address[0], exact: language === 'fr' })
    .first()
    .fill(billing.address[1]);
  await form.getByRole('textbox', { name: billing.city[0] }).fill(billing.city[1]);
  await form.getByRole('button', { name: /Province/ }).click();
  await page.getByRole('option', { name: billing.province }).click();
  await form.getByRole('textbox', { name: billing.postal[0] }).fill(billing.postal[1]);
  const phone = form.getByRole('textbox', { name: billing.phone[0] });
  if ((await phone.inputValue()) === '') await phone.fill(billing.phone[1]);
  await form.getByRole('textbox', { name: billing.cardName }).fill(nameOnCard);
}

/** Pays the deposit on its checkout page (Toronto billing) with the test card that succeeds, 4242. */
export async function payDepositInToronto(page: Page, nameOnCard = 'Nora Tremblay') {
  const form = page.getByTestId('deposit-place');
  await fillBilling(page, form, 'en', nameOnCard);
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('textbox', { name: /Expiry/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await form.getByRole('button', { name: /^Pay .* deposit$/ }).click();
}

/**
 * Fills the deposit form's billing address at lone_star_motors (Austin, Texas: the ZIP code fills the
 * state) and its phone when the profile left it empty; the name on the card and the card are each
 * journey's own.
 */
export async function fillTexasBilling(form: Locator) {
  await form.getByRole('textbox', { name: 'Address', exact: true }).first().fill('2100 South Lamar Blvd');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('78704');
  await expect(form.getByRole('button', { name: /State/ })).toContainText('Texas');
  const phone = form.getByRole('textbox', { name: 'Phone' });
  if ((await phone.inputValue()) === '') await phone.fill('5125550147');
}

/**
 * A customer of the journey's own at a maple_motors-like dealer (postal code and phone of Ontario, or
 * Texas at lone_star_motors), registered from another browser (its cookies are not the page's): its
 * address. The one-time codes asked for one address from one client address are throttled (30 s after
 * the third in an hour) and every journey runs from the same client address, so a journey that signs
 * in with a code does it as a customer no other journey signs in as.
 */
export async function customerOfItsOwn(browser: Browser, dealer: string, name: string): Promise<string> {
  const email = `${name}.${Date.now()}@example.com`;
  const elsewhere = await browser.newContext();
  try {
    const page = await elsewhere.newPage();
    await page.goto(`/${dealer}/en/vehicle-list/`);
    const csrf = async () => (await elsewhere.cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
    await expect.poll(csrf).not.toBe('');
    const registered = await page.request.post('/api/customer/user/register/', {
      headers: { 'X-Dealer-Code': dealer, 'X-CSRF-Token': await csrf() },
      data: {
        email,
        first_name: 'Nora',
        last_name: 'Tremblay',
        phone: dealer === 'lone_star_motors' ? '512-555-0147' : '416-555-0147',
        consents: { dealer_data_collection: true },
      },
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
  } finally {
    await elsewhere.close();
  }
  return email;
}

/**
 * Resolves once a pricing of `type` has answered with a rebate applied. At a dealer whose payment names
 * conditional incentives open to every buyer (Maple Motors' dealer financing bonus on a new vehicle), the
 * deal chooses them from its first payment and prices again: a test that compares with "the payment
 * before" reads it after this. Call it before the navigation. (The request's body is not readable here:
 * the HTTP client sends it as a stream.)
 */
export function pricedWithIncentives(page: Page, type: 'finance' | 'lease' = 'finance') {
  return page.waitForResponse(async (r) => {
    if (!r.url().endsWith(`/${type}/pricing/`) || !r.ok()) return false;
    const answer = (await r.json()) as { applied_rebates?: unknown[] };
    return (answer.applied_rebates?.length ?? 0) > 0;
  });
}
