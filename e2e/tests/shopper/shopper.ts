import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { dealerPostalCode, LINEAR_FLOW_DEALERS } from '../helpers.ts';

// The shopper family's helpers: the shopper's gesture for the project (a tap on the phone, a click at
// desktop size), the texts of each language, and where focus is after an action.

/** The phone project (390 px, touch)? */
export function onPhone(testInfo: TestInfo): boolean {
  return testInfo.project.use.hasTouch === true;
}

/** A tap on the phone, a click at desktop size: the gesture a shopper makes on a control. */
export async function press(testInfo: TestInfo, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  if (onPhone(testInfo)) await target.tap();
  else await target.click();
}

/**
 * Checks a radio the way a shopper does (its visible label; the input itself may be visually hidden),
 * once it can be chosen: a payment type's change disables the deal's controls until the order has it
 * (spec 2 section 4), and a press on a disabled option's label does nothing.
 */
export async function choose(testInfo: TestInfo, radio: Locator): Promise<void> {
  await expect(radio).toBeEnabled({ timeout: 15_000 });
  const id = await radio.getAttribute('id');
  const page = radio.page();
  const label = id ? page.locator(`label[for="${id}"]`) : radio.locator('xpath=ancestor::label[1]');
  if ((await label.count()) > 0 && (await label.first().isVisible())) await press(testInfo, label.first());
  else await radio.check({ force: true });
  await expect(radio).toBeChecked();
}

/** What has focus: tag, accessible name (aria-label or text), and whether it is the page body. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      body: el === null || el === document.body || el === document.documentElement,
      tag: el?.tagName.toLowerCase() ?? '',
      inDialog: el?.closest('[role="dialog"]') != null,
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 80),
    };
  });
}

/** After an action, focus is somewhere on the page (never the body), and visible to the shopper. */
export async function expectFocusKept(page: Page, after: string): Promise<void> {
  await expect.poll(async () => (await focused(page)).body, { message: `focus after ${after}` }).toBe(false);
}

/**
 * After a route change, focus is on the new page's heading (or main), or in the dialog the new page
 * opened by itself (the required postal code).
 */
export async function expectFocusOnNewPage(page: Page, after: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await focused(page);
        return now.inDialog ? 'dialog' : now.tag;
      },
      { message: `focus after ${after}` },
    )
    .toMatch(/^(h1|main|dialog)$/);
}

export type Language = 'en' | 'fr';

/** The texts a shopper reads, per language (the storefront's en-CA and fr-CA catalogues). */
export const TEXT = {
  en: {
    locale: 'en-CA',
    pages: 'Pages',
    nextPage: 'Next page',
    page: (n: number) => `Page ${n}`,
    vehicles: (n: number) => `${n} vehicles`,
    finance: 'Finance',
    lease: 'Lease',
    frequency: {
      weekly: ['Weekly', 'weekly'],
      biweekly: ['Bi-weekly', 'bi-weekly'],
      semimonthly: ['Semi-monthly', 'semi-monthly'],
      monthly: ['Monthly', 'monthly'],
    },
    term: /Term/,
    months: (n: number) => `${n} months`,
    protection: /Protection/,
    accessories: /Accessories/,
    review: /Review/,
    payment: /Payment/,
    noCoverage: /^No coverage/,
    included: 'Included',
    taxes: 'Taxes',
    noTax: 'No tax applies',
    credit: 'Cost of credit',
    residual: /Residual/,
    paymentsOf: /payments of/,
    saveDeal: 'Save deal',
    done: 'Done',
    unlock: 'Unlock pricing',
    details: 'Pricing details',
    dealLink: 'Link to your deal',
    shareLink: 'Your deal link',
    add: (title: string) => `Add ${title}`,
    remove: (title: string) => `Remove ${title}`,
    offline: "You're offline",
  },
  fr: {
    locale: 'fr-CA',
    pages: 'Pages',
    nextPage: 'Page suivante',
    page: (n: number) => `Page ${n}`,
    vehicles: (n: number) => `${n} véhicules`,
    finance: 'Financement',
    lease: 'Location',
    frequency: {
      weekly: ['Hebdomadaire', 'par semaine'],
      biweekly: ['Aux deux semaines', 'aux deux semaines'],
      semimonthly: ['Bimensuel', 'deux fois par mois'],
      monthly: ['Mensuel', 'par mois'],
    },
    term: /Durée/,
    months: (n: number) => `${n} mois`,
    protection: /Protection/,
    accessories: /Accessoires/,
    review: /Révision|Sommaire|Résumé/,
    payment: /Paiement/,
    noCoverage: /^Aucune couverture/,
    included: 'Inclus',
    taxes: 'Taxes',
    noTax: 'Aucune taxe ne s’applique',
    credit: 'Coût du crédit',
    residual: /Valeur résiduelle/,
    paymentsOf: /paiements (mensuels|hebdomadaires|bimensuels|aux deux semaines) de/,
    saveDeal: 'Sauvegarder l’offre',
    done: 'Terminé',
    unlock: 'Débloquer les prix',
    details: 'Détails du prix',
    dealLink: 'Lien vers votre offre',
    shareLink: 'Lien de votre offre',
    add: (title: string) => `Ajouter ${title}`,
    remove: (title: string) => `Retirer ${title}`,
    offline: 'Vous êtes hors ligne',
  },
} as const;

