import { chunkUrl } from './chunks.ts';
import { expect, test } from './fixtures.ts';
import {
  acceptRequiredConsent,
  customerOfItsOwn,
  expectNoAxeViolations,
  fillPhoneIfShown,
  latestCode,
  openSignIn,
  REQUIRED_CONSENT,
  withoutEmbeddedAnswers,
} from './helpers.ts';

// Shell and sign-in journeys: browser -> storefront -> server -> database -> dev mailbox.

test('an anonymous shopper goes from the vehicle list to a vehicle and signs up; axe passes on each page', async ({
  page,
}) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  await expect(page).toHaveTitle(/Maple Motors/);
  await expectNoAxeViolations(page);

  await page.getByTestId('vehicle-card').first().getByRole('link').last().click();
  await expect(page).toHaveURL(/\/maple_motors\/en\/conf\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Maple Motors \| Overview/);
  await expectNoAxeViolations(page);

  await openSignIn(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // "Log in" opens sign-in; a new shopper switches to sign-up.
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expectNoAxeViolations(page);
  // The header's sign-up saves no deal: it is worded as making an account, not as saving a deal.
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await expect(dialog).not.toContainText('Save your deal');
  await expect(dialog.getByRole('button', { name: 'Save deal' })).toHaveCount(0);
  const email = `new.shopper.${Date.now()}@example.com`;
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Tremblay');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await fillPhoneIfShown(dialog);
  await acceptRequiredConsent(dialog);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // A sign-up from the header saves no deal: the thank-you welcomes, it claims no saved deal.
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(dialog.getByLabel('Link to your deal')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The session survives a reload; log-out clears it and returns home.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/maple_motors\/en\/vehicle-list\/$/);
});

test('a returning shopper signs in with the one-time code read from the dev mailbox', async ({ page }) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  await openSignIn(page);
  const dialog = page.getByRole('dialog');
  // Sign-in asks a returning shopper for the e-mail alone.
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('emily.chen@example.com');
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(dialog).toContainText('em***@example.com');
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();

  // A wrong code is refused inline.
  await dialog.getByLabel('6-digit code').fill('000000');
  const code = await latestCode(page, 'emily.chen@example.com');
  if (code !== '000000') {
    await continueButton.click();
    await expect(dialog).toContainText('This code is not valid or has expired.');
  }
  await dialog.getByLabel('6-digit code').fill(code);
  await continueButton.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('link', { name: /saved vehicle/i }).click();
  await expect(page).toHaveURL(/\/(no-order|saved-vehicles)\/$/);
  await expectNoAxeViolations(page);
});

test("the re-entry code e-mail's link opens the code form for its address, and the address stays out of the URL", async ({
  page,
  browser,
}) => {
  const email = await customerOfItsOwn(browser, 'maple_motors', 'reentry.link');
  const local = email.split('@')[0] ?? email;
  await page.goto('/maple_motors/en/vehicle-list/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  const sent = await page.request.post('/api/customer/user/send_reentry_code/', {
    data: { email },
    headers: { 'X-CSRF-Token': csrf, 'X-Dealer-Code': 'maple_motors' },
  });
  expect(sent.status()).toBe(200);
  const catId = ((await sent.json()) as { cat_id: string }).cat_id;
  let link = '';
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      const article = html.split('<article>').find((a) => a.includes(`catId=${catId}`));
      link = /https?:\/\/[^\s<]+catId=[^\s<]+/.exec(article ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(catId);
  const url = new URL(link.replaceAll('&amp;', '&'));
  // What reaches the server (path and query) names no one.
  expect(`${url.pathname}${url.search}`).not.toContain(local);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // Read from the fragment, the address leaves the address bar at once.
  await expect(page).not.toHaveURL((u) => u.href.includes(local));
  const code = await latestCode(page, email);
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('the e-mailed login link asks before signing in, and signs in from its page with the keyboard', async ({
  page,
}) => {
  const email = 'marc.leblanc@example.com';
  // Asked for from the French storefront: the link, and its page, are French.
  await page.goto('/maple_motors/fr/vehicle-list/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  const asked = await page.request.post('/api/customer/user/send_login_link/', {
    data: { email },
    headers: { 'X-CSRF-Token': csrf, 'X-Dealer-Code': 'maple_motors', 'X-Language': 'fr' },
  });
  expect(asked.status()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      const article = html.split('<article>').find((a) => a.includes(email) && a.includes('/login-link/'));
      link = /https?:\/\/[^\s<]+\/api\/auth\/login-link\/[^\s<]+/.exec(article ?? '')?.[0] ?? '';
      return link;
    })
    .toContain('/api/auth/login-link/');
  const url = new URL(link.replaceAll('&amp;', '&'));
  // The link's page is the server's own HTML, no storefront (the frame's goto waits for no app).
  await page.mainFrame().goto(url.pathname + url.search);
  // Opening it changes nothing: a page asks first.
  await expect(
    page.getByRole('heading', { name: 'Se connecter à Maple Motors en tant que ma***@example.com\u202f?' }),
  ).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'sf_session')).toBe(false);
  await expectNoAxeViolations(page);
  const button = page.getByRole('button', { name: 'Me connecter' });
  if (!(await button.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/maple_motors\/fr\/(vehicle-list\/)?$/);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
});

