import { describe, expect, it } from 'vitest';
import { buildPath, parseRoutePrefix } from '../src/app/routePrefix.ts';

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
