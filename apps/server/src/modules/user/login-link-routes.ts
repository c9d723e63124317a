import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { dealers, oneTimeCodes, users } from '../../db/schema.ts';
import { CSRF_FIELD } from '../../http/csrf.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { clientIp } from '../../http/ip.ts';
import { hmac } from '../../services/secret.ts';
import { startSession } from '../../services/sessions.ts';
import { xml } from '../leads/adf.ts';
import { maskEmail } from './service.ts';

const TOKEN = /^([0-9a-f-]{36})\.([0-9a-f]{32})$/;

/** The confirmation page's words, by locale (en-US and en-CA share the English). */
export const LOGIN_LINK_WORDS = {
  en: {
    title: (dealer: string) => `Sign in to ${dealer}`,
    question: (dealer: string, email: string) => `Sign in to ${dealer} as ${email}?`,
    button: 'Sign in',
    note: 'This link works once, within 10 minutes of being sent. If you did not ask to sign in, close this page: nothing happens.',
  },
  fr: {
    title: (dealer: string) => `Connexion à ${dealer}`,
    question: (dealer: string, email: string) => `Se connecter à ${dealer} en tant que ${email}\u202f?`,
    button: 'Me connecter',
    note: 'Ce lien fonctionne une fois, dans les 10 minutes suivant son envoi. Si vous n’avez pas demandé à vous connecter, fermez cette page\u00a0: rien ne se passera.',
  },
} as const;

function confirmationPage(options: {
  language: 'en' | 'fr';
  country: string;
  dealer: string;
  email: string;
  action: string;
  token: string;
}): string {
  const w = LOGIN_LINK_WORDS[options.language];
  const locale = options.language === 'fr' ? 'fr-CA' : options.country === 'US' ? 'en-US' : 'en-CA';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${xml(w.title(options.dealer))}</title></head><body><main><h1>${xml(w.question(options.dealer, maskEmail(options.email)))}</h1><form method="post" action="${xml(options.action)}"><input type="hidden" name="${CSRF_FIELD}" value="${xml(options.token)}"><button type="submit" autofocus>${xml(w.button)}</button></form><p>${xml(w.note)}</p></main></body></html>`;
}

/**
 * GET and POST /api/auth/login-link/{catId}.{secret}/?lang= — the link of the login e-mail.
 *
 * Opening it (GET) changes nothing: a page in the link's language asks "Sign in to <dealer> as
 * <masked e-mail>?" with one button, so a mail scanner that fetches links spends nothing, and a
 * stranger cannot sign a victim's browser in to the stranger's account by sending them the link.
 * The button posts the page's form (same origin, the anti-forgery token in a field: http/csrf.ts
 * refuses it from another site), which spends the link, signs in and goes to the dealer's storefront
 * in that language. An expired or used link redirects with `expired` and `email` so the storefront
 * re-prompts (spec 1 §4).
 */
export function loginLinkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  async function linkOf(c: Context<AppEnv>) {
    const match = TOKEN.exec(c.req.param('token') ?? '');
    if (!match?.[1] || !match[2]) return null;
    const [catId, secretPart] = [match[1], match[2]];
    const [row] = await db
      .select({
        code: oneTimeCodes,
        user: users,
        dealerCode: dealers.code,
        dealerName: dealers.name,
        country: dealers.country,
      })
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .innerJoin(dealers, eq(dealers.id, oneTimeCodes.dealerId))
      .where(and(eq(oneTimeCodes.catId, catId), eq(oneTimeCodes.purpose, 'login_link')))
      .limit(1);
    if (!row || hmac(deps.secret, catId, secretPart) !== row.code.codeHash) return null;
    const language: 'en' | 'fr' = c.req.query('lang') === 'fr' ? 'fr' : 'en';
    return { ...row, language };
  }

  const expired = (c: Context<AppEnv>, dealerCode: string, email: string, status: 302 | 303) => {
    const query = new URLSearchParams({ expired: 'true', email });
    return c.redirect(`/${dealerCode}/?${query}`, status);
  };

  app.get('/:token', async (c) => {
    const link = await linkOf(c);
    if (!link) return c.redirect('/', 302);
    const { code, user } = link;
    if (code.usedAt !== null || code.expiresAt <= deps.now())
      return expired(c, link.dealerCode, user.email, 302);
    const action = `/api/auth/login-link/${c.req.param('token')}/?lang=${link.language}`;
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(
      confirmationPage({
        language: link.language,
        country: link.country,
        dealer: link.dealerName,
        email: user.email,
        action,
        token: c.var.csrfToken ?? '',
      }),
    );
  });

  app.post('/:token', async (c) => {
    const link = await linkOf(c);
    if (!link) return c.redirect('/', 303);
    const now = deps.now();
    const [used] = await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(eq(oneTimeCodes.id, link.code.id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)),
      )
      .returning({ id: oneTimeCodes.id });
    if (!used) return expired(c, link.dealerCode, link.user.email, 303);
    await startSession(c, db, deps.config, link.user, link.code.dealerId, now, clientIp(c));
    return c.redirect(`/${link.dealerCode}/${link.language}/`, 303);
  });
  return app;
}
