import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ERROR_CATALOGUE, resolveHttpOutcome, TOASTS, type ToastSpec } from '@storefront/domain';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toastText } from '../src/shared/api/toastText.ts';

// Found by a shopper: a vehicle sold meanwhile was told as "vehicle - This vehicle is no longer
// available.", the field's key shown as if it were words. Every toast the error catalogue can show
// has its words in each locale, and no field key reaches a toast.

const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
const kitModule = pathToFileURL(join(import.meta.dirname, '../../../packages/ui/src/messages/index.ts')).href;
const { uiMessages } = (await import(kitModule)) as {
  uiMessages: Record<string, Readonly<Record<string, string>>>;
};
const texts = (locale: string): Record<string, string> => ({
  ...uiMessages[locale],
  ...JSON.parse(
    readFileSync(join(import.meta.dirname, `../src/shared/i18n/messages/${locale}.json`), 'utf8'),
  ),
});
const intlOf = (locale: string) =>
  createIntl(
    { locale, messages: texts(locale), onError: (e) => void errors.push(e.message) },
    createIntlCache(),
  );
const errors: string[] = [];

/** Every toast the catalogue names: its table's and those of its entries. */
const toasts: ToastSpec[] = [
  ...Object.values(TOASTS),
  ...ERROR_CATALOGUE.flatMap((e) => (e.toast ? [e.toast] : [])),
];

describe('the error catalogue’s toasts', () => {
  it('each has its words in en-US, en-CA and fr-CA', () => {
    expect(toasts.length).toBeGreaterThan(15);
    for (const locale of LOCALES) {
      const messages = texts(locale);
      for (const { messageId } of toasts) {
        expect([locale, messageId, messages[messageId]?.trim() || 'missing']).not.toContain('missing');
        expect(messages[messageId]).not.toBe(messageId);
      }
    }
  });

  it('an API error never shows a field’s key: a vehicle refused is VEHICLE_UNAVAILABLE in the page’s language, another field is named in words or not at all', () => {
    const bodies = [
      { vehicle: ['This vehicle is no longer available.'] },
      { down_payment: ['The down payment cannot be more than 90% of the price.'] },
      { email: ['Enter a valid email address.'] },
      { accessory_ids: ['Accessory 999999 is not available for this vehicle.'] },
      { non_field_errors: ['The order could not be created.'] },
    ];
    for (const locale of LOCALES) {
      const intl = intlOf(locale);
      for (const body of bodies) {
        const [field = ''] = Object.keys(body);
        const shown = resolveHttpOutcome({ status: 400, method: 'POST', body }).actions.flatMap((a) =>
          a.type === 'toast' ? [toastText(a.toast, intl)] : [],
        );
        expect(shown).toHaveLength(1);
        expect(shown[0]).not.toContain(`${field} -`);
        expect(shown[0]).not.toMatch(/^[a-z_]+ - /);
      }
      const [vehicle] = resolveHttpOutcome({ status: 400, body: bodies[0] }).actions;
      expect(vehicle?.type === 'toast' && toastText(vehicle.toast, intl)).toBe(
        texts(locale)['errors.vehicle_unavailable'],
      );
    }
    expect(toastText(toastOf({ email: ['Bad'] }), intlOf('en-US'))).toBe('Email - Bad');
    expect(toastText(toastOf({ down_payment: ['Trop'] }), intlOf('fr-CA'))).toBe('Mise de fonds - Trop');
    expect(errors).toEqual([]);
  });
});

function toastOf(body: Record<string, string[]>): ToastSpec {
  const [action] = resolveHttpOutcome({ status: 400, body }).actions;
  if (action?.type !== 'toast') throw new Error('no toast');
  return action.toast;
}
