// Every route is prefixed by an optional dealer code (3 or more letters, digits or
// underscore) and an optional language segment (en or fr): /{dealerCode?}/{lang?}/...
// The router mounts the same children under each prefix shape; these helpers read and
// build such paths so links keep the shopper's dealer and language.

export const LANGUAGE_SEGMENTS = ['en', 'fr'] as const;
export type LanguageSegment = (typeof LANGUAGE_SEGMENTS)[number];

const DEALER_CODE = /^[A-Za-z0-9_]{3,}$/;

export function isDealerCode(value: string | undefined): value is string {
  return value !== undefined && DEALER_CODE.test(value);
}

export function isLanguageSegment(value: string | undefined): value is LanguageSegment {
  return value === 'en' || value === 'fr';
}

export interface RoutePrefix {
  dealerCode: string | undefined;
  lang: LanguageSegment | undefined;
  /** The rest of the path, always starting with '/'. */
  rest: string;
}

export function parseRoutePrefix(pathname: string): RoutePrefix {
  const segments = pathname.split('/').filter(Boolean);
  let dealerCode: string | undefined;
  let lang: LanguageSegment | undefined;
  if (isLanguageSegment(segments[0])) {
    lang = segments.shift() as LanguageSegment;
  } else if (isDealerCode(segments[0])) {
    dealerCode = segments.shift();
    if (isLanguageSegment(segments[0])) lang = segments.shift() as LanguageSegment;
  }
  const trailing = pathname.endsWith('/') && segments.length > 0 ? '/' : '';
  return { dealerCode, lang, rest: `/${segments.join('/')}${trailing}` };
}

export function buildPath(prefix: Pick<RoutePrefix, 'dealerCode' | 'lang'>, rest: string): string {
  const head = [prefix.dealerCode, prefix.lang].filter(Boolean).join('/');
  const tail = rest.startsWith('/') ? rest : `/${rest}`;
  return head ? `/${head}${tail}` : tail;
}

/** Route path shapes under which every storefront route is mounted (static language segments outrank the dealer code). */
export const PREFIX_PATTERNS = [
  '/',
  '/en',
  '/fr',
  '/:dealerCode',
  '/:dealerCode/en',
  '/:dealerCode/fr',
] as const;
