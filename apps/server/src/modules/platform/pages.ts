import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { invalidateReadCaches } from '../../db/read-cache.ts';
import { dealers, emailOutbox, leadOutbox } from '../../db/schema.ts';
import type { DealerSettings } from '../../db/types.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, notFound } from '../../http/helpers.ts';
import { isLoopbackClient } from '../../http/ip.ts';
import { xml } from '../leads/adf.ts';
import { DEMO_SCRIPTS, type DemoScript } from './demo-scripts.ts';
import { thirdPartyScriptsSchema } from './third-party-scripts.ts';

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}' +
  'article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f3f4f6;padding:.75rem}' +
  'h1{font-size:1.4rem}small{color:#6b7280}';

function page(title: string, body: string): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${xml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}

/** The dealer's analytics settings a development client may set (no screen sets them yet). */
const ANALYTICS_KEYS = [
  'dealer_ga4_keys',
  'pixel_url',
  'analytics_participation',
  'analytics_consent',
] as const;
const analyticsSettingsSchema = z
  .object({
    dealer_ga4_keys: z.array(z.string().max(64)).max(10),
    pixel_url: z.string().max(2000).nullable(),
    analytics_participation: z.boolean().nullable(),
    analytics_consent: z.enum(['NO_CONSENT', 'OPTIONAL_CONSENT', 'REQUIRED_CONSENT']).nullable(),
  })
  .partial()
  .strict();

/**
 * Dev-only pages, mounted only with DEV_PAGES=1: the e-mail outbox (so a person trying the product can
 * read sign-in codes), the lead outbox (ADF/XML as the CRM would receive it), and `PUT
 * /dev/dealers/{code}/analytics`, which sets a dealer's GA4 ids, pixel address, participation and
 * consent setting (null removes one) and answers the values they had, so a journey can put them back
 * (the Content-Security-Policy follows at once: http/security.ts), `PUT /dev/dealers/{code}/scripts`,
 * which sets its third-party scripts the same way (validated as any stored ones), and the demo
 * third-party scripts (`/dev/third-party/{monitoring,experiment,chat,survey}.js`: stand-ins for the
 * vendors, which say so). They show every
 * customer's codes, links, names and phones: only a client on this machine (loopback socket) sees
 * them; anyone else gets the 404 of a page that does not exist.
 */
export function devPages(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  app.use('*', async (c, next) => {
    if (!isLoopbackClient(c)) return notFound(c);
    await next();
  });
  app.get('/mailbox', async () => {
    const rows = await db
      .select({ mail: emailOutbox, dealer: dealers.name })
      .from(emailOutbox)
      .innerJoin(dealers, eq(dealers.id, emailOutbox.dealerId))
      .orderBy(desc(emailOutbox.id))
      .limit(50);
    const items = rows
      .map(
        ({ mail, dealer }) =>
          `<article><strong>${xml(mail.subject)}</strong><br><small>To ${xml(mail.toAddress)} · ${xml(dealer)} · ${mail.createdAt.toISOString()} · ${xml(mail.status)}</small><pre>${xml(mail.textBody)}</pre></article>`,
      )
      .join('');
    return page(
      'Dev mailbox',
      `<h1>Dev mailbox</h1><p>E-mails the storefront sent (newest first). Without <code>SMTP_URL</code> they are only kept here.</p>${items || '<p>No e-mail yet.</p>'}`,
    );
  });
  app.get('/leads', async () => {
    const rows = await db.select().from(leadOutbox).orderBy(desc(leadOutbox.id)).limit(50);
    const items = rows
      .map(
        (l) =>
          `<article><strong>${xml(l.kind)}</strong> <small>${l.createdAt.toISOString()} · ${xml(l.status)}</small><pre>${xml(l.adfXml)}</pre></article>`,
      )
      .join('');
    return page('Lead outbox', `<h1>Lead outbox (ADF/XML)</h1>${items || '<p>No lead yet.</p>'}`);
  });
  /** The dealer of a dev route's `{code}`, or 404. */
  const dealerOf = async (code: string) => {
    const [row] = await db.select().from(dealers).where(eq(dealers.code, code)).limit(1);
    if (!row) throw new HttpError(404, { detail: 'Dealer not found.', code: 'dealer_not_found' });
    return row;
  };
  app.put('/dealers/:code/analytics', async (c) => {
    const change = await readJson(c, analyticsSettingsSchema);
    const row = await dealerOf(c.req.param('code'));
    const before = Object.fromEntries(ANALYTICS_KEYS.map((key) => [key, row.settings[key] ?? null]));
    const settings: Record<string, unknown> = { ...row.settings };
    for (const [key, value] of Object.entries(change)) {
      if (value === null) delete settings[key];
      else settings[key] = value;
    }
    settings.dealer_ga4_keys ??= [];
    await db
      .update(dealers)
      .set({ settings: settings as unknown as DealerSettings })
      .where(eq(dealers.id, row.id));
    invalidateReadCaches(db, ['dealers']);
    return c.json(before);
  });
  app.put('/dealers/:code/scripts', async (c) => {
    const change = await readJson(c, thirdPartyScriptsSchema);
    const row = await dealerOf(c.req.param('code'));
    const stored = row.thirdPartyScripts ?? {};
    const before = {
      monitoring: stored.monitoring ?? null,
      experiment: stored.experiment ?? null,
      chat: stored.chat ?? null,
      survey: stored.survey ?? null,
    };
    const scripts = { ...before, ...change };
    const none = Object.values(scripts).every((part) => part === null || part === undefined);
    await db
      .update(dealers)
      .set({ thirdPartyScripts: none ? null : scripts })
      .where(eq(dealers.id, row.id));
    invalidateReadCaches(db, ['dealers']);
    return c.json(before);
  });
  app.get('/third-party/:file', (c) => {
    const name = c.req.param('file').replace(/\.js$/, '');
    if (!Object.hasOwn(DEMO_SCRIPTS, name) || !c.req.param('file').endsWith('.js')) return notFound(c);
    return new Response(DEMO_SCRIPTS[name as DemoScript], {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  });
  return app;
}
