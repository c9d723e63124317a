import type { Page } from '@playwright/test';
import { withSettings } from './dealerSettings.ts';
import { expect, test } from './fixtures.ts';
import { api, expectNoAxeViolations, signedInWithOrder } from './helpers.ts';

// The credit application's result pages that the step-by-step journeys (credit-app.spec.ts) do not
// reach: "awaiting customer" (status 1) and "declined" (status 4), by the sandbox bureau's test
// identities (server README, "Credit application"); and the acknowledge-consent modal of the
// manufacturer finance system (VW), which no demo dealer uses: the home dealership's answer says VW
// on its way to the page. The application is filled through the API (the steps are the other
// journeys'); the review, its submission and the result are the page's.

const BASE = '/api/customer/credit-application';

/** A complete Ontario applicant (every field maple_motors requires) with the given SIN. */
function ontarioApplicant(sin: string) {
  return {
    salutation_enc: 'ms',
    first_name_enc: 'Genevieve',
    last_name_enc: 'Quartermaine',
    date_of_birth_enc: '1984-03-17',
    marital_status_enc: 'married',
    phone_enc: '(416) 555-0142',
    email_enc: 'genevieve@example.com',
    confirm_email: 'genevieve@example.com',
    social_insurance_number_enc: sin,
    employment_status_enc: 'FT',
    employer_enc: 'Lakeshore Dental',
    occupation_enc: 'Hygienist',
    work_phone_enc: '(416) 555-0199',
    years_at_employment_enc: 5,
    months_at_employment_enc: 2,
    income_amount_enc: 7_800_000,
    income_frequency_enc: 'annually',
    address_type_enc: 'ST',
    address_number_enc: '221',
    street_name_enc: 'Queens Quay West',
    city_enc: 'Toronto',
    province_enc: 'ON',
    postal_code_enc: 'M5J 2Y5',
    years_at_address_enc: 6,
    months_at_address_enc: 0,
    home_status_enc: 'RE',
    monthly_housing_payment_enc: 210_000,
  };
}

/** A shopper at maple_motors whose application is complete and not sent: on its review page. */
async function atReview(page: Page, sin: string): Promise<{ vehicleId: number; orderId: number }> {
  const ids = await signedInWithOrder(page, 'maple_motors');
  await (await api(page)).put(`${BASE}/${ids.orderId}/`, {
    consent: { credit_check: true, marketing: false, text_version: 'credit-check-2026-11' },
    primaryApplication: ontarioApplicant(sin),
  });
  await page.goto(`/maple_motors/en/credit-app/${ids.vehicleId}/review/`);
  // (Without the embedded answers, the VW page asks the network for the shell's: given more time.)
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible({ timeout: 30_000 });
  return ids;
}

for (const { status, sin, heading } of [
  { status: 1, sin: '111 111 118', heading: 'We need more from you' },
  { status: 4, sin: '444 444 442', heading: 'Your application was declined' },
]) {
  test(`the sandbox bureau's result ${status} (SIN ${sin}) has its own page: heading, who decided, axe`, async ({
    page,
  }) => {
    await atReview(page, sin);
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await expect(page).toHaveURL(/\/credit-app\/\d+\/result\/$/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Decided by: Sandbox credit bureau/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the manufacturer finance system (VW): the acknowledge-consent modal opens on submit; "Not now" sends nothing, agreeing sends it', async ({
  page,
}) => {
  await withSettings(page, (dealer) => ({ ...dealer, credit_application_system: 'VW' }));
  const { orderId } = await atReview(page, '333 333 334');
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/submit_application/')) submissions.push(request.url());
  });
  await page.getByRole('button', { name: 'Submit my application' }).click();
  const modal = page.getByRole('dialog', { name: /Share your application with the manufacturer/ });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/credit-app\/\d+\/review\/$/);
  await expect(page.getByRole('button', { name: 'Submit my application' })).toBeVisible();
  // Nothing went to the server: no request, and the application is still a draft.
  expect(submissions).toEqual([]);
  const decision = await page.request.get(`${BASE}/${orderId}/decision_status/`, {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  expect(decision.status()).toBe(200);
  expect(((await decision.json()) as { status: unknown }).status).toBeNull();

  await page.getByRole('button', { name: 'Submit my application' }).click();
  await modal.getByRole('button', { name: 'I agree and submit' }).click();
  await expect(page).toHaveURL(/\/credit-app\/\d+\/result\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is approved' })).toBeVisible();
  expect(submissions).toHaveLength(1);
});
