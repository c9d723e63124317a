import { expect, test } from '@playwright/test';
import {
  buildDealToReview,
  dealerSignsIn,
  heardEvents,
  openDealerSite,
  requiredConsents,
  STOREFRONT_ORIGIN,
} from './dealerSite.ts';
import { bookFirstTime, REQUIRED_CONSENT } from './helpers.ts';

// Issue 23: the dealer's website signs the shopper in itself. When the storefront in its frame needs a
// signed-in shopper (auth_required), the dealer's page takes the request (preventDefault) and answers
// it: `cancelled` (the shopper closed the dealer's own sign-in: the storefront runs the cancel action,
// opens nothing, saves nothing), then `new` with the visitor the dealer's site knows (its own session):
// the storefront makes the account through its own sign-up, from the frame (a partitioned session,
// third-party cookies blocked), reloads the user, orders and payment types and continues the saved
// action, the deal's save. The page hears each call to action and transaction, an appointment booked
// in the frame too (apps/server/src/modules/embedding/README.md).

test.describe.configure({ timeout: 180_000 });

test("the dealer's page signs the shopper in: cancelled saves nothing, new makes the account and saves the deal; an appointment booked in the frame is heard", async ({
  page,
}) => {
  const { vehicle, postalCode, frame } = await openDealerSite(page);
  const email = `parent.signed.${Date.now()}@example.com`;
  const customer = {
    email,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '4165550147',
    consents: await requiredConsents(page),
  };

  await dealerSignsIn(page, [{ status: 'cancelled' }, { status: 'new', customer }]);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await buildDealToReview(frame, postalCode);

  const heard = async () =>
    (await heardEvents(page))
      .filter((e) => e.type !== 'busy' && e.type !== 'ready')
      .map((e) => `${e.type}:${e.cta ?? e.event ?? e.source ?? e.code ?? ''}`);

  // The shopper closes the dealer's sign-in: the storefront opens no dialog of its own, saves nothing.
  await frame.getByRole('button', { name: 'Save deal' }).click();
  await expect.poll(heard).toEqual(['cta_click:save_deal', 'auth_required:build_and_price']);
  await page.waitForTimeout(1000);
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(frame.getByTestId('deal-saved')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  // Saved again, the dealer's site signs its visitor in: the account is made, the deal saved.
  await frame.getByRole('button', { name: 'Save deal' }).click();
  await expect(frame.getByTestId('deal-saved')).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Saved vehicles, 1 vehicle' })).toBeVisible();
  await expect
    .poll(heard)
    .toEqual([
      'cta_click:save_deal',
      'auth_required:build_and_price',
      'cta_click:save_deal',
      'auth_required:build_and_price',
      'transaction:deal_saved',
    ]);
  // The account is the dealer's visitor's, in the frame's own (partitioned) session.
  const me = await frame
    .locator('body')
    .evaluate(() => fetch('/api/customer/user/current_user/').then((r) => r.json()));
  expect(me).toMatchObject({ email, first_name: 'Nora', last_name: 'Tremblay' });

  // An appointment booked in the frame: the page hears the call to action, then what was booked, when.
  const inFrame = page.frames().find((f) => f.url().startsWith(`${STOREFRONT_ORIGIN}/maple_motors/en/conf/`));
  if (!inFrame) throw new Error('no storefront frame');
  await inFrame.goto(`${STOREFRONT_ORIGIN}/maple_motors/en/appointment/${vehicle.id}/`);
  await bookFirstTime(frame, frame.getByTestId('appointment'));
  await expect
    .poll(async () => (await heard()).slice(5))
    .toEqual(['cta_click:book_appointment', 'transaction:appointment_booked']);
  const booked = (await heardEvents(page)).find((e) => e.event === 'appointment_booked');
  expect(booked).toMatchObject({ kind: 'appointment', vehicle: vehicle.id });
  expect(booked?.order).toBeGreaterThan(0);
  expect(Date.parse(booked?.time ?? '')).toBeGreaterThan(Date.now());
});

test("the README's page that signs the shopper in: the request names what the dealer requires; a visitor without the phone Maple Motors requires gets the storefront's sign-up filled with all the page sent, the phone asked for and focused", async ({
  page,
}) => {
  const { postalCode, frame } = await openDealerSite(page);
  const email = `parent.no.phone.${Date.now()}@example.com`;
  const consents = await requiredConsents(page);
  // The dealer's site, as the embedding README's example: its visitor (no phone on record), the
  // consents it asked on its own site for the keys the request names.
  await page.evaluate((email) => {
    const w = window as unknown as { asked: unknown[] };
    w.asked = [];
    document.addEventListener('storefront:auth_required', (event) => {
      event.preventDefault();
      const detail = (event as CustomEvent).detail;
      w.asked.push({ required: detail.required, required_consents: detail.required_consents });
      const visitor = { email, firstName: 'Nora', lastName: 'Tremblay', phone: null };
      setTimeout(
        () =>
          detail.respond('new', {
            email: visitor.email,
            first_name: visitor.firstName,
            last_name: visitor.lastName,
            phone: visitor.phone,
            consents: Object.fromEntries(detail.required_consents.map((key: string) => [key, true])),
          }),
        100,
      );
    });
  }, email);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await buildDealToReview(frame, postalCode);
  await frame.getByRole('button', { name: 'Save deal' }).click();

  // The request named what Maple Motors' sign-up requires: the phone among the fields, its consents.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { asked: unknown[] }).asked))
    .toEqual([{ required: ['email', 'phone'], required_consents: Object.keys(consents) }]);

  // The sign-up refused the visitor without a phone: the storefront's own, filled with what the page sent.
  const dialog = frame.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('status')).toHaveText('To make your account, complete: phone.');
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription('This field is required.');
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora');
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Tremblay');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(dialog.getByRole('checkbox', { name: REQUIRED_CONSENT })).toBeChecked();

  // The shopper gives the phone (and the contact method the dealer asks): the account, the deal saved.
  await phone.fill('(416) 555-0147');
  await dialog.getByRole('radio', { name: 'Email' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await expect(frame.getByTestId('deal-saved')).toBeVisible({ timeout: 15_000 });
  const me = await frame
    .locator('body')
    .evaluate(() => fetch('/api/customer/user/current_user/').then((r) => r.json()));
  expect(me).toMatchObject({ email, first_name: 'Nora', last_name: 'Tremblay' });
  expect(String(me.phone).replace(/\D/g, '')).toBe('4165550147');
});

test('the frame acts on no sign-in answer it did not ask for: an unasked success makes no account, an unasked require_customer opens nothing', async ({
  page,
}) => {
  const { frame } = await openDealerSite(page);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await heardEvents(page)).map((e) => e.type), { timeout: 20_000 })
    .toContain('ready');
  const email = `unasked.${Date.now()}@example.com`;
  // A page of the dealer's posts answers to no login request of the frame's.
  await page.evaluate(
    ({ origin, email }) => {
      const target = document.querySelector('section[aria-labelledby="inline-title"] iframe');
      const post = (message: Record<string, unknown>) =>
        (target as HTMLIFrameElement).contentWindow?.postMessage(
          { to: 'storefront', v: 1, ...message },
          origin,
        );
      post({
        type: 'auth',
        status: 'success',
        customer: { email, first_name: 'Nora', last_name: 'Tremblay', phone: '4165550147' },
      });
      post({ type: 'auth_result', result: 'new', customer: { email, first_name: 'Nora' } });
      post({ type: 'auth', status: 'require_customer' });
    },
    { origin: STOREFRONT_ORIGIN, email },
  );
  await page.waitForTimeout(2000);
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  const me = await frame
    .locator('body')
    .evaluate(() => fetch('/api/customer/user/current_user/').then((r) => r.text()));
  expect(me).not.toContain(email);
});
