import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations, signUp } from './helpers.ts';

// Issue 21: a test drive and a visit at a US dealer: Lone Star Motors (Austin, Central Time, en-US
// only). The shopper signs up from the appointment page; the dealer's hours, the day and time
// pickers and the confirmation speak US English in the dealer's zone; the test drive request opens
// its confirmation in a new tab and is e-mailed once.

test('Lone Star Motors: a test drive request and a visit, in Central Time and US English', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'lone_star_motors');
  await page.goto(`/lone_star_motors/en/appointment/${vehicle.id}/?mode=edit`);
  const visit = page.getByTestId('appointment');
  await expect(visit).toContainText('Sign in to book a visit');
  await visit.getByRole('button', { name: 'Book appointment' }).click();
  const email = `testdrive.${Date.now()}@example.com`;
  const dialog = await signUp(page, email, 'Dale', 'Hudson');
  await dialog.getByRole('button', { name: /Book appointment|Create account/ }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const sidebar = page.getByTestId('appointment-sidebar');
  await expect(sidebar).toContainText('2100 South Lamar Boulevard');
  // The dealer's phone as an American reads it, its link in E.164.
  await expect(sidebar.getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute(
    'href',
    'tel:+15125550199',
  );
  await expect(sidebar).toContainText(/\d{1,2}:\d\d\sAM\s?–\s?\d{1,2}:\d\d\sPM/);
  await expect(visit).toContainText('Central Time');
  await expect(visit).not.toContainText('America/Chicago');

  // The test drive: prefilled from the account, its confirmation in a new tab, said in the page.
  const popup = page.waitForEvent('popup');
  await visit.getByRole('button', { name: 'Request a test drive' }).click();
  const confirmation = await popup;
  await expect(confirmation).toHaveURL(/\/api\/test-drive\/bookings\/[A-Za-z0-9_-]{32}\/\?language=en$/);
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Test drive request received');
  await expect(confirmation.locator('body')).toContainText('Lone Star Motors');
  await confirmation.close();
  const requested = page.getByTestId('test-drive-requested');
  await expect(requested).toContainText('Lone Star Motors will call you to set the time.');
  // Shown instead of the offer, its state said as a visit's is, in US English.
  await expect(requested).toContainText('Awaiting confirmation from Lone Star Motors');
  await expect(visit.getByRole('button', { name: 'Request a test drive' })).toHaveCount(0);
  await expect(requested).toBeFocused();
  await expectNoAxeViolations(page);
  const mails = (await (await page.request.get('/dev/mailbox/')).text())
    .split('<article>')
    .filter((mail) => mail.includes('Test drive request received: Lone Star Motors') && mail.includes(email));
  expect(mails).toHaveLength(1);

  // A visit at the dealership: the days in US English, a time of the dealer's hours, booked.
  await visit.getByRole('button', { name: /Day$/ }).click();
  await expect(page.getByRole('option').first()).toHaveText(/^\w+day, \w+ \d+, \d{4}$/);
  await page.getByRole('option').first().click();
  await visit.getByRole('button', { name: /Time$/ }).click();
  const firstTime = (await page.getByRole('option').first().textContent()) ?? '';
  expect(firstTime).toMatch(/^\d{1,2}:\d\d\s[AP]M$/);
  await page.getByRole('option').first().click();
  await visit.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByTestId('appointment-booked')).toContainText(`, ${firstTime} at the dealership`);
  await expect(page.getByTestId('appointment-booked')).toContainText(
    'Awaiting confirmation from Lone Star Motors',
  );
  await expectNoAxeViolations(page);
  const booked = (await (await page.request.get('/dev/mailbox/')).text())
    .split('<article>')
    .filter((mail) => mail.includes('Appointment requested: Lone Star Motors') && mail.includes(email));
  expect(booked).toHaveLength(1);
  expect(booked[0]).toContain(firstTime);
});