test('keyboard only: a shopper opens sign-in and registers without a mouse', async ({ page }) => {
  await page.goto('/lone_star_motors/en/vehicle-list/');
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  // Skip link first, then the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  // The header's menu button becomes the menu's own button once its code arrives (focus moves with
  // it): read the focus from the document, not from an element that may be replaced meanwhile.
  const onAccountMenu = () => page.evaluate(() => document.activeElement?.hasAttribute('data-customer-menu'));
  for (let i = 0; i < 10 && !(await onAccountMenu()); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(accountMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Sign-in opens on its e-mail field; Tab reaches "Send me a code", then "Create an account".
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Create an account' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus is inside the dialog; fill the fields with Tab and type.
  await dialog.getByLabel('First name').focus();
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lopez');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`kay.${Date.now()}@example.com`);
  if ((await dialog.getByRole('textbox', { name: 'Phone' }).count()) > 0) {
    await page.keyboard.press('Tab');
    await page.keyboard.type('2145550147');
  }
  if ((await dialog.getByRole('radio', { name: 'Email' }).count()) > 0) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
  }
  // The consents (the dealer's, then the sign-up's own): Tab to the data-collection one, ticked with Space.
  const dataCollection = dialog.getByRole('checkbox', { name: REQUIRED_CONSENT });
  const onDataCollection = () => dataCollection.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 6 && !(await onDataCollection()); i += 1) await page.keyboard.press('Tab');
  await expect(dataCollection).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: REQUIRED_CONSENT })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // lone_star_motors has an identity login (issue 23): Log out is in its account menu (no Profile:
  // this shopper has no identity).
  await page.getByRole('button', { name: 'Account menu' }).press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
});

test("keyboard only, before the account menu's code arrives: Enter opens the menu on its first item once it does", async ({
  page,
}) => {
  // The menu's chunk is held until the shopper has pressed Enter on the header's plain button.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunkUrl('packages/ui/src/CustomerMenu/CustomerMenu.tsx'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/lone_star_motors/en/vehicle-list/');
  const onAccountMenu = () => page.evaluate(() => document.activeElement?.hasAttribute('data-customer-menu'));
  for (let i = 0; i < 12 && !(await onAccountMenu()); i += 1) await page.keyboard.press('Tab');
  expect(await onAccountMenu()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
});

test('the language toggle posts to /i18n/ and reloads in French', async ({ page }) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  const posted = page.waitForRequest((r) => r.url().endsWith('/i18n/') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Français' }).click();
  await posted;
  await expect(page).toHaveURL(/\/maple_motors\/fr\/vehicle-list\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sf_language')?.value).toBe('fr');
  // The dealer's own French copy of the list's title (demo seed: custom_copy['inventory.title'].fr).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Préparez votre achat en ligne chez Maple Motors',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectNoAxeViolations(page);
});

test('an unknown vehicle goes to vehicle-not-found without a toast; an unknown path goes home', async ({
  page,
}) => {
  await page.goto('/maple_motors/en/conf/999999/');
  await expect(page).toHaveURL(/\/maple_motors\/en\/not-found\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle not found');
  await expect(page.getByText('Requested resource was not found on this server.')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/maple_motors/en/no/such/page/');
  await expect(page).toHaveURL(/\/maple_motors\/en\/vehicle-list\/$/);
});

test('the server down for a moment: retry toasts, then the page loads', async ({ page }) => {
  // The calls go to the network (the document's embedded answers are what a server down would miss).
  await withoutEmbeddedAnswers(page);
  let failures = 2;
  await page.route('**/api/customer/inventory/simple/**', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.abort('connectionrefused');
      return;
    }
    await route.continue();
  });
  await page.goto('/maple_motors/en/vehicle-list/');
  await expect(page.getByText('Network error. Retrying…')).toBeVisible();
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible({ timeout: 20_000 });
});
