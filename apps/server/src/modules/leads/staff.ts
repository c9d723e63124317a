/**
 * The dealer console's Leads inbox: the leads of the tenant dealer (every ADF/XML document the
 * storefront queued for its CRM: the six lead calls, a shopper's question, a credit application, a
 * trade-in submitted), newest first, and one lead with its document exactly as it was queued. Who and
 * which vehicle a list row names is read from that document, so the list shows what the CRM received.
 * Reading changes nothing.
 */
import { dealerLeadsQuerySchema } from '@storefront/domain';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { z } from 'zod';
import { type DealerRow, leadOutbox, users } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { idParam, notFoundError, readQuery } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';

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

/** The staff member who marked a lead handled. */
const handler = alias(users, 'handler');

/** Where the dealer's leads go: its CRM's address (dealer settings), none when it has none. */
function destination(dealer: DealerRow) {
  return {
    channel: 'crm_email',
    to: dealer.settings.crm_email || null,
    crm_enabled: dealer.settings.has_crm_enabled,
  } as const;
}

function serializeLead(row: LeadRow, by: typeof handler.$inferSelect | null) {
  return {
    id: row.id,
    kind: row.kind,
    // The delivery to the CRM (modules/leads/delivery.ts): queued, sending, sent, failed, not_sent.
    status: row.status,
    customer_id: row.userId,
    created_at: row.createdAt.toISOString(),
    // When it was sent (or given up, or found not to be sent), and why it was not sent.
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    not_sent_reason: row.notSentReason,
    // Unread (null) or handled by a staff member (since deleted: by null), and when.
    handled: row.handledAt
      ? {
          at: row.handledAt.toISOString(),
          by: by ? `${by.firstName} ${by.lastName}`.trim() || by.email : null,
        }
      : null,
    ...adfSummary(row.adfXml),
  };
}

function leadRows(deps: AppDeps) {
  return deps.database.db
    .select({ lead: leadOutbox, handler })
    .from(leadOutbox)
    .leftJoin(handler, eq(handler.id, leadOutbox.handledBy));
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
  const rows = await leadRows(deps)
    .where(and(...where))
    .orderBy(desc(leadOutbox.createdAt), desc(leadOutbox.id))
    .limit(LEADS_PAGE_SIZE + 1)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return {
    next_page: rows.length > LEADS_PAGE_SIZE ? page + 1 : null,
    results: rows.slice(0, LEADS_PAGE_SIZE).map((r) => serializeLead(r.lead, r.handler)),
  };
}

/** One lead of the dealer with its ADF/XML as queued; another dealer's lead is a 404. */
export async function dealerLead(deps: AppDeps, dealer: DealerRow, id: number) {
  const [found] = await leadRows(deps)
    .where(and(eq(leadOutbox.id, id), eq(leadOutbox.dealerId, dealer.id)))
    .limit(1);
  if (!found) throw notFoundError();
  const row = found.lead;
  return {
    ...serializeLead(row, found.handler),
    adf_xml: row.adfXml,
    // Its delivery as the server knows it: the address it went to is the one kept with the lead
    // once an attempt was made (the dealer's CRM address may have changed since).
    delivery: {
      ...destination(dealer),
      ...(row.sentTo ? { to: row.sentTo } : {}),
      status: row.status,
      queued_at: row.createdAt.toISOString(),
      attempts: row.attempts,
      sent_at: row.status === 'sent' ? (row.deliveredAt?.toISOString() ?? null) : null,
      failed_at: row.status === 'failed' ? (row.deliveredAt?.toISOString() ?? null) : null,
      next_attempt_at: row.status === 'queued' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      not_sent_reason: row.notSentReason,
    },
  };
}

/**
 * Marks a lead of the dealer handled by a staff member, once: the first to do it stays its handler
 * (a second call answers the same). Another dealer's lead is a 404. Answers the lead and whether this
 * call marked it.
 */
export async function markLeadHandled(deps: AppDeps, dealer: DealerRow, id: number, staffId: number) {
  const mine = and(eq(leadOutbox.id, id), eq(leadOutbox.dealerId, dealer.id));
  const marked = await deps.database.db
    .update(leadOutbox)
    .set({ handledAt: deps.now(), handledBy: staffId })
    .where(and(mine, isNull(leadOutbox.handledAt)))
    .returning({ id: leadOutbox.id });
  const [row] = await leadRows(deps).where(mine).limit(1);
  if (!row) throw notFoundError();
  return { lead: serializeLead(row.lead, row.handler), marked: marked.length > 0 };
}

/** Mounted at /api/dealer/leads (permissions: `STAFF_OPERATIONS`, applied before the route). */
export function dealerLeadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) =>
    c.json(await dealerLeads(deps, c.var.dealer, readQuery(c, dealerLeadsQuerySchema))),
  );
  app.get('/:id{[0-9]+}', async (c) => c.json(await dealerLead(deps, c.var.dealer, idParam(c, 'id'))));
  // Marks the lead handled by the signed-in staff member (idempotent), audited when it marks it.
  app.post('/:id{[0-9]+}/handled', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.var.dealer;
    const { lead, marked } = await markLeadHandled(deps, dealer, idParam(c, 'id'), auth.user.id);
    if (marked)
      await audit(deps, {
        dealerId: dealer.id,
        actorUserId: auth.user.id,
        subjectUserId: lead.customer_id,
        action: 'lead_handled',
        ip: clientIp(c),
        details: { lead: lead.id },
      });
    return c.json(lead);
  });
  return app;
}
