import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  cheapestNewInStock,
  continueTo,
  customerOfItsOwn,
  dealerPostalCode,
  latestCode,
  openSignIn,
  signUp,
} from './helpers.ts';

// The shopper's way through (issue 16, items 13-17, 22, 25): what a shopper reaches by click and
// keyboard, at desktop size and on a 390 px phone.

for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
  test(`every vehicle of ${dealer} is reachable from the list, page by page, by its pager links`, async ({
    page,
  }) => {
    const answer = await page.request.get('/api/customer/inventory/simple/', {
      headers: { 'X-Dealer-Code': dealer },
    });
    const { count } = (await answer.json()) as { count: number };
    expect(count).toBeGreaterThan(20);
    await page.goto(`/${dealer}/en/vehicle-list/`);
    const seen = new Set<string>();
    // A vehicle reserved by a deposit (issue 21: another journey may have placed one) is listed as
    // reserved, without the link to build a deal on it.
    let reserved = 0;
    for (let pageNumber = 1; ; pageNumber += 1) {
      const cards = page.getByTestId('vehicle-card');
      await expect(cards.first()).toBeVisible();
      // A card's link to its vehicle (a card has other links: its payment's disclosure mark).
      const vehicleLink = page.locator('a[href*="/vehicle/"], a[href*="/conf/"]');
      const unlinked = cards.filter({ hasNot: vehicleLink });
      reserved += await unlinked.count();
      for (const text of await unlinked.allInnerTexts()) expect(text).toContain('Reserved');
      for (const name of await cards.getByRole('heading').allInnerTexts()) seen.add(name);
      for (const href of await cards
        .locator(vehicleLink)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
        seen.add(href);
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', {
        name: `Page ${pageNumber + 1}`,
        exact: true,
      });
      if ((await next.count()) === 0) break;
      const firstLink = (await cards.locator(vehicleLink).first().getAttribute('href')) ?? '';
      // keyboard: the link is focusable and Enter follows it
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber + 1}\\b`));
      await expect(
        page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${pageNumber + 1}` }),
      ).toHaveAttribute('aria-current', 'page');
      // focus goes to the top of the new page, not to the page body
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      // The new page's cards, not the last page's still on screen while it loads (a busy machine).
      await expect(cards.locator(vehicleLink).first()).not.toHaveAttribute('href', firstLink);
    }
    const links = [...seen].filter((entry) => entry.includes('/vehicle/') || entry.includes('/conf/'));
    expect(links.length + reserved).toBe(count);
  });
}

test('the pager works without scripts: the server renders page 2 and its links', async ({ page }) => {
  const document = await (await page.request.get('/maple_motors/en/vehicle-list/?page=2')).text();
  expect(document).toMatch(/aria-label="Page 3"|>Page 3</);
  expect(document).toMatch(/href="[^"]*\?page=3"/);
});

test('every link of a list page has its own accessible name (two identical vehicles are told apart)', async ({
  page,
}) => {
  for (const url of ['/maple_motors/en/vehicle-list/', '/lone_star_motors/en/vehicle-list/']) {
    await page.goto(url);
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    const names = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').trim()),
      );
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  }
});

