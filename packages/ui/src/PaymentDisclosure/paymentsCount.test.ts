import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enCA from '../messages/deal/en-CA.json' with { type: 'json' };
import enUS from '../messages/deal/en-US.json' with { type: 'json' };
import frCA from '../messages/deal/fr-CA.json' with { type: 'json' };

// Found by a shopper: a deal of one payment before the last read "1 monthly payments". The count of
// payments (and of months) agrees with its number in every locale, the frequency too in French.

const CATALOGUES: Record<string, Record<string, string>> = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA };
const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;

function say(locale: string, id: string, values: Record<string, string | number>): string {
  const errors: string[] = [];
  const intl = createIntl(
    { locale, messages: CATALOGUES[locale] ?? {}, onError: (e) => void errors.push(e.message) },
    createIntlCache(),
  );
  const text = intl.formatMessage({ id }, values);
  expect(errors).toEqual([]);
  return text.replace(/\u00a0|\u202f/g, ' ');
}

const payments = (locale: string, count: number, frequency: string, term = 12) =>
  say(locale, 'deal.disclosure.payments', { count, frequency, amount: '$1', term });
const andLast = (locale: string, count: number, frequency: string, term = 12) =>
  say(locale, 'deal.disclosure.paymentsAndLast', { count, frequency, amount: '$1', last: '$2', term });

describe('the count of payments in the cost of credit', () => {
  it('is singular for one payment and one month, plural otherwise (en-US, en-CA)', () => {
    for (const locale of ['en-US', 'en-CA']) {
      expect(payments(locale, 1, 'monthly', 1)).toBe('1 monthly payment of $1 over 1 month.');
      expect(payments(locale, 2, 'monthly')).toBe('2 monthly payments of $1 over 12 months.');
      expect(andLast(locale, 1, 'biweekly')).toBe(
        '1 bi-weekly payment of $1 and a last payment of $2, over 12 months.',
      );
      expect(payments(locale, 1040, 'weekly')).toBe('1,040 weekly payments of $1 over 12 months.');
    }
  });

  it('agrees in French, the frequency too: "1 paiement mensuel", "2 paiements mensuels"', () => {
    expect(payments('fr-CA', 1, 'monthly', 1)).toBe('1 paiement mensuel de $1 sur 1 mois.');
    expect(payments('fr-CA', 2, 'monthly')).toBe('2 paiements mensuels de $1 sur 12 mois.');
    expect(andLast('fr-CA', 1, 'weekly')).toBe(
      '1 paiement hebdomadaire de $1, et un dernier paiement de $2, sur 12 mois.',
    );
    expect(payments('fr-CA', 104, 'weekly')).toBe('104 paiements hebdomadaires de $1 sur 12 mois.');
    expect(payments('fr-CA', 2, 'semimonthly')).toBe('2 paiements bimensuels de $1 sur 12 mois.');
    expect(payments('fr-CA', 2, 'biweekly')).toBe('2 paiements aux deux semaines de $1 sur 12 mois.');
  });

  it('never says one of a plural, nor many of a singular, for any frequency and locale', () => {
    for (const locale of Object.keys(CATALOGUES)) {
      for (const frequency of FREQUENCIES) {
        for (const say1 of [payments(locale, 1, frequency, 1), andLast(locale, 1, frequency, 1)]) {
          expect(say1).not.toMatch(/^1 \S*\s?\S*\s?(payments|paiements)\b|\b1 months\b/);
        }
        for (const say2 of [payments(locale, 2, frequency), andLast(locale, 2, frequency)]) {
          expect(say2).toMatch(/^2 .*(payments|paiements) /);
          expect(say2).not.toMatch(/\b(payment|paiement|mensuel|hebdomadaire|bimensuel) de \$1/);
        }
      }
    }
  });
});
