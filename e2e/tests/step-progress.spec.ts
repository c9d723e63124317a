import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  cheapestNewInStock,
  dealerPostalCode,
  expectNoAxeViolations,
  signUp,
} from './helpers.ts';

// The build-and-price steps as a progress bar (issues 25 and 18; the kit's Stepper): each step done,
// current, skipped, locked or not started, seen and heard; on a phone "Step 2 of 5", a compact bar and
// the current step's name, the list on demand, and the page never scrolls sideways. Linear (Rivière
// Auto): locked steps are no links; modular (Maple Motors): every step is reachable.

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const stepsOf = (page: Page, name: string) => {
  const steps = page.getByRole('navigation', { name });
  return {
    steps,
    item: (step: RegExp) => steps.getByRole('listitem').filter({ hasText: step }),
  };
};

/** Where the steps' bar and each step stand, and how big (x, width, height: what is above may differ). */
const boxesOf = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).evaluate((nav) =>
    [nav, ...nav.querySelectorAll('li'), ...nav.querySelectorAll(':scope > :first-child')].map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.width, box.height].map(Math.round);
    }),
  );

// The vehicle page's own document (the overview, which the server renders; a step's page is rendered
// by the browser): its steps are there before any script, in the boxes of the bar that replaces them.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, before the app is live, the vehicle page has its steps (each a link) in the boxes of the bar that follows`, async ({
    browser,
    baseURL,
  }) => {
    // The server's page alone (no script runs): its first paint.
    const bareContext = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const vehicle = await cheapestNewInStock(bareContext.request, 'maple_motors');
    const url = `/maple_motors/en/conf/${vehicle.id}/`;
    const bare = await bareContext.newPage();
    await bare.goto(url);
    const steps = bare.getByRole('navigation', { name: 'Build your deal' });
    // (each step, also where the list is hidden: on a phone, behind its summary)
    const item = (name: RegExp) => steps.locator('li').filter({ hasText: name });
    await expect(item(/Accessories/)).toHaveAttribute('data-status', 'not-started');
    await expect(item(/Protection/).locator('a')).toHaveAttribute(
      'href',
      new RegExp(`/conf/${vehicle.id}/protection/$`),
    );
    if (viewport.width < 640) {
      await expect(steps.locator('ol')).toBeHidden();
      await expect(steps).toContainText('Build your deal');
    } else await expect(item(/Accessories/)).toContainText('Not started');
    const first = await boxesOf(bare, 'Build your deal');
    // The app with the bar's chunk in (its summary button, the first paint gone): nothing has moved.
    const liveContext = await browser.newContext({ baseURL, viewport });
    const live = await liveContext.newPage();
    await live.goto(url);
    await expect(stepsOf(live, 'Build your deal').steps.locator('button[aria-expanded]')).toBeAttached();
    await expect(live.locator('#bnp-steps')).toHaveCount(0);
    expect(await boxesOf(live, 'Build your deal')).toEqual(first);
    await bareContext.close();
    await liveContext.close();
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Maple Motors in French (modular): "Étape 2 sur …" and the current step, the list on demand, every step a link; no sideways scroll', async ({
    page,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
    const { steps, item } = stepsOf(page, 'Bâtir votre offre');
    await page.goto(`/maple_motors/fr/conf/${vehicle.id}/protection/`);
    const summary = steps.getByRole('button', { name: /Étape 2 sur \d/ });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Protection');
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(steps.getByRole('list')).toBeHidden();
    expect(await sideways(page)).toBe(0);

    await summary.tap();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const current = item(/Protection/).getByRole('link');
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toContainText('Étape en cours');
    await expect(item(/Accessoires/)).toHaveAttribute('data-status', 'not-started');
    await expect(item(/Accessoires/)).toContainText('Non commencée');
    // Modular: every step is a link, the review too.
    await expect(steps.getByRole('listitem')).toHaveCount(await steps.getByRole('link').count());
    expect(await sideways(page)).toBe(0);
    await expectNoAxeViolations(page);
    await item(/Révision/)
      .getByRole('link')
      .tap();
    await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/review/$`));
    await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
    await expect(steps.getByRole('button', { name: /Étape \d sur \d.*Révision/ })).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });

  test('Rivière Auto in French (linear): the later steps are locked, no links, and say so', async ({
    page,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, 'riviere_auto');
    const { steps, item } = stepsOf(page, 'Bâtir votre offre');
    await page.goto(`/riviere_auto/fr/conf/${vehicle.id}/accessories/`);
    const summary = steps.getByRole('button', { name: /Étape 1 sur \d.*Accessoires/ });
    await expect(summary).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await summary.tap();
    for (const name of [/Protection/, /Paiement/, /Révision/]) {
      await expect(item(name)).toHaveAttribute('data-status', 'locked');
      await expect(item(name).getByRole('link')).toHaveCount(0);
      await expect(item(name)).toContainText('Verrouillée\u00a0: terminez d’abord les étapes précédentes');
    }
    expect(await sideways(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('Maple Motors in English: "Step 1 of …" with the current step', async ({ page }) => {
    const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
    const { steps } = stepsOf(page, 'Build your deal');
    await page.goto(`/maple_motors/en/conf/${vehicle.id}/accessories/`);
    await expect(steps.getByRole('button', { name: /Step 1 of \d.*Accessories/ })).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Rivière Auto in French: the whole bar, no summary; each step says its status', async ({ page }) => {
    const vehicle = await cheapestNewInStock(page.request, 'riviere_auto');
    const { steps, item } = stepsOf(page, 'Bâtir votre offre');
    await page.goto(`/riviere_auto/fr/conf/${vehicle.id}/accessories/`);
    await expect(item(/Accessoires/).getByRole('link')).toBeVisible();
    await expect(item(/Accessoires/)).toContainText('Étape en cours');
    await expect(steps.getByRole('button', { name: /Étape 1 sur/ })).toBeHidden();
    await expect(item(/Protection/).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await expect(item(/Protection/)).toContainText('Verrouillée');
    // Skipping a step: it reads skipped, not done.
    await page.getByRole('link', { name: 'Passer cette étape' }).click();
    await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/protection/$`));
    await expect(item(/Accessoires/)).toHaveAttribute('data-status', 'skipped');
    await expect(item(/Accessoires/)).toContainText('Ignorée');
    expect(await sideways(page)).toBe(0);
  });

  test('Maple Motors in English: after "Save deal" the steps never visited read skipped, as the server has them', async ({
    page,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
    const { steps, item } = stepsOf(page, 'Build your deal');
    await page.goto(`/maple_motors/en/conf/${vehicle.id}/review/`);
    await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
    await expect(steps.getByRole('button', { name: /Step \d of/ })).toBeHidden();
    await expect(item(/Review/).getByRole('link')).toHaveAttribute('aria-current', 'step');
    await page.getByRole('main').getByRole('button', { name: 'Save deal' }).click();
    const dialog = await signUp(page, `stepper.${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Save deal' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    for (const name of [/Accessories/, /Protection/, /Payment/]) {
      await expect(item(name)).toHaveAttribute('data-status', 'skipped');
      await expect(item(name)).toContainText('Skipped');
      await expect(item(name)).not.toContainText('Completed');
    }
    await expectNoAxeViolations(page);
  });
});
