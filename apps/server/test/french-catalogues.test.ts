/**
 * The server's French texts a shopper reads besides its e-mails (test/french-emails.test.ts): the
 * messages of its errors and field errors (http/messages.ts, exact and with figures), the sign-in
 * link's confirmation page, the test drive's page and a protection plan's summary page. Each follows
 * French typography (test/french-typography.ts).
 */
import { describe, expect, it } from 'vitest';
import { FRENCH, FRENCH_PATTERNS, translate } from '../src/http/messages.ts';
import { PLAN_DOCUMENT_TEXT } from '../src/media/routes.ts';
import { TEST_DRIVE_PAGE_WORDS } from '../src/modules/test-drive/page.ts';
import { LOGIN_LINK_WORDS } from '../src/modules/user/login-link-routes.ts';
import { typographyFaults } from './french-typography.ts';

/** An English message of each pattern with figures, as the server writes it. */
const WITH_FIGURES = [
  'The amount owing on the trade-in cannot be more than its value plus $1,000.50.',
  'The loan on this vehicle is more than this offer plus $2,000, so it cannot be carried into your deal. Talk to the dealership about your options.',
  'Choose one of these terms: 36, 48, 60.',
  'A rate is missing for new/36 (condition/term).',
  'Listed twice: 36.',
  'Choose one of these yearly allowances: 16000, 20000.',
  "The down payment cannot be more than $10,000 (50% of the vehicle's price of $20,000).",
];

/** A table's French texts by name, its functions called with a dealer's name and an address. */
function texts(table: Record<string, unknown>, prefix: string): [string, string][] {
  return Object.entries(table).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}.${key}`, value]];
    if (typeof value === 'function')
      return [[`${prefix}.${key}`, String(value('Rivière Auto', 'a***@example.com', 'Rivière Auto'))]];
    return [];
  });
}

const faultsOf = (entries: [string, string][]) =>
  entries.flatMap(([id, text]) => typographyFaults(text).map((at) => `${id}: …${at}`));

describe("the server's French texts", () => {
  it('error and field-error messages, exact ones', () => {
    expect(faultsOf(Object.entries(FRENCH))).toEqual([]);
  });

  it('error messages with figures, each pattern rendered', () => {
    const matched = FRENCH_PATTERNS.filter(([pattern]) => WITH_FIGURES.some((m) => pattern.test(m)));
    // A new pattern needs its sample above.
    expect(matched).toHaveLength(FRENCH_PATTERNS.length);
    const french = WITH_FIGURES.map((m): [string, string] => [m, translate(m, 'fr')]);
    for (const [english, text] of french) expect(text, english).not.toBe(english);
    expect(faultsOf(french)).toEqual([]);
  });

  it("the sign-in link's page, the test drive's page and a plan's summary page", () => {
    expect(
      faultsOf([
        ...texts(LOGIN_LINK_WORDS.fr, 'login-link'),
        ...texts(TEST_DRIVE_PAGE_WORDS.fr, 'test-drive'),
        ...texts(PLAN_DOCUMENT_TEXT.fr, 'plan'),
      ]),
    ).toEqual([]);
  });
});
