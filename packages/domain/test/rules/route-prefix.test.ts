import { describe, expect, it } from 'vitest';
import {
  bootDataKey,
  buildPath,
  languageOf,
  parseRoutePrefix,
  resolveLocale,
} from '../../src/rules/route-prefix.ts';

describe('route prefix /{dealerCode?}/{lang?}/...', () => {
  it('reads dealer code and language', () => {
    expect(parseRoutePrefix('/maple_motors/fr/vehicle-list/')).toEqual({
      dealerCode: 'maple_motors',
      lang: 'fr',
      rest: '/vehicle-list/',
    });
  });

  it('reads a language without a dealer code', () => {
    expect(parseRoutePrefix('/en/vehicle-list/')).toEqual({
      dealerCode: undefined,
      lang: 'en',
      rest: '/vehicle-list/',
    });
  });

  it('reads a dealer code without a language', () => {
    expect(parseRoutePrefix('/lone_star_motors/')).toEqual({
      dealerCode: 'lone_star_motors',
      lang: undefined,
      rest: '/',
    });
  });

  it('treats a segment shorter than 3 characters as part of the route, not a dealer code', () => {
    expect(parseRoutePrefix('/ab/x/')).toEqual({ dealerCode: undefined, lang: undefined, rest: '/ab/x/' });
  });

  it('rejects characters outside letters, digits and underscore in a dealer code', () => {
    expect(parseRoutePrefix('/maple-motors/').dealerCode).toBeUndefined();
  });

  it('builds paths that parse back to the same prefix', () => {
    const prefix = { dealerCode: 'riviere_auto', lang: 'fr' as const };
    const path = buildPath(prefix, '/vehicle-list/');
    expect(path).toBe('/riviere_auto/fr/vehicle-list/');
    expect(parseRoutePrefix(path)).toEqual({ ...prefix, rest: '/vehicle-list/' });
    expect(buildPath({ dealerCode: undefined, lang: undefined }, 'vehicle-list/')).toBe('/vehicle-list/');
  });
});

describe('resolveLocale: URL language, dealer country and allowed languages', () => {
  const quebec = { country: 'CA', allowed_languages: ['fr', 'en'] };
  const ontario = { country: 'CA', allowed_languages: ['en', 'fr'] };
  const texas = { country: 'US', allowed_languages: ['en'] };

  it('follows an allowed URL language; English follows the country', () => {
    expect(resolveLocale('en', quebec)).toBe('en-CA');
    expect(resolveLocale('fr', ontario)).toBe('fr-CA');
    expect(resolveLocale('en', texas)).toBe('en-US');
  });

  it("falls back to the dealer's first language for a missing or refused segment", () => {
    expect(resolveLocale(undefined, quebec)).toBe('fr-CA');
    expect(resolveLocale(undefined, ontario)).toBe('en-CA');
    expect(resolveLocale('fr', texas)).toBe('en-US');
  });

  it('accepts any language when the dealer lists none, and uses the default locale without a dealer', () => {
    expect(resolveLocale('fr', { country: 'CA' })).toBe('fr-CA');
    expect(resolveLocale(undefined, undefined)).toBe('en-US');
    expect(resolveLocale('fr', undefined)).toBe('fr-CA');
  });

  it('names the language segment of a locale', () => {
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('en-CA')).toBe('en');
    expect(languageOf('en-US')).toBe('en');
  });
});

describe('bootDataKey: a GET of the same path and parameters, whatever their order', () => {
  it('sorts parameters by name and keeps repeated ones in order', () => {
    const a = bootDataKey(new URL('http://x/api/customer/inventory/simple/?make=Kia&condition=new'));
    const b = bootDataKey(new URL('http://y/api/customer/inventory/simple/?condition=new&make=Kia'));
    expect(a).toBe('/api/customer/inventory/simple/?condition=new&make=Kia');
    expect(b).toBe(a);
    expect(bootDataKey(new URL('http://x/p/?b=2&a=1&b=1'))).toBe('/p/?a=1&b=2&b=1');
  });

  it('has no question mark without parameters and tells different paths apart', () => {
    expect(bootDataKey(new URL('http://x/i18n/'))).toBe('/i18n/');
    expect(bootDataKey(new URL('http://x/i18n/?'))).toBe('/i18n/');
    expect(bootDataKey(new URL('http://x/api/a/'))).not.toBe(bootDataKey(new URL('http://x/api/a')));
  });
});
