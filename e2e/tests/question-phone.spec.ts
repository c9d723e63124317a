import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from './helpers.ts';

// The question dialog on a phone (390 px, touch), as a shopper's thumb uses it (found in a trial by
// people who had not read the tests).

/** The colour on screen at a point of the page (a 1-pixel screenshot, its PNG read here). */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, animations: 'disabled' });
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  // One row of one pixel: its filter byte, then the channels (the first pixel of the first row is
  // stored as is whatever the filter).
  const row = inflateSync(Buffer.concat(data));
  return [row[1] ?? 0, row[2] ?? 0, row[3] ?? 0];
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A vehicle page of Maple Motors, its question dialog opened with a tap. */
async function openQuestion(page: Page) {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await page.getByRole('button', { name: 'Ask a question' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Ask a question' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a bad phone number, then a tap on "Send question": the tap sends the form, which shows every error and focuses the first', async ({
  page,
}) => {
  const dialog = await openQuestion(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/customer-question/') && r.method() === 'POST') posts += 1;
  });

  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  await phone.tap();
  await page.keyboard.type('555123');
  // Leaving the field shows nothing yet: nothing moves under the thumb on its way to the button.
  const send = dialog.getByRole('button', { name: 'Send question' });
  await send.scrollIntoViewIfNeeded();
  // The thumb lands on the button's upper edge, where a button pushed down by an error would miss it.
  await send.tap({ position: { x: 20, y: 3 } });

  // The tap was the submit: every error shows (not the phone's alone), focus on the first invalid field.
  await expect(dialog.getByText('This field is required.')).toHaveCount(2);
  await expect(dialog.locator('[data-field="phone"]')).toContainText('Enter a valid 10-digit phone number.');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  expect(posts).toBe(0);

  // From then on a correction clears its error as it is typed.
  await phone.fill('416-555-0147');
  await expect(dialog.locator('[data-field="phone"]')).not.toContainText(
    'Enter a valid 10-digit phone number.',
  );
  await expectNoAxeViolations(page);
});

test('the discard-changes dialog over the question dialog: its backdrop dims and covers what is behind, focus stays in it, Escape closes it and gives focus back', async ({
  page,
}) => {
  const question = await openQuestion(page);
  const message = question.getByRole('textbox', { name: 'Your question' });
  await message.fill('Are winter tires included?');
  const close = question.getByRole('button', { name: 'Close' });
  await close.tap();
  const confirm = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(confirm).toBeVisible();
  // The question dialog behind is out of reach: hidden from assistive technology, under the backdrop.
  await expect(page.getByRole('dialog')).toHaveCount(1);

  // The question dialog is dimmed by the discard dialog's backdrop: a point of its white surface,
  // beside its heading and outside the small dialog, is darker than white on screen.
  const heading = page.locator('[role="dialog"] h2', { hasText: 'Ask a question' });
  const box = await heading.boundingBox();
  expect(box).not.toBeNull();
  const [red, green, blue] = await pixelAt(page, (box?.x ?? 0) - 12, (box?.y ?? 0) + 2);
  expect(Math.max(red, green, blue)).toBeLessThan(200);

  // Focus stays in the small dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    await expect(confirm.locator(':focus')).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
  // Escape keeps editing: the question as typed, focus back where the shopper tried to leave.
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(question).toBeVisible();
  await expect(message).toHaveValue('Are winter tires included?');
  await expect(close).toBeFocused();
});
