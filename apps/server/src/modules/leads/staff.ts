/**
 * The dealer console's Leads inbox: the leads of the tenant dealer (every ADF/XML document the
 * storefront queued for its CRM: the six lead calls, a shopper's question, a credit application, a
 * trade-in submitted), newest first, and one lead with its document exactly as it was queued. Who and
 * which vehicle a list row names is read from that document, so the list shows what the CRM received.
 * Reading changes nothing.
 */
import { dealerLeadsQuerySchema } from '@storefront/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { type DealerRow, leadOutbox } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { idParam, notFoundError, readQuery } from '../../http/helpers.ts';

/** Leads a page answers. */
export const LEADS_PAGE_SIZE = 50;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function xmlText(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The text of the first `<tag …>…</tag>` in `xml` (unescaped), or ''. */
function element(xml: string, tag: string, attributes = ''): string {
  const match = new RegExp(`<${tag}${attributes}[^>]*>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] ? xmlText(match[1]) : '';
}

/** Who and which vehicle an ADF document names (the storefront's own documents, `adf.ts`). */
export function adfSummary(xml: string) {
  const contact = /<customer>([\s\S]*?)<\/customer>/.exec(xml)?.[1] ?? '';
  const bought = /<vehicle interest="buy"[\s\S]*?<\/vehicle>/.exec(xml)?.[0] ?? '';
  const name =
    `${element(contact, 'name', ' part="first"')} ${element(contact, 'name', ' part="last"')}`.trim();
  return {
    customer: { name, email: element(contact, 'email'), phone: element(contact, 'phone') },
    vehicle: bought
      ? {
          year: Number(element(bought, 'year')) || null,
          make: element(bought, 'make'),
          model: element(bought, 'model'),
          trim: element(bought, 'trim'),
          vin: element(bought, 'vin') || null,
          stock_number: element(bought, 'stock'),
        }
      : null,
  };
}

type LeadRow = typeof leadOutbox.$inferSelect;

/** Where the dealer's leads go: its CRM's address (dealer settings), none when it has none. */
function destination(dealer: DealerRow) {
  return {
    channel: 'crm_email',
    to: dealer.settings.crm_email || null,
    crm_enabled: dealer.settings.has_crm_enabled,
  } as const;
}

function serializeLead(row: LeadRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    customer_id: row.userId,
    created_at: row.createdAt.toISOString(),
    ...adfSummary(row.adfXml),
  };
}

export async function dealerLeads(
  deps: AppDeps,
  dealer: DealerRow,
  query: z.output<typeof dealerLeadsQuerySchema>,
) {
  const page = query.page ?? 1;
  const where: SQL[] = [eq(leadOutbox.dealerId, dealer.id)];
  if (query.kind) where.push(eq(leadOutbox.kind, query.kind));
  if (query.status) where.push(eq(leadOutbox.status, query.status));
  const rows = await deps.database.db
    .select()
    .from(leadOutbox)
    .where(and(...where))
    .orderBy(desc(leadOutbox.createdAt), desc(leadOutbox.id))
    .limit(LEADS_PAGE_SIZE + 1)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return {
    next_page: rows.length > LEADS_PAGE_SIZE ? page + 1 : null,
    results: rows.slice(0, LEADS_PAGE_SIZE).map(serializeLead),
  };
}

/** One lead of the dealer with its ADF/XML as queued; another dealer's lead is a 404. */
export async function dealerLead(deps: AppDeps, dealer: DealerRow, id: number) {
  const [row] = await deps.database.db
    .select()
    .from(leadOutbox)
    .where(and(eq(leadOutbox.id, id), eq(leadOutbox.dealerId, dealer.id)))
    .limit(1);
  if (!row) throw notFoundError();
  return {
    ...serializeLead(row),
    adf_xml: row.adfXml,
    // The storefront queues each lead for the dealer's CRM; `status` is the delivery's state as the
    // server knows it (`queued`: written to the outbox, the CRM reads it from there).
    delivery: { ...destination(dealer), status: row.status, queued_at: row.createdAt.toISOString() },
  };
}

/** Mounted at /api/dealer/leads (permissions: `STAFF_OPERATIONS`, applied before the route). */
export function dealerLeadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) =>
    c.json(await dealerLeads(deps, c.var.dealer, readQuery(c, dealerLeadsQuerySchema))),
  );
  app.get('/:id{[0-9]+}', async (c) => c.json(await dealerLead(deps, c.var.dealer, idParam(c, 'id'))));
  return app;
}
