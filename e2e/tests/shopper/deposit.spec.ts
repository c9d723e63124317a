import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from '../helpers.ts';
import { fillSignUp, freshEmail, onPhone, press } from './shopper.ts';

// The deposit form as a shopper tries it, on a 390 px phone with touch and at desktop size: it wears
// the kit's look (no browser-default fieldset frame, legend or list indent), the postal code fills the
// province by the server's geo rule (never over the shopper's choice), and it is filled and sent with
// the keyboard alone, each control showing the focus ring and big enough for a finger.

async function openDepositForm(page: Page, testInfo: TestInfo, dealer: string): Promise<Locator> {
  const vehicle = await cheapestNewInStock(page.request, dealer);
  await page.goto(`/${dealer}/en/deposit/${vehicle.id}/place/`);
  await press(testInfo, page.getByRole('main').getByRole('button', { name: 'Place deposit' }));
  const dialog = await fillSignUp(page, freshEmail(`deposit-form.${dealer}`, testInfo));
  await press(testInfo, dialog.getByRole('button', { name: /Place deposit|Create account/ }));
  await press(testInfo, dialog.getByRole('button', { name: 'Done' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const form = page.getByTestId('deposit-place');
  await expect(form.getByTestId('deposit-total')).toBeVisible();
  return form;
}

/** The computed styles a test reads, of one element. */
function styleOf(target: Locator, ...properties: string[]) {
  return target.evaluate(
    (el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el).getPropertyValue(n)])),
    properties,
  );
}

test('maple_motors: the kit look, the province from the postal code, the keyboard alone', async ({
  page,
}, testInfo) => {
  const form = await openDepositForm(page, testInfo, 'maple_motors');

  // The sections: no fieldset frame of the browser; each legend a section heading.
  const fieldsets = form.locator('fieldset');
  expect(await fieldsets.count()).toBe(3);
  for (const fieldset of await fieldsets.all()) {
    expect(await styleOf(fieldset, 'border-top-width', 'margin-left', 'padding-left')).toEqual({
      'border-top-width': '0px',
      'margin-left': '0px',
      'padding-left': '0px',
    });
    const legend = await styleOf(fieldset.locator('legend'), 'font-weight', 'font-size', 'padding-left');
    expect(Number(legend['font-weight'])).toBeGreaterThanOrEqual(600);
    expect(Number.parseFloat(legend['font-size'] ?? '0')).toBeGreaterThan(16);
    expect(legend['padding-left']).toBe('0px');
  }
  // The amounts: each label and its amount on one line, no list indent of the browser.
  const amounts = form.getByTestId('deposit-amounts');
  for (const dd of await amounts.locator('dd').all()) {
    expect((await styleOf(dd, 'margin-left'))['margin-left']).toBe('0px');
  }
  const totalLabel = await amounts.locator('dt', { hasText: 'Charged to your card' }).boundingBox();
  const total = await form.getByTestId('deposit-total').boundingBox();
  expect(Math.abs((totalLabel?.y ?? 0) - (total?.y ?? 100))).toBeLessThan(8);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // Keyboard only: the postal code comes before the province, which it fills in.
  const city = form.getByRole('textbox', { name: 'City' });
  await city.focus();
  await page.keyboard.type('Montréal');
  await page.keyboard.press('Tab');
  const postal = form.getByRole('textbox', { name: 'Postal code' });
  await expect(postal).toBeFocused();
  const ring = await styleOf(postal, 'outline-style');
  expect(ring['outline-style']).not.toBe('none');
  await page.keyboard.type('h2x1y4');
  await expect(postal).toHaveValue('H2X 1Y4');
  const province = form.getByRole('button', { name: /Province/ });
  await expect(province).toContainText('Quebec');
  await page.keyboard.press('Tab');
  await expect(province).toBeFocused();
  expect((await styleOf(province, 'outline-style'))['outline-style']).not.toBe('none');
  // The shopper's own choice stays whatever postal code comes next.
  await page.keyboard.press('Enter');
  const alberta = page.getByRole('option', { name: 'Alberta' });
  await expect(alberta).toBeVisible();
  await page.keyboard.type('Alb');
  await expect(alberta).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(province).toContainText('Alberta');
  await expect(province).toBeFocused();
  await postal.fill('M5V 2T6');
  await expect(province).toContainText('Alberta');

  // On the phone: every control a finger's size, text big enough not to zoom, digits keypads.
  if (onPhone(testInfo)) {
    for (const control of await form.locator('input, button').all()) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      expect(
        box?.height ?? 0,
        await control.evaluate((el) => el.outerHTML.slice(0, 80)),
      ).toBeGreaterThanOrEqual(44);
    }
    for (const input of await form.locator('input').all()) {
      if (!(await input.isVisible())) continue;
      expect(
        Number.parseFloat((await styleOf(input, 'font-size'))['font-size'] ?? '0'),
      ).toBeGreaterThanOrEqual(16);
    }
    // The expiry too: MM/YY is read with or without its slash (the domain's parseCardExpiry).
    await expect(form.getByRole('textbox', { name: /Expiry/ })).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('inputmode', 'numeric');
  }
  await expectNoAxeViolations(page);
});

test('lone_star_motors: the ZIP code fills the state', async ({ page }, testInfo) => {
  const form = await openDepositForm(page, testInfo, 'lone_star_motors');
  const zip = form.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('78704');
  await expect(form.getByRole('button', { name: /State/ })).toContainText('Texas');
  if (onPhone(testInfo)) await expect(zip).toHaveAttribute('inputmode', 'numeric');
});
