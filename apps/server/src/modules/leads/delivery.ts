/**
 * Delivery of queued leads to the dealer's CRM (issue 18): each lead of the outbox goes as an ADF
 * e-mail to the dealer's `crm_email` through the e-mail service (its outbox, so the dev mailbox shows
 * it). The address is kept with the lead when sent; a failed attempt is retried with a growing delay
 * up to `LEAD_DELIVERY.maxAttempts`, then the lead is failed. A lead the lead rule says not to send
 * (`shouldSendLead`: the dealer has no CRM, or the lead is not a signed-in customer's nor a shopper's
 * question) is marked not_sent with the reason, as is one whose dealer has no CRM address.
 *
 * Several server processes may run the worker over one PostgreSQL: a lead is claimed by one atomic
 * update (`FOR UPDATE SKIP LOCKED` on the rows chosen), so no two processes send it. A claim left by
 * a process that stopped mid-way is taken again after `claimTimeoutMs`.
 */

import { shouldSendLead } from '@storefront/domain';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type DealerRow, dealers, leadOutbox } from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { sendEmail } from '../../services/email.ts';
import { type PeriodicJob, startPeriodic } from '../../services/periodic.ts';

const MINUTE = 60_000;

export const LEAD_DELIVERY = Object.freeze({
  /** How often the worker looks for due leads. */
  intervalMs: 30_000,
  /** Leads claimed at a time by one process. */
  batch: 20,
  /** Attempts before a lead is failed for good. */
  maxAttempts: 5,
  /** Delay before the attempt after the n-th failed one (the last entry repeats). */
  backoffMs: [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE],
  /** A claim older than this (the process stopped while sending) is taken again. */
  claimTimeoutMs: 10 * MINUTE,
});

type LeadRow = typeof leadOutbox.$inferSelect;

/** Why a lead is not sent to the CRM, or null when it goes (the domain's rule, then the address). */
export function notSentReason(
  lead: Pick<LeadRow, 'userId' | 'kind'>,
  dealer: DealerRow,
): 'not_signed_in' | 'crm_disabled' | 'no_crm_address' | null {
  // Spec 1 "Other": leads reach the CRM only for an authenticated customer. A signed-out shopper's
  // question stays in the console's questions inbox (answered from there) and is kept here as not sent.
  const authenticated = lead.userId != null;
  const enabled = dealer.settings.has_crm_enabled;
  if (!shouldSendLead({ authenticated, has_crm_enabled: enabled }))
    return authenticated ? 'crm_disabled' : 'not_signed_in';
  if (!dealer.settings.crm_email?.trim()) return 'no_crm_address';
  return null;
}

/** Claims up to `batch` due leads for this process (status sending); another process gets others. */
async function claimDueLeads(deps: AppDeps, now: Date): Promise<LeadRow[]> {
  const db = deps.database.db;
  const due = or(
    and(
      eq(leadOutbox.status, 'queued'),
      or(isNull(leadOutbox.nextAttemptAt), lte(leadOutbox.nextAttemptAt, now)),
    ),
    and(
      eq(leadOutbox.status, 'sending'),
      lt(leadOutbox.claimedAt, new Date(now.getTime() - LEAD_DELIVERY.claimTimeoutMs)),
    ),
  );
  const chosen = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(due)
    .orderBy(asc(leadOutbox.id))
    .limit(LEAD_DELIVERY.batch)
    .for('update', { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({ status: 'sending', claimedAt: now })
    .where(and(inArray(leadOutbox.id, chosen), due))
    .returning();
}

function subject(lead: LeadRow, dealer: DealerRow): string {
  return `Lead ${lead.id} (${lead.kind}) from ${dealer.name}'s online storefront`;
}

/** Delivers one claimed lead and records the outcome (only while the claim is still this one's). */
async function deliverOne(deps: AppDeps, lead: LeadRow, dealer: DealerRow | undefined): Promise<string> {
  const db = deps.database.db;
  const mine = and(
    eq(leadOutbox.id, lead.id),
    eq(leadOutbox.status, 'sending'),
    lead.claimedAt ? eq(leadOutbox.claimedAt, lead.claimedAt) : isNull(leadOutbox.claimedAt),
  );
  const reason = dealer ? notSentReason(lead, dealer) : 'crm_disabled';
  if (reason || !dealer) {
    await db
      .update(leadOutbox)
      .set({ status: 'not_sent', notSentReason: reason, deliveredAt: deps.now(), claimedAt: null })
      .where(mine);
    return 'not_sent';
  }
  const to = dealer.settings.crm_email.trim();
  const outcome = await sendEmail(deps, dealer, {
    kind: 'crm_lead',
    to,
    subject: subject(lead, dealer),
    // An ADF lead by e-mail is the XML document as the message body (what CRMs read).
    text: lead.adfXml,
  });
  const attempts = lead.attempts + 1;
  if (outcome.status !== 'failed') {
    await db
      .update(leadOutbox)
      .set({
        status: 'sent',
        sentTo: to,
        attempts,
        deliveredAt: deps.now(),
        lastError: null,
        claimedAt: null,
      })
      .where(mine);
    return 'sent';
  }
  const error = outcome.error ?? 'delivery failed';
  if (attempts >= LEAD_DELIVERY.maxAttempts) {
    await db
      .update(leadOutbox)
      .set({
        status: 'failed',
        sentTo: to,
        attempts,
        deliveredAt: deps.now(),
        lastError: error,
        claimedAt: null,
      })
      .where(mine);
    return 'failed';
  }
  const delays = LEAD_DELIVERY.backoffMs;
  const delay = delays[Math.min(attempts, delays.length) - 1] ?? MINUTE;
  await db
    .update(leadOutbox)
    .set({
      status: 'queued',
      sentTo: to,
      attempts,
      lastError: error,
      nextAttemptAt: new Date(deps.now().getTime() + delay),
      claimedAt: null,
    })
    .where(mine);
  return 'retry';
}

export interface DeliveryResult {
  sent: number;
  retry: number;
  failed: number;
  not_sent: number;
}

/** One pass: claims the due leads and delivers each; answers how many went which way. */
export async function deliverDueLeads(deps: AppDeps): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retry: 0, failed: 0, not_sent: 0 };
  const claimed = await claimDueLeads(deps, deps.now());
  if (claimed.length === 0) return result;
  const ids = [...new Set(claimed.map((l) => l.dealerId))];
  const rows = await deps.database.db.select().from(dealers).where(inArray(dealers.id, ids));
  const byId = new Map(rows.map((d) => [d.id, d]));
  for (const lead of claimed) {
    const outcome = await deliverOne(deps, lead, byId.get(lead.dealerId));
    result[outcome as keyof DeliveryResult] += 1;
  }
  return result;
}

/** The delivery worker (runNow: a pass now; stop: the timer stopped, a running pass waited for). */
export type LeadDelivery = PeriodicJob;

/** Starts the worker: a pass at start, then every `intervalMs` (0: off). The timer keeps no process alive. */
export function startLeadDelivery(deps: AppDeps, logger: Logger, intervalMs: number): LeadDelivery {
  return startPeriodic(
    () =>
      deliverDueLeads(deps).then(
        (result) => {
          if (result.sent + result.retry + result.failed + result.not_sent > 0)
            logger.info(result, 'leads delivered to the CRM');
        },
        (error: unknown) => {
          logger.error({ err: error }, 'lead delivery pass failed');
        },
      ),
    intervalMs,
  );
}
