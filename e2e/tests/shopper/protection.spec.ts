import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from '../helpers.ts';
import {
  centsIn,
  choose,
  expectFocusKept,
  expectFocusOnNewPage,
  type Frequency,
  frequencyIn,
  type Language,
  onPhone,
  openPaymentStep,
  openStepList,
  press,
  priceOnPayment,
  settledPayment,
  stablePayment,
  TEXT,
} from './shopper.ts';

// A protection plan at each payment frequency the dealer offers, chosen as a shopper does: the amount
// shown beside the plan's option is the change it makes to the payment, at that frequency, in each
// language (finance and lease in turn). Maple Motors in English at the default size is money.spec.ts's:
// at desktop size only the French deals are tried again.

const PLANS: ReadonlyArray<{
  dealer: string;
  language: Language;
  frequencies: ReadonlyArray<Frequency>;
  unlock: boolean;
}> = [
  {
    dealer: 'maple_motors',
    language: 'en',
    frequencies: ['weekly', 'biweekly', 'semimonthly', 'monthly'],
    unlock: false,
  },
  {
    dealer: 'maple_motors',
    language: 'fr',
    frequencies: ['weekly', 'biweekly', 'semimonthly', 'monthly'],
    unlock: false,
  },
  { dealer: 'riviere_auto', language: 'fr', frequencies: ['weekly', 'biweekly', 'monthly'], unlock: true },
];

/** The visible label of a radio (its accessible name's source). */
async function labelOf(radio: Locator): Promise<string> {
  const text = await radio.evaluate(
    (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '',
  );
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function toStep(page: Page, testInfo: TestInfo, name: RegExp, step: string) {
  await openStepList(page, testInfo);
  await press(testInfo, page.getByRole('navigation').getByRole('link', { name }).first());
  await expect(page).toHaveURL(new RegExp(`/${step}/$`));
  await expectFocusOnNewPage(page, `the step link to ${step}`);
}

for (const { dealer, language, frequencies, unlock } of PLANS) {
  test(`${dealer} (${language}): a protection plan at each frequency changes the payment by the amount it shows`, async ({
    page,
  }, testInfo) => {
    test.skip(
      !onPhone(testInfo) && language === 'en',
      "Maple Motors in English at desktop size is money.spec.ts's protection journey",
    );
    test.setTimeout(150_000);
    const text = TEXT[language];
    const phone = onPhone(testInfo);
    const vehicle = await cheapestNewInStock(page.request, dealer);
    await openPaymentStep(page, testInfo, { dealer, language, vehicleId: vehicle.id });
    await priceOnPayment(page, testInfo, { dealer, language, unlock, journey: 'protection' });

    for (const [round, frequency] of frequencies.entries()) {
      const [option] = text.frequency[frequency];
      // Finance and lease in turn.
      const type = round % 2 === 0 ? text.finance : text.lease;
      await press(testInfo, page.getByRole('tab', { name: type }));
      await expect(page.getByRole('tab', { name: type, selected: true })).toBeVisible();
      await choose(testInfo, page.getByRole('radio', { name: option, exact: true }));
      await expectFocusKept(page, `choosing ${frequency}`);
      // The header names this frequency (not merely a wording that ends like it: "deux fois par mois").
      // Read from the payment itself, not the disclosure beside it (which names the monthly payment a
      // derived one comes from).
      const shownPayment = page.getByTestId('pricing-header').locator('[data-payment-amount]').first();
      await expect
        .poll(async () => frequencyIn((await shownPayment.textContent()) ?? '', language))
        .toBe(frequency);

      await toStep(page, testInfo, text.protection, 'protection');
      if (phone && round === 0) await expectNoAxeViolations(page);
      const plan = page
        .getByTestId('protection-plan')
        .filter({ hasNot: page.getByText(text.included, { exact: true }) })
        .first();
      const first = plan.getByRole('radio').first();
      // The amount beside the option is the payment change at this frequency, once the server knows it.
      await expect
        .poll(async () => {
          const label = await labelOf(first);
          return /\+.*\d/.test(label) ? frequencyIn(label.slice(label.lastIndexOf('+')), language) : null;
        })
        .toBe(frequency);
      // The option reads its term and price, then "+{amount} {frequency}": the amount after the plus.
      const label = await labelOf(first);
      const shown = centsIn(label.slice(label.lastIndexOf('+')));
      const before = await stablePayment(page);
      await choose(testInfo, first);
      await expectFocusKept(page, 'choosing a protection option');
      await expect
        .poll(async () => (await settledPayment(page)) - before, {
          message: `${frequency}: the payment change is the amount shown (${shown})`,
        })
        .toBe(shown);
      // Back to no coverage: the payment it had.
      await choose(testInfo, plan.getByRole('radio', { name: text.noCoverage }));
      await expect.poll(() => settledPayment(page)).toBe(before);

      await toStep(page, testInfo, text.payment, 'payment');
    }
  });
}
