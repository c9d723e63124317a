/**
 * The lead moments the server sees itself (issues 18, 22): the deal saved on its review and the
 * appointment booked each queue their ADF lead once per order, without any client lead call; staff
 * of a no-lead car-maker brand acting for the customer leave it not_sent (`oem_brand`).
 */
import { STEP_STATES } from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { leadOutbox, orders } from '../src/db/schema.ts';
import { customer, dealerFixture, put, staffClient } from './deal/helpers.ts';
import { type Client, obj } from './helpers.ts';

type LeadOutboxRow = typeof leadOutbox.$inferSelect;

// Sunday 2026-12-20, 08:00 in Toronto: Monday's slots are open.
const NOW = Date.parse('2026-12-20T13:00:00Z');

const fixture = dealerFixture({ now: NOW });

const { orderFor } = fixture;

async function leadsOf(userId: number, kind: string): Promise<LeadOutboxRow[]> {
  return fixture.ctx.database.db
    .select()
    .from(leadOutbox)
    .where(and(eq(leadOutbox.userId, userId), eq(leadOutbox.kind, kind)));
}

async function setOem(code: string, oem: string) {
  await fixture.ctx.database.db.execute(sql`update dealers set oem = ${oem} where code = ${code}`);
  invalidateReadCaches(fixture.ctx.database.db, ['dealers']);
}

const review = (c: Client, order: number, state: number) =>
  put(c, `/api/customer/order-steps/${order}/`, { progress: { review: state } });

describe('the deal saved on its review', () => {
  it('queues send_build_your_deal_review_lead once per order, with the active payment’s subtotal and total', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    expect(await leadsOf(shopper.id, 'send_build_your_deal_review_lead')).toHaveLength(0);
    const saved = await review(shopper, order, STEP_STATES.COMPLETED);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const leads = await leadsOf(shopper.id, 'send_build_your_deal_review_lead');
    expect(leads).toHaveLength(1);
    const [row] = await fixture.ctx.database.db.select().from(orders).where(eq(orders.id, order));
    const total = row?.paymentSnapshot?.total;
    expect(total).toBeGreaterThan(0);
    expect(leads[0]).toMatchObject({ status: 'queued', payload: { order } });
    const payload = (leads[0]?.payload ?? {}) as { active_payment_details?: Record<string, number> };
    const details = payload.active_payment_details ?? {};
    expect(details.display_total_price).toBe(total);
    expect(details.subtotal).toBeGreaterThan(0);
    expect(details.subtotal).toBeLessThanOrEqual(details.display_total_price as number);
    expect(leads[0]?.adfXml).toContain('<service>send_build_your_deal_review_lead</service>');
    expect(leads[0]?.adfXml).toContain('<postalcode>M5V 2T6</postalcode>');

    // Saved again (re-opened, then completed): no second lead for the order.
    expect((await review(shopper, order, STEP_STATES.INITIAL)).status).toBe(200);
    expect((await review(shopper, order, STEP_STATES.COMPLETED)).status).toBe(200);
    expect(await leadsOf(shopper.id, 'send_build_your_deal_review_lead')).toHaveLength(1);

    // Another order of the same shopper is a moment of its own.
    const other = await orderFor(shopper);
    expect((await review(shopper, other, STEP_STATES.COMPLETED)).status).toBe(200);
    expect(await leadsOf(shopper.id, 'send_build_your_deal_review_lead')).toHaveLength(2);
  });

  it('is kept not_sent (oem_brand) when staff of a no-lead brand save it for the customer', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const staff = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect((await staff.post(`/api/dealer/users/${shopper.id}/act_as/`)).status).toBe(200);
    await setOem('maple_motors', 'Volkswagen');
    try {
      expect((await review(staff, order, STEP_STATES.COMPLETED)).status).toBe(200);
    } finally {
      await setOem('maple_motors', 'multi');
    }
    const leads = await leadsOf(shopper.id, 'send_build_your_deal_review_lead');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: 'not_sent', notSentReason: 'oem_brand' });
  });
});

describe('the appointment booked', () => {
  it('queues send_appointment_lead with its time, once per order (a new time adds none)', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const booked = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-21T15:00:00.000Z',
      location: 'AtDealer',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const leads = await leadsOf(shopper.id, 'send_appointment_lead');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      status: 'queued',
      payload: { order, start: '2026-12-21T15:00:00.000Z', location: 'AtDealer' },
    });
    expect(leads[0]?.adfXml).toContain('2026-12-21T15:00:00.000Z');

    const moved = await put(shopper, `/api/customer/appointment/${obj(booked.body).id}/`, {
      start: '2026-12-21T16:00:00.000Z',
      location: 'AtDealer',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await leadsOf(shopper.id, 'send_appointment_lead')).toHaveLength(1);
  });
});

describe('the trade-in submitted to the dealer', () => {
  it('is kept not_sent (oem_brand), with its valuation lead, when staff of a no-lead brand send it for the customer', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const staff = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect((await staff.post(`/api/dealer/users/${shopper.id}/act_as/`)).status).toBe(200);
    const year = fixture.ctx.deps.now().getUTCFullYear() - 6;
    await setOem('maple_motors', 'Volkswagen');
    try {
      const created = await staff.post('/api/customer/tradein/', {
        order,
        vid: `demo-${year}-honda-civic-ex`,
        odometer: 90000,
      });
      expect(created.status, created.text).toBe(201);
      const id = Number(obj(created.body).id);
      const sent = await staff.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
      expect(sent.status, sent.text).toBe(200);
      // Sent again: the trade-in is already with the dealer, no second lead.
      await staff.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    } finally {
      await setOem('maple_motors', 'multi');
    }
    for (const kind of ['send_tradein_lead', 'send_tradein_submitted_lead']) {
      const leads = await leadsOf(shopper.id, kind);
      expect(leads, kind).toHaveLength(1);
      expect(leads[0]).toMatchObject({ status: 'not_sent', notSentReason: 'oem_brand', payload: { order } });
    }
  });
});
