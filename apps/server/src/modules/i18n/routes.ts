import { languageBodySchema } from '@storefront/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DealerRow } from '../../db/schema.ts';
import { readJson } from '../../http/body.ts';
import { cookieScope } from '../../http/cookie-scope.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { languageBeforeDealer } from '../../http/messages.ts';

export const LANGUAGE_COOKIE = 'sf_language';
/**
 * The language of the page that makes the call (the storefront sends its URL's `/en/` or `/fr/`):
 * it wins over the cookie, so a `/fr/` link opened with an English cookie gets French data.
 */
export const LANGUAGE_HEADER = 'X-Language';

/** The body of POST /i18n/ (the domain's wire contract). */
export { languageBodySchema };

/** The language the request's page names (LANGUAGE_HEADER), when the dealer offers it. */
export function pageLanguage(c: Context<AppEnv>, dealer: DealerRow): string | undefined {
  const value = c.req.header(LANGUAGE_HEADER)?.trim().toLowerCase();
  return value && dealer.allowedLanguages.includes(value) ? value : undefined;
}

/**
 * Language of a request: the page's (its URL's, LANGUAGE_HEADER), then the cookie, then the signed-in
 * user's, then Accept-Language, then the dealer's first.
 */
export function resolveLanguage(c: Context<AppEnv>, dealer: DealerRow): string {
  const allowed = dealer.allowedLanguages;
  const page = pageLanguage(c, dealer);
  if (page) return page;
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  if (cookie && allowed.includes(cookie)) return cookie;
  const userLanguage = c.get('auth')?.user.language;
  if (userLanguage && allowed.includes(userLanguage)) return userLanguage;
  const header = c.req.header('accept-language') ?? '';
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.slice(0, 2).toLowerCase(), q: qParam ? Number(qParam.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.lang)
    .sort((a, b) => b.q - a.q);
  // The dealer's first language wins over a browser preference only when the browser has none we speak.
  const match = wanted.find((w) => allowed.includes(w.lang));
  return match?.lang ?? allowed[0] ?? 'en';
}

export function i18nRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) =>
    c.json({ language: resolveLanguage(c, c.var.dealer), allowed_languages: c.var.dealer.allowedLanguages }),
  );
  app.post('/', async (c) => {
    const body = await readJson(c, languageBodySchema);
    const dealer = c.var.dealer;
    if (!dealer.allowedLanguages.includes(body.language)) {
      throw new HttpError(400, { language: [`"${body.language}" is not a language of this dealer.`] });
    }
    setCookie(c, LANGUAGE_COOKIE, body.language, {
      path: '/',
      ...cookieScope(c, deps.config),
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
    return c.json({ language: body.language });
  });
  return app;
}

/**
 * Language of an e-mail to a customer: the page's when the request names one (the customer is on it),
 * else the customer's own (chosen at sign-up or in their profile), else the request's.
 */
export function recipientLanguage(
  c: Context<AppEnv>,
  dealer: DealerRow,
  recipient: { language: string | null },
): string {
  const page = pageLanguage(c, dealer);
  if (page) return page;
  if (recipient.language && dealer.allowedLanguages.includes(recipient.language)) return recipient.language;
  return resolveLanguage(c, dealer);
}

/** The dealer console's calls: its pages are in English or French whatever the dealer's storefront offers. */
const CONSOLE_API = '/api/dealer/';

/**
 * Language of an answer, also where no dealer was resolved (a 413 before tenancy, a media path). A
 * call of the dealer console is answered in its page's language (LANGUAGE_HEADER) even where the
 * dealer's storefront is not offered in it (found in a staff trial: a French staff member of an
 * English-only dealer was refused in English).
 */
export function answerLanguage(c: Context<AppEnv>): string {
  if (c.req.path.startsWith(CONSOLE_API)) {
    const page = c.req.header(LANGUAGE_HEADER)?.trim().toLowerCase();
    if (page === 'en' || page === 'fr') return page;
  }
  const dealer = c.get('dealer') as DealerRow | undefined;
  return dealer ? resolveLanguage(c, dealer) : languageBeforeDealer(c);
}
