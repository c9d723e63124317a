import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOASTS } from '@storefront/domain';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { identityLoginHref, safeReturnPath } from '../src/features/identity-login/returnPath.ts';

// The OEM identity login (issue 23): the address that starts it, the return path it comes back to,
// and the vw_idk_error toast's words (a code from the server, never shown as such).

const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
const intlOf = (locale: string) =>
  createIntl(
    {
      locale,
      messages: JSON.parse(
        readFileSync(join(import.meta.dirname, `../src/shared/i18n/messages/${locale}.json`), 'utf8'),
      ),
    },
    createIntlCache(),
  );
const CODES = [
  'unknown_provider',
  'provider_unavailable',
  'access_denied',
  'invalid_state',
  'login_failed',
  'account_conflict',
  'rate_limited',
  'anything<script>',
];

describe('the vw_idk_error toast', () => {
  it('words every code of the server in each locale and never shows the code', () => {
    for (const locale of LOCALES) {
      const intl = intlOf(locale);
      const texts = CODES.map((error) => intl.formatMessage({ id: TOASTS.vwIdkError.messageId }, { error }));
      texts.forEach((text, i) => {
        expect(text, `${locale} ${CODES[i]}`).not.toContain(CODES[i]);
        expect(text.length).toBeGreaterThan(10);
      });
      // The shopper's own refusal is told as such, not as a failure.
      expect(texts[2]).not.toBe(texts[4]);
    }
    expect(
      intlOf('fr-CA').formatMessage({ id: TOASTS.vwIdkError.messageId }, { error: 'access_denied' }),
    ).toBe('Vous avez annulé la connexion.');
  });
});

describe('the return path', () => {
  it('keeps a same-origin relative path', () => {
    expect(safeReturnPath('/lone_star_motors/en/vehicle-list/?make=Ford#top')).toBe(
      '/lone_star_motors/en/vehicle-list/?make=Ford#top',
    );
  });
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'relative/path',
    '/a\nb',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
  it('starts the login at the server with the dealer, the language and the page to come back to', () => {
    const href = identityLoginHref({
      provider: 'demo',
      dealerCode: 'lone_star_motors',
      lang: 'en',
      next: '/lone_star_motors/en/vehicle-list/?a=1&b=2',
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/oauth/login/demo/');
    expect(url.searchParams.get('dealer')).toBe('lone_star_motors');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('next')).toBe('/lone_star_motors/en/vehicle-list/?a=1&b=2');
  });
});
