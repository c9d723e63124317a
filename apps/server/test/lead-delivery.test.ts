/**
 * Delivery of queued leads to the dealer's CRM (issue 18): each lead goes once as an ADF e-mail to the
 * dealer's CRM address through the e-mail outbox, the address kept with the lead; a failed attempt is
 * retried after a delay, a bounded number of times; a lead the rule says not to send is marked so with
 * the reason; two workers at once never send one lead twice. The console's lead shows the state.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { emailOutbox, leadOutbox } from '../src/db/schema.ts';
import { deliverDueLeads, LEAD_DELIVERY } from '../src/modules/leads/delivery.ts';
import type { MailMessage } from '../src/services/mailer.ts';
import { customer, staffClient } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let realSend: (m: MailMessage) => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext();
  realSend = ctx.deps.mailer.send;
  // Leads the seed queued are delivered first, so each test counts only its own.
  await deliverDueLeads(ctx.deps);
});
afterEach(() => {
  ctx.deps.mailer.send = realSend;
});
afterAll(async () => {
  await ctx.close();
});

const CRM = 'leads@maplemotors.example.ca';

async function queueLead(dealer = 'maple_motors'): Promise<number> {
  const shopper = await customer(ctx, dealer, 'crm');
  const res = await shopper.post(`/api/customer/user/${shopper.id}/send_customer_lead/`, {});
  expect(res.status, res.text).toBe(201);
  return Number(obj(res.body).lead_id);
}

async function lead(id: number) {
  const [row] = await ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.id, id));
  if (!row) throw new Error(`no lead ${id}`);
  return row;
}

/** The CRM e-mails of the mailer for these leads (the subject names the lead). */
function crmMails(ids: number[]) {
  return ctx.sentMail.filter((m) => ids.some((id) => m.subject.startsWith(`Lead ${id} `)));
}

async function patchSettings(code: string, patch: Record<string, unknown>) {
  await ctx.database.db.execute(
    sql`update dealers set settings = settings || ${JSON.stringify(patch)}::jsonb where code = ${code}`,
  );
  invalidateReadCaches(ctx.database.db, ['dealers']);
}

