import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { dealers, emailOutbox, leadOutbox } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/helpers.ts';
import { isLoopbackClient } from '../../http/ip.ts';
import { xml } from '../leads/adf.ts';

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

/**
 * Dev-only pages, mounted only with DEV_PAGES=1: the e-mail outbox (so a person trying the product can
 * read sign-in codes) and the lead outbox (ADF/XML as the CRM would receive it). They show every
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
  return app;
}
