import { expect, test } from '../fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from '../helpers.ts';
import { expectFocusKept, expectFocusOnNewPage, focused, type Language, onPhone, TEXT } from './shopper.ts';

// Keyboard only, on the phone's layout and at desktop size, in each language: focus is never left on
// the page body after a dialog closes (the phone's menu sheet, sign-in), a pager link, a route change,
// Add and Remove. The English desktop layout is focus.spec.ts's (Lone Star Motors at the default
// size): at desktop size only French is tried again.

const LOGIN = { en: 'Log in', fr: 'Se connecter' } as const;
const ACCOUNT_MENU = { en: 'Account menu', fr: 'Menu du compte' } as const;
const OPEN_MENU = { en: 'Open menu', fr: 'Ouvrir le menu' } as const;

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`maple_motors (${language}): keyboard only, focus after every action`, async ({ page }, testInfo) => {
    test.skip(!onPhone(testInfo) && language === 'en', "the English desktop layout is focus.spec.ts's");
    const text = TEXT[language];
    const phone = onPhone(testInfo);
    await page.goto(`/maple_motors/${language}/vehicle-list/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Sign-in from the header (on the phone through the menu sheet), closed with Escape.
    if (phone) {
      const menu = page.getByRole('button', { name: OPEN_MENU[language] });
      await menu.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      // The sheet closed with Escape gives focus back to its button.
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeVisible();
      await expectNoAxeViolations(page);
      await sheet.getByRole('button', { name: LOGIN[language] }).focus();
      await page.keyboard.press('Enter');
    } else {
      // One Enter, whenever the menu's code arrives (an Enter split by the code's arrival was lost:
      // story Header › Menu Enter Split By Its Code).
      await page.getByRole('button', { name: ACCOUNT_MENU[language] }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: LOGIN[language] })).toBeVisible();
      await page.getByRole('menuitem', { name: LOGIN[language] }).focus();
      await page.keyboard.press('Enter');
    }
    const signIn = page.getByRole('dialog', { name: LOGIN[language] });
    await expect(signIn).toBeVisible();
    await expect(signIn.getByRole('textbox', { name: /^(Email|Courriel)/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusKept(page, 'the sign-in dialog closed');
    await expect(
      page.getByRole('button', { name: phone ? OPEN_MENU[language] : ACCOUNT_MENU[language] }),
    ).toBeFocused();

    // The pager: Enter on "Next page", focus on the new page's heading.
    const next = page
      .getByRole('navigation', { name: text.pages })
      .getByRole('link', { name: text.nextPage });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expectFocusOnNewPage(page, 'the pager');

    // A vehicle of page 2, by its link: a route change.
    const card = page.getByTestId('vehicle-card').first().getByRole('link').last();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(vehicle|conf)\//);
    await expectFocusOnNewPage(page, "a vehicle card's link");

    // Build and price: Continue, then Add and Remove with Enter.
    const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
    await page.goto(`/maple_motors/${language}/conf/${vehicle.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('step-continue').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accessories\/$/);
    await expectFocusOnNewPage(page, 'Continue');
    const add = page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${text.add('')}`) })
      .first();
    const title = ((await add.getAttribute('aria-label')) ?? (await add.textContent()) ?? '').slice(
      text.add('').length,
    );
    await add.focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: text.remove(title), exact: true });
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: text.add(title), exact: true })).toBeFocused();
    expect((await focused(page)).body).toBe(false);
  });
}