test('"Pricing details" opens the vehicle overview and the price breakdown, not a photo gallery, and closes on the next step', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  const toggle = page.getByRole('button', { name: 'Pricing details' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByRole('region', { name: 'Pricing details' });
  await expect(details).toBeVisible();
  // the vehicle's overview (its facts and features, spec 2) and the itemised stack: the vehicle's
  // price line and the total, no carousel of photos
  const overview = details.getByRole('region', { name: 'Vehicle overview' });
  await expect(overview.getByRole('term').first()).toBeVisible();
  await expect(overview.getByRole('list', { name: 'Features' }).getByRole('listitem').first()).toBeVisible();
  await expect(details.locator('[data-code]').first()).toBeVisible();
  await expect(details.getByRole('img')).toHaveCount(0);
  await expect(details.getByRole('button', { name: /next|previous|photo/i })).toHaveCount(0);
  await continueTo(page, 'accessories');
  await expect(page.getByRole('button', { name: 'Pricing details' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('region', { name: 'Pricing details' })).toBeHidden();
});

test('the French pricing details list the vehicle’s interior colour, features and body style in French', async ({
  page,
}) => {
  const { id } = await cheapestNewInStock(page.request, 'maple_motors');
  const answer = await page.request.get(`/api/customer/inventory/${id}/`, {
    headers: { 'X-Dealer-Code': 'maple_motors', 'X-Language': 'fr' },
  });
  const vehicle = (await answer.json()) as { interior_color: string; features: string[]; body_type: string };
  await page.goto(`/maple_motors/fr/conf/${id}/`);
  await page.getByRole('button', { name: 'Détails du prix' }).click();
  const overview = page
    .getByRole('region', { name: 'Détails du prix' })
    .getByRole('region', { name: 'Aperçu' });
  const fact = (term: string) => overview.getByRole('term').filter({ hasText: term }).locator('xpath=../dd');
  await expect(fact('Couleur intérieure')).toHaveText(vehicle.interior_color);
  await expect(overview.getByRole('list', { name: 'Caractéristiques' }).getByRole('listitem')).toHaveText(
    vehicle.features,
  );
  // The catalogue's body-type code in words, as the list's filters say it (coupe: Coupé, suv: VUS...).
  await expect(fact('Carrosserie')).not.toHaveText(vehicle.body_type);
  await expect(fact('Carrosserie')).toHaveText(/^\p{Lu}/u);
});

test('"Log in" opens sign-in for an existing customer: e-mail, one-time code, signed in; sign-up one click away', async ({
  page,
  browser,
}) => {
  const email = await customerOfItsOwn(browser, 'maple_motors', 'log.in');
  await page.goto('/maple_motors/en/vehicle-list/');
  await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // no sign-up fields for a returning shopper
  await expect(dialog.getByRole('textbox', { name: /First name|Phone/ })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /Email/ })).toBeFocused();
  // sign-up is one click away and keeps the address typed (whether an address has an account is
  // never said: the server answers every address alike)
  await dialog.getByRole('textbox', { name: /Email/ }).fill('nobody.here@example.com');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  const signUpDialog = page.getByRole('dialog');
  await expect(signUpDialog.getByRole('textbox', { name: /First name/ })).toBeVisible();
  await expect(signUpDialog.getByRole('textbox', { name: /Email/ })).toHaveValue('nobody.here@example.com');
  // and back to sign-in
  await signUpDialog.getByRole('button', { name: 'Log in instead' }).click();
  const signIn = page.getByRole('dialog', { name: 'Log in' });
  await signIn.getByRole('textbox', { name: /Email/ }).fill(email);
  await signIn.getByRole('button', { name: 'Send me a code' }).click();
  const code = await latestCode(page, email);
  await page.getByRole('dialog').getByRole('textbox').first().fill(code);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a saved deal lists only the steps the shopper can open; the payment step offers the trade-in, whose flow exists', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await continueTo(page, 'accessories');
  await continueTo(page, 'protection');
  await continueTo(page, 'incentives');
  await continueTo(page, 'payment');
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  // Issue 19: the trade-in flow exists, so the payment step offers it (and opens it: trade-in journey).
  await expect(page.getByText('No trade-in on this deal')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a trade-in' })).toBeVisible();
  await continueTo(page, 'review');
  await page.getByRole('button', { name: 'Save deal' }).click();
  const dialog = await signUp(page, `saved.steps.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto('/maple_motors/en/my-vehicles/');
  const saved = page.getByTestId('saved-order');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Build your deal');
  await expect(saved.getByRole('link', { name: 'Value your trade-in' })).toBeVisible();
  // Issues 20 and 21: the credit application, the deposit and the appointment exist, so the saved deal
  // lists them, the deposit and the appointment each with the link that starts it.
  await expect(saved).toContainText('Apply for credit');
  for (const step of ['Place a deposit', 'Book an appointment'])
    await expect(saved.getByRole('link', { name: step })).toBeVisible();
  await expect(saved).not.toContainText('In progress');
  // The card stays inside its list item and above the footer, at desktop size and at 390 px.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const spill = await saved.evaluate((item) => {
      const card = item.querySelector('article')?.getBoundingClientRect();
      const cell = item.getBoundingClientRect();
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      return {
        insideItem: card !== undefined && card.bottom <= cell.bottom + 0.5,
        aboveFooter: card !== undefined && (footer === undefined || card.bottom <= footer.top + 0.5),
      };
    });
    expect(spill).toEqual({ insideItem: true, aboveFooter: true });
  }
});

test('"We emailed you a link to your deal" is true: the saved deal\'s link is in the outbox; a sign-up without a deal claims none', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await continueTo(page, 'accessories');
  await continueTo(page, 'protection');
  await continueTo(page, 'incentives');
  await continueTo(page, 'payment');
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  await continueTo(page, 'review');
  await page.getByRole('button', { name: 'Save deal' }).click();
  const email = `link.mailed.${Date.now()}@example.com`;
  const dialog = await signUp(page, email);
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await expect(dialog.getByText(/We emailed you a link to your deal/)).toBeVisible();
  await expect(dialog.getByLabel('Link to your deal')).toHaveValue(/\/shared-deal\//);
  const link = await dialog.getByLabel('Link to your deal').inputValue();
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      return html.split('<article>').some((a) => a.includes(email) && a.includes(new URL(link).pathname));
    })
    .toBe(true);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A sign-up from the header saves no deal: no "your deal is saved", no claim of an e-mailed link.
  await page.getByRole('button', { name: 'Log out' }).click();
  // Log-out goes home by itself: a navigation started meanwhile would be aborted by it.
  await expect(page).toHaveURL(/\/maple_motors\/en\/vehicle-list\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/maple_motors/en/vehicle-list/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const second = await signUp(page, `no.deal.${Date.now()}@example.com`);
  await second.getByRole('button', { name: /Save deal|Sign up|Create/ }).click();
  await expect(second.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(second).not.toContainText('your deal is saved');
  await expect(second).not.toContainText('We emailed you a link');
});

for (const { dealer, button, title, kind } of [
  { dealer: 'maple_motors', button: 'Check availability', title: 'Check availability', kind: 'availability' },
  { dealer: 'lone_star_motors', button: 'Get ePrice', title: 'Get ePrice', kind: 'eprice' },
]) {
  test(`"${button}" at ${dealer} opens its own form naming the vehicle; the request reaches a lead and the shopper's inbox`, async ({
    page,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, dealer);
    await page.goto(`/${dealer}/en/conf/${vehicle.id}/`);
    await page.getByRole('button', { name: button }).first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(vehicle.formatted_name);
    const email = `${kind}.${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Nora');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Tremblay');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Is it still here on Saturday?');
    // A dealer that asks a consent on its contact form (lone_star_motors: data collection, required).
    const required = dialog.getByRole('checkbox', { name: /keeps my request/ });
    if (dealer === 'lone_star_motors') await required.check({ force: true });
    else await expect(required).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.url().endsWith('/customer-question/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: /Send/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({ kind, vehicle: vehicle.id });
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/dev/mailbox/')).text()).includes(email))
      .toBe(true);
    await expect
      .poll(async () => (await (await page.request.get('/dev/leads/')).text()).includes(email))
      .toBe(true);
  });
}

test.describe('at 390 px (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('payment-type tabs show "Lease" whole (or scroll visibly); accessory cards overlap nothing', async ({
    page,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
    await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
    const tabs = page.getByRole('tablist').first();
    await expect(page.getByRole('tab', { name: 'Lease' })).toBeAttached();
    const fits = await tabs.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const lease = [...list.querySelectorAll('[role="tab"]')].at(-1)?.getBoundingClientRect();
      return {
        noOverflow: list.scrollWidth <= list.clientWidth,
        leaseInside: lease !== undefined && lease.right <= box.right + 0.5 && lease.left >= box.left - 0.5,
        leaseOnScreen: lease !== undefined && lease.right <= window.innerWidth,
      };
    });
    expect(fits).toEqual({ noOverflow: true, leaseInside: true, leaseOnScreen: true });

    await continueTo(page, 'accessories');
    const cards = page
      .locator('[data-accessory-card], article')
      .filter({ has: page.getByRole('button', { name: /^Add / }) });
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON()),
    );
    type Box = { top: number; bottom: number; left: number; right: number };
    const overlaps = (a: Box, b: Box) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const pairs: string[] = [];
    boxes.forEach((a: Box, i: number) => {
      boxes.forEach((b: Box, j: number) => {
        if (i < j && overlaps(a, b)) pairs.push(`${i}-${j}`);
      });
    });
    expect(pairs).toEqual([]);
    // each card's buttons are not covered by anything
    for (const button of await cards.getByRole('button').all()) {
      const covered = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        el.scrollIntoView({ block: 'center' });
        const s = el.getBoundingClientRect();
        const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
        return r.width > 0 && hit !== null && !el.contains(hit);
      });
      expect(covered).toBe(false);
    }
  });
});
