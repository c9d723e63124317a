import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { StripeStandin } from '../../apps/server/test/stripe/standin.ts';
import { expect, test } from './fixtures.ts';
import { builtDeal, fillBilling } from './helpers.ts';
import { serveStripeJsDouble } from './stripeJsDouble.ts';

// Issue 21, the browser side of Stripe: the deposit form of a server whose processor is Stripe
// (PAYMENT_PROCESSOR=stripe) mounts the Payment Element field (features/deposit/StripePaymentField.tsx).
// This spec starts a server of its own (the storefront the journeys' server built, a fresh database)
// whose Stripe API is the server tests' local stand-in, and serves the page a Stripe.js TEST DOUBLE
// (stripeJsDouble.ts) in place of js.stripe.com. At riviere_auto in French: a declined card is said in
// French, nothing typed lost; a card asking for 3-D Secure goes through Stripe.js's next action and the
// server's authenticate/ and places the deposit. At maple_motors in English a card that goes through
// places the deposit at once. The card number reaches neither the storefront's server nor the stand-in.

test.describe.configure({ timeout: 240_000 });

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const standin = new StripeStandin();
let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const api = await standin.start();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-stripe-'));
  server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEV_PAGES: '1',
      PUBLIC_ORIGIN: origin,
      SIGN_UPS_PER_IP_PER_HOUR: '100000',
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: standin.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stripe_js_double',
      STRIPE_WEBHOOK_SECRET: 'whsec_standin_not_stripe',
      STRIPE_API_BASE: api,
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await standin.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A shopper of the dealer, registered through the API, in a context served the Stripe.js double. */
async function shopper(
  context: BrowserContext,
  dealer: string,
  language: string,
): Promise<{ page: Page; vehicle: number; unexpected: string[]; sent: string[] }> {
  const unexpected = await serveStripeJsDouble(context, standin);
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()}\n${request.postData() ?? ''}`));
  await page.goto(`${origin}/${dealer}/${language}/vehicle-list/`);
  const csrf = async () => (await context.cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  await expect.poll(csrf).not.toBe('');
  const registered = await page.request.post(`${origin}/api/customer/user/register/`, {
    headers: { 'X-Dealer-Code': dealer, 'X-CSRF-Token': await csrf() },
    data: {
      email: `stripe.${dealer}.${Date.now()}@example.com`,
      first_name: 'Élise',
      last_name: 'Gagnon',
      phone: '514-555-0147',
      consents: { dealer_data_collection: true },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const list = await page.request.get(`${origin}/api/customer/inventory/simple/?condition=new&sort=price`, {
    headers: { 'X-Dealer-Code': dealer },
  });
  const { results } = (await list.json()) as { results: { id: number; stock_status: string }[] };
  const vehicle = results.find((v) => v.stock_status === 'in stock');
  if (!vehicle) throw new Error('no vehicle in stock');
  return { page, vehicle: vehicle.id, unexpected, sent };
}

const doubleCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __stripeJsDouble: { calls: unknown[][] } }).__stripeJsDouble.calls,
  );

test('Rivière Auto in French with Stripe: the field mounts, a declined card is said in French, 3-D Secure goes through authenticate/', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const { page, vehicle, unexpected, sent } = await shopper(context, 'riviere_auto', 'fr');
  // Rivière Auto's flow is linear: the deposit comes once the deal is built.
  await builtDeal(page, 'riviere_auto', vehicle, origin);
  // Rivière Auto's own deposit steps (place/, review/): the identity-login variant's, whose review pays,
  // is lone_star_motors' (identity-deposit.spec.ts and deposit-challenge-fr.spec.ts).
  await page.goto(`${origin}/riviere_auto/fr/deposit/${vehicle}/place/`);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  const form = page.getByTestId('deposit-place');
  await expect(page.getByRole('heading', { level: 1, name: 'Versez votre dépôt' })).toBeVisible();
  // Stripe's field, not the sandbox's card fields.
  const card = form.getByRole('textbox', { name: 'Card number (Stripe.js test double)' });
  await expect(card).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Numéro de carte' })).toHaveCount(0);
  await expect(form.getByTestId('sandbox-notice')).toHaveCount(0);
  // What the field asked of Stripe.js: the dealer's key, the amount charged in cents, held (hold mode),
  // in French, and no billing fields of Stripe's (the form has its own).
  const calls = await doubleCalls(page);
  expect(calls).toContainEqual(['Stripe', 'pk_test_stripe_js_double']);
  expect(calls).toContainEqual([
    'elements',
    expect.objectContaining({
      mode: 'payment',
      amount: 51480,
      currency: 'cad',
      captureMethod: 'manual',
      locale: 'fr-CA',
    }),
  ]);
  expect(calls).toContainEqual([
    'create',
    'payment',
    expect.objectContaining({
      fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' } },
    }),
  ]);

  await fillBilling(page, form, 'fr', 'Élise Gagnon');
  await card.fill('4000 0000 0000 0002');
  const pay = form.getByRole('button', { name: /^Payer le dépôt de 514,80\s\$$/ });
  await pay.click();
  // Stripe's decline (402 card_declined from the stand-in), said by the server in the page's language.
  const error = form.getByTestId('deposit-payment-error');
  await expect(error).toHaveText('Votre carte a été refusée. Essayez une autre carte.');
  await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveValue('Montréal');
  await expect(form.getByRole('textbox', { name: 'Nom sur la carte' })).toHaveValue('Élise Gagnon');
  const declined = standin.requests.find(
    (r) =>
      r.path === '/v1/payment_intents' && r.params.get('confirmation_token') === 'ctoken_card_chargeDeclined',
  );
  expect(declined?.params.get('capture_method')).toBe('manual');
  // The billing details went with the token (Stripe.js's createConfirmationToken), from the form.
  expect(
    (await doubleCalls(page)).filter((c) => c[0] === 'createConfirmationToken').at(-1)?.[1],
  ).toMatchObject({
    payment_method_data: {
      billing_details: {
        name: 'Élise Gagnon',
        address: { city: 'Montréal', state: 'QC', postal_code: 'H2X 1Y4', country: 'CA' },
      },
    },
  });

  // A card asking for 3-D Secure: Stripe.js's next action (the double's bank dialog), then authenticate/.
  await card.fill('4000 0027 6000 3184');
  const authenticated = page.waitForResponse(
    (r) => /\/api\/customer\/deposit\/\d+\/authenticate\/?$/.test(r.url()) && r.request().method() === 'POST',
  );
  await pay.click();
  const bank = page.getByRole('dialog', { name: 'Bank authentication (Stripe.js test double)' });
  await expect(bank).toBeVisible();
  // Nothing is placed before the shopper answers the bank.
  await expect(page).toHaveURL(new RegExp(`/deposit/${vehicle}/place/$`));
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  expect((await authenticated).status()).toBeLessThan(300);
  await expect(page).toHaveURL(
    new RegExp(`/riviere_auto/fr/saved-vehicles/${vehicle}/summary/deposit/\\?success=1$`),
  );
  const paid = page.getByTestId('deposit-summary');
  await expect(paid).toContainText('retenu sur votre carte');
  await expect(paid).toContainText('Visa se terminant par 3184');
  const intents = [...standin.intents.values()].filter(
    (pi) => pi.payment_method === 'pm_card_authenticationRequired',
  );
  expect(intents.map((pi) => [pi.status, pi.charges])).toEqual([['requires_capture', 1]]);
  // The card number went nowhere but the double's own field.
  expect(sent.filter((s) => /4000\s?0027\s?6000\s?3184|4000\s?0000\s?0000\s?0002/.test(s))).toEqual([]);
  expect(unexpected).toEqual([]);
  await context.close();
});

test('Maple Motors with Stripe: a card that goes through places the deposit at once', async ({ browser }) => {
  const context = await browser.newContext();
  const { page, vehicle, unexpected, sent } = await shopper(context, 'maple_motors', 'en');
  await page.goto(`${origin}/maple_motors/en/deposit/${vehicle}/place/`);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  const form = page.getByTestId('deposit-place');
  const card = form.getByRole('textbox', { name: 'Card number (Stripe.js test double)' });
  await expect(card).toBeVisible();
  expect(await doubleCalls(page)).toContainEqual([
    'elements',
    expect.objectContaining({ amount: 51480, currency: 'cad', locale: 'en' }),
  ]);
  await fillBilling(page, form, 'en', 'Élise Gagnon');
  await card.fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay $514.80 deposit' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/maple_motors/en/saved-vehicles/${vehicle}/summary/deposit/\\?success=1$`),
  );
  await expect(page.getByTestId('deposit-summary')).toContainText(
    /held on your card on .*Visa ending in 4242/,
  );
  // No next action: Stripe.js was not asked for one, and the server made one intent with the token.
  expect((await doubleCalls(page)).some((c) => c[0] === 'handleNextAction')).toBe(false);
  const created = standin.requests.filter(
    (r) => r.path === '/v1/payment_intents' && r.params.get('confirmation_token') === 'ctoken_card_visa',
  );
  expect(created).toHaveLength(1);
  const reserved = await page.request.get(`${origin}/api/customer/inventory/${vehicle}/`, {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  expect(((await reserved.json()) as { is_reserved: boolean }).is_reserved).toBe(true);
  expect(sent.filter((s) => /4242\s?4242\s?4242\s?4242/.test(s))).toEqual([]);
  expect(unexpected).toEqual([]);
  await context.close();
});