export type Frequency = keyof (typeof TEXT)['en']['frequency'];

/** Cents of the first money amount of a text, en-CA ($1,234.56) or fr-CA (1 234,56 $). */
/**
 * The payment frequency a text names, in the page's language: the longest per-payment wording it
 * contains ("deux fois par mois" is semi-monthly, though it ends with "par mois"), or null.
 */
export function frequencyIn(text: string, language: Language): Frequency | null {
  const plain = text.replace(/[\u00a0\u202f]/g, ' ');
  let found: Frequency | null = null;
  let length = 0;
  for (const [frequency, [, perPayment]] of Object.entries(TEXT[language].frequency)) {
    if (plain.includes(perPayment) && perPayment.length > length) {
      found = frequency as Frequency;
      length = perPayment.length;
    }
  }
  return found;
}

export function centsIn(text: string): number {
  const plain = text.replace(/[\u00a0\u202f]/g, ' ');
  const en = /\$\s?([\d,]+)\.(\d\d)/.exec(plain);
  if (en) return Number((en[1] ?? '').replace(/,/g, '')) * 100 + Number(en[2]);
  const fr = /(\d{1,3}(?: \d{3})*),(\d\d) \$/.exec(plain);
  if (fr) return Number((fr[1] ?? '').replace(/ /g, '')) * 100 + Number(fr[2]);
  throw new Error(`no amount in "${text}"`);
}

/** The payment the pricing header shows, in cents (null while it is loading or locked). */
export async function headerPayment(page: Page): Promise<number | null> {
  const amount = page.getByTestId('pricing-header').locator('[data-payment-amount]').first();
  if ((await amount.count()) === 0) return null;
  try {
    return centsIn((await amount.textContent()) ?? '');
  } catch {
    return null;
  }
}

/** The header's payment once priced (not loading). */
export async function settledPayment(page: Page): Promise<number> {
  await expect(page.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => headerPayment(page)).not.toBeNull();
  return (await headerPayment(page)) ?? 0;
}

/**
 * The header's payment once it no longer moves: at Maple Motors the deal chooses the financing bonus
 * from a finance payment (spec 2 §4) and prices again just after a payment has settled, so a payment
 * read at once may be the one before the bonus. Two reads 1.2 s apart (past the 500 ms pricing
 * debounce and its answer) must agree.
 */
export async function stablePayment(page: Page): Promise<number> {
  let last = await settledPayment(page);
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(1200);
        const now = await settledPayment(page);
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return last;
}

/**
 * Opens the build-and-price step list where it is collapsed (on a phone the kit's Stepper is a
 * summary button, "Step 3 of 7", that shows the steps' links), so that a step's link can be pressed.
 */
export async function openStepList(page: Page, testInfo: TestInfo) {
  const summary = page
    .getByRole('navigation')
    .getByRole('button', { name: /^(Step|Étape) \d+ (of|sur) \d+/, expanded: false });
  if (await summary.isVisible()) await press(testInfo, summary);
}

