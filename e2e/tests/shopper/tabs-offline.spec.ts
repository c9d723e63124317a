import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from '../helpers.ts';
import {
  continueWith,
  expectFocusKept,
  expectFocusOnNewPage,
  fillSignUp,
  freshEmail,
  type Language,
  onPhone,
  openPaymentStep,
  openStepList,
  press,
  priceOnPayment,
  TEXT,
} from './shopper.ts';

// One saved deal in two tabs, with an offline moment during a save, as a shopper lives it on a phone
// and at desktop size, in each language of the dealer: the second tab learns the first's saved change
// without a reload, a change made offline says it is not saved yet and is saved once back online, and
// the first tab then shows it (a reload too). Maple Motors in English at the default size is
// language-network-tabs.spec.ts's: at desktop size only the French deals are tried again.

const DEALS: ReadonlyArray<{ dealer: string; language: Language; unlock: boolean }> = [
  { dealer: 'maple_motors', language: 'en', unlock: false },
  { dealer: 'maple_motors', language: 'fr', unlock: false },
  { dealer: 'riviere_auto', language: 'fr', unlock: true },
];

const ORDER_WRITE = /\/api\/customer\/order\/\d+\/$/;

/** Chooses a term in the payment step's list box with the shopper's gesture; focus stays on the page. */
async function chooseTerm(page: Page, testInfo: TestInfo, language: Language, months: number) {
  const text = TEXT[language];
  await press(testInfo, page.getByRole('button', { name: text.term }));
  await press(testInfo, page.getByRole('option', { name: text.months(months), exact: true }));
  await expect(page.getByRole('button', { name: text.term })).toContainText(String(months));
  await expectFocusKept(page, `choosing ${months} months`);
}

for (const { dealer, language, unlock } of DEALS) {
  test(`${dealer} (${language}): two tabs on one deal, and an offline moment during a save`, async ({
    page,
    context,
  }, testInfo) => {
    test.skip(
      !onPhone(testInfo) && language === 'en',
      "Maple Motors in English at desktop size is language-network-tabs.spec.ts's",
    );
    test.setTimeout(120_000);
    const text = TEXT[language];
    const term = (tab: Page) => tab.getByRole('button', { name: text.term });
    const saveStatus = (tab: Page) => tab.getByTestId('deal-save-status');
    const vehicle = await cheapestNewInStock(page.request, dealer);
    const payment = `/${dealer}/${language}/conf/${vehicle.id}/payment/`;

    // A saved deal: priced at the shopper's postal code, signed up, saved from the review.
    await openPaymentStep(page, testInfo, { dealer, language, vehicleId: vehicle.id });
    await priceOnPayment(page, testInfo, { dealer, language, unlock, journey: 'tabs' });
    await continueWith(page, testInfo, 'review');
    await press(testInfo, page.getByRole('main').getByRole('button', { name: text.saveDeal }));
    if (!unlock) {
      const dialog = await fillSignUp(page, freshEmail(`tabs.${dealer}`, testInfo));
      await press(testInfo, dialog.getByRole('button', { name: text.saveDeal }));
      await press(testInfo, dialog.getByRole('button', { name: text.done }));
      await expect(dialog).toBeHidden();
      await expectFocusKept(page, 'the save dialog closed');
    }
    await expect(page.getByTestId('deal-saved')).toBeVisible();
    await openStepList(page, testInfo);
    await press(testInfo, page.getByRole('navigation').getByRole('link', { name: text.payment }).first());
    await expect(page).toHaveURL(/\/payment\/$/);
    await expectFocusOnNewPage(page, 'the step link to payment');

    // The second tab on the same deal.
    const other = await context.newPage();
    await other.goto(payment);
    await expect(term(other)).toBeVisible();
    if (onPhone(testInfo)) await expectNoAxeViolations(other);

    // Tab A saves a term; tab B learns of it without a reload.
    const written = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && ORDER_WRITE.test(r.url()),
    );
    await chooseTerm(page, testInfo, language, 48);
    expect((await written).status()).toBe(200);
    await expect(term(other)).toContainText('48');
    await expect(saveStatus(other)).not.toHaveAttribute('data-state', /saving|unsaved/);

    // Offline during tab B's save: it says so, and does not show the change as saved.
    await context.setOffline(true);
    await chooseTerm(other, testInfo, language, 36);
    await expect(other.getByTestId('offline-notice')).toContainText(text.offline);
    await expect(saveStatus(other)).toHaveAttribute('data-state', /saving|unsaved/);
    await expect(other.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'true');
    if (onPhone(testInfo)) await expectNoAxeViolations(other);

    // Back online: saved, the notice leaves, and tab A shows the saved change.
    await context.setOffline(false);
    await expect(other.getByTestId('offline-notice')).toHaveCount(0);
    await expect(saveStatus(other)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
    await expect(other.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'false');
    await expect(term(page)).toContainText('36');
    await page.reload();
    await expect(term(page)).toContainText('36');
  });
}