describe('lead delivery to the CRM', () => {
  it('sends a queued lead once as its ADF document to the CRM address, kept with the lead', async () => {
    const id = await queueLead();
    const passed = await deliverDueLeads(ctx.deps);
    expect(passed.sent).toBeGreaterThanOrEqual(1);
    const mails = crmMails([id]);
    expect(mails).toHaveLength(1);
    const row = await lead(id);
    expect(mails[0]?.to).toBe(CRM);
    expect(mails[0]?.text).toBe(row.adfXml);
    expect(row).toMatchObject({ status: 'sent', sentTo: CRM, attempts: 1 });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [kept] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, String(mails[0]?.subject)));
    expect(kept).toMatchObject({ kind: 'crm_lead', toAddress: CRM });

    // A second pass sends nothing more; the address it went to stays when the dealer's changes.
    await deliverDueLeads(ctx.deps);
    expect(crmMails([id])).toHaveLength(1);
    await patchSettings('maple_motors', { crm_email: 'new-crm@maplemotors.example.ca' });
    try {
      const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
      const shown = obj((await rep.get(`/api/dealer/leads/${id}/`)).body);
      expect(shown.status).toBe('sent');
      expect(shown.delivery).toMatchObject({
        to: CRM,
        status: 'sent',
        attempts: 1,
        sent_at: row.deliveredAt?.toISOString(),
      });
    } finally {
      await patchSettings('maple_motors', { crm_email: CRM });
    }
  });

  it('retries a failed attempt after a delay, then sends it', async () => {
    const id = await queueLead();
    ctx.deps.mailer.send = async () => {
      throw new Error('SMTP 451 try again later');
    };
    await deliverDueLeads(ctx.deps);
    const failedOnce = await lead(id);
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1, sentTo: CRM });
    expect(failedOnce.lastError).toContain('451');
    expect(failedOnce.nextAttemptAt?.getTime()).toBeGreaterThan(ctx.deps.now().getTime());

    ctx.deps.mailer.send = realSend;
    // Not due yet: nothing sent.
    await deliverDueLeads(ctx.deps);
    expect((await lead(id)).status).toBe('queued');
    expect(crmMails([id])).toHaveLength(0);
    ctx.advance(LEAD_DELIVERY.backoffMs[0] ?? 0);
    await deliverDueLeads(ctx.deps);
    expect(await lead(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(crmMails([id])).toHaveLength(1);
  });

  it('gives up after the last attempt, failed with its time', async () => {
    const id = await queueLead();
    ctx.deps.mailer.send = async () => {
      throw new Error('SMTP 550 mailbox unavailable');
    };
    for (let i = 0; i < LEAD_DELIVERY.maxAttempts + 2; i++) {
      await deliverDueLeads(ctx.deps);
      ctx.advance(2 * 3600_000);
    }
    const row = await lead(id);
    expect(row).toMatchObject({ status: 'failed', attempts: LEAD_DELIVERY.maxAttempts, sentTo: CRM });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const shown = obj((await rep.get(`/api/dealer/leads/${id}/`)).body);
    expect(shown.delivery).toMatchObject({ status: 'failed', failed_at: row.deliveredAt?.toISOString() });
  });

  it('marks not sent, with the reason, the leads the lead rule keeps from the CRM', async () => {
    // Spec 1: leads reach the CRM only for an authenticated customer. A signed-out shopper's question
    // is not sent (the questions inbox has it); a signed-in customer's is; a lead of no one (a customer
    // since erased) is not sent.
    const visitor = client(ctx, { dealer: 'maple_motors', ip: '10.88.0.1' });
    const asked = await visitor.post('/api/customer/customer-question/', {
      email: 'anon.crm@example.com',
      message: 'Still there?',
    });
    expect(asked.status, asked.text).toBe(201);
    const [question] = await ctx.database.db
      .select()
      .from(leadOutbox)
      .where(sql`${leadOutbox.payload}->>'email' = 'anon.crm@example.com'`);
    if (!question) throw new Error('question not queued');
    const shopper = await customer(ctx, 'maple_motors', 'crmquestion');
    const signedIn = await shopper.post('/api/customer/customer-question/', {
      email: shopper.email,
      message: 'Signed in and asking.',
    });
    expect(signedIn.status, signedIn.text).toBe(201);
    const [own] = await ctx.database.db
      .select()
      .from(leadOutbox)
      .where(sql`${leadOutbox.payload}->>'message' = 'Signed in and asking.'`);
    if (!own) throw new Error('signed-in question not queued');
    const orphan = await queueLead();
    await ctx.database.db.update(leadOutbox).set({ userId: null }).where(eq(leadOutbox.id, orphan));
    await deliverDueLeads(ctx.deps);
    expect(await lead(question.id)).toMatchObject({ status: 'not_sent', notSentReason: 'not_signed_in' });
    expect(await lead(own.id)).toMatchObject({ status: 'sent', sentTo: CRM });
    expect(await lead(orphan)).toMatchObject({ status: 'not_sent', notSentReason: 'not_signed_in' });
    // A lead queued while the CRM was on, the CRM turned off before it went.
    const later = await queueLead();
    await patchSettings('maple_motors', { has_crm_enabled: false });
    try {
      await deliverDueLeads(ctx.deps);
    } finally {
      await patchSettings('maple_motors', { has_crm_enabled: true });
    }
    expect(await lead(later)).toMatchObject({ status: 'not_sent', notSentReason: 'crm_disabled' });
    expect(crmMails([orphan, later])).toHaveLength(0);

    // A dealer without a CRM: the lead call answers skipped, the lead is kept marked so.
    const quebec = await customer(ctx, 'riviere_auto', 'crm');
    const res = await quebec.post(`/api/customer/user/${quebec.id}/send_appointment_lead/`, {});
    expect(obj(res.body)).toEqual({ status: 'skipped', reason: 'crm_disabled' });
    const [kept] = await ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.userId, quebec.id));
    expect(kept).toMatchObject({ status: 'not_sent', notSentReason: 'crm_disabled' });
  });

  it('never lets two workers send one lead', async () => {
    const ids = [await queueLead(), await queueLead(), await queueLead(), await queueLead()];
    // A slow CRM: each send waits, so the two passes overlap.
    ctx.deps.mailer.send = async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await realSend(m);
    };
    const [a, b] = await Promise.all([deliverDueLeads(ctx.deps), deliverDueLeads(ctx.deps)]);
    expect(a.sent + b.sent).toBe(ids.length);
    expect(crmMails(ids)).toHaveLength(ids.length);
    const rows = await ctx.database.db.select().from(leadOutbox).where(inArray(leadOutbox.id, ids));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['sent', 1]));
  });
});