/** Fills the open sign-up dialog (names, e-mail, a phone and the contact method where asked). */
export async function fillSignUp(page: Page, email: string): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole('textbox', { name: /^(First name|Prénom)/ });
  if ((await first.count()) > 0) await first.fill('Élise');
  const last = dialog.getByRole('textbox', { name: /^(Last name|Nom)\b/ });
  if ((await last.count()) > 0) await last.fill('Gagnon');
  await dialog.getByRole('textbox', { name: /^(Email|Courriel)/ }).fill(email);
  const phone = dialog.getByRole('textbox', { name: /^(Phone|Téléphone)/ });
  if ((await phone.count()) > 0) await phone.fill('(514) 555-0147');
  const byEmail = dialog.getByRole('radio', { name: /^(Email|Courriel)$/ });
  if ((await byEmail.count()) > 0) await byEmail.check({ force: true });
  // The consent every demo dealer requires (spec 3 §5).
  await dialog
    .getByRole('checkbox', {
      name: /collects and uses my information|recueille et utilise mes renseignements/,
    })
    .check({ force: true });
  return dialog;
}

/** A fresh address for a sign-up of this run. */
export function freshEmail(what: string, testInfo: TestInfo): string {
  return `${what}.${testInfo.project.name}.${Date.now()}@example.com`;
}

/** Answers the required postal-code dialog with the shopper's gesture; focus stays on the page after. */
export async function answerPostal(page: Page, testInfo: TestInfo, postalCode: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /postal|ZIP/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(postalCode);
  await press(testInfo, dialog.getByRole('button', { name: /Update pricing|Mettre à jour les prix/ }));
  await expect(dialog).toHaveCount(0);
  await expectFocusKept(page, 'the postal-code dialog closed');
}

/** Continues to the next build-and-price step with the shopper's gesture; focus on the new page. */
export async function continueWith(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  await press(testInfo, page.getByTestId('step-continue'));
  await expect(page).toHaveURL(new RegExp(`/${step}/$`));
  // The steps' nav marks its current step `aria-current="step"` (a stepper, not the site's pages).
  await expect(page.locator(`nav a[aria-current="step"][href$="/${step}/"]`)).toBeAttached();
  await expectFocusOnNewPage(page, `continuing to ${step}`);
}

/**
 * The payment step of a vehicle's deal, reached as a shopper reaches it: opened by its URL where every
 * step is open; at a dealer whose steps are in order (a later step opened by its URL goes to the first
 * open one), from the accessories, passing each step before the payment with Continue.
 */
export async function openPaymentStep(
  page: Page,
  testInfo: TestInfo,
  deal: { readonly dealer: string; readonly language: Language; readonly vehicleId: number },
): Promise<void> {
  const base = `/${deal.dealer}/${deal.language}/conf/${deal.vehicleId}`;
  if (!LINEAR_FLOW_DEALERS.has(deal.dealer)) {
    await page.goto(`${base}/payment/`);
    return;
  }
  await page.goto(`${base}/accessories/`);
  for (const step of ['protection', 'incentives', 'payment']) await continueWith(page, testInfo, step);
}

/**
 * The set-up the lease, protection and two-tab journeys share, on the payment step: the postal-code
 * dialog answered with the dealer's own code, then, at a dealer that shows its prices only to a
 * signed-up shopper (`unlock`), a sign-up through "unlock" with a fresh address; focus stays on the
 * page after each dialog.
 */
export async function priceOnPayment(
  page: Page,
  testInfo: TestInfo,
  deal: {
    readonly dealer: string;
    readonly language: Language;
    readonly unlock: boolean;
    readonly journey: string;
  },
): Promise<void> {
  const text = TEXT[deal.language];
  await answerPostal(page, testInfo, await dealerPostalCode(page.request, deal.dealer));
  if (!deal.unlock) return;
  // Locked, the prices' details have no button (it opened an empty panel); unlocked, they are back.
  const details = page.getByTestId('pricing-header').getByRole('button', { name: text.details });
  await expect(details).toHaveCount(0);
  await press(testInfo, page.getByRole('button', { name: text.unlock }).first());
  const dialog = await fillSignUp(page, freshEmail(`${deal.journey}.${deal.dealer}`, testInfo));
  await press(testInfo, dialog.getByRole('button', { name: text.unlock }));
  await press(testInfo, dialog.getByRole('button', { name: text.done }));
  await expect(dialog).toBeHidden();
  await expectFocusKept(page, 'the sign-up dialog closed');
  await expect(details).toBeVisible();
}
