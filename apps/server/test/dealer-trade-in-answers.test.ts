/**
 * The dealer's answers to a trade-in besides a plain offer (spec 3 §3 offer states, §5): a
 * conditional offer whose condition the customer reads; no offer, or the trade-in excluded from the
 * deal, with a message the customer reads (required). Validated, scoped to the staff member's dealer,
 * audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { customer, dealerFixture, del, put, staffClient } from './deal/helpers.ts';
import { type Client, list, obj } from './helpers.ts';

const fixture = dealerFixture();

const inDays = (days: number) =>
  new Date(fixture.ctx.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A shopper's order with a trade-in sent to the dealer. */
async function submitted(
  name: string,
): Promise<{ shopper: Client & { id: number }; order: number; id: number }> {
  const shopper = await customer(fixture.ctx, 'maple_motors', name);
  const made = await shopper.post('/api/customer/order/', {
    vehicle: fixture.car().id,
    payment_type: 'finance',
  });
  expect(made.status, made.text).toBeLessThan(300);
  const order = Number(obj(made.body).id);
  const year = fixture.ctx.deps.now().getUTCFullYear() - 5;
  const created = await shopper.post('/api/customer/tradein/', {
    order,
    vid: `demo-${year}-honda-civic-ex`,
    odometer: 80000,
  });
  expect(created.status, created.text).toBeLessThan(300);
  const id = Number(obj(created.body).id);
  const sent = await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
  expect(sent.status, sent.text).toBe(200);
  return { shopper, order, id };
}

const inbox = async (staff: Client) =>
  list((await staff.get('/api/dealer/trade-ins/')).body).map((t) => Number(t.id));

describe('a conditional offer', () => {
  it('carries its condition to the customer; a blank or overlong condition is refused on its field', async () => {
    const { shopper, order } = await submitted('conditional');
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const blank = await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_000_000,
      expires_on: inDays(7),
      condition: '   ',
    });
    expect(blank.status, blank.text).toBe(400);
    expect(obj(blank.body).condition).toEqual(['Write the condition the customer reads with the offer.']);
    const long = await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_000_000,
      expires_on: inDays(7),
      condition: 'x'.repeat(501),
    });
    expect(long.status, long.text).toBe(400);
    expect(obj(long.body).condition).toBeDefined();
    const offered = await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_000_000,
      expires_on: inDays(7),
      condition: '  Subject to an inspection of the brakes.  ',
    });
    expect(offered.status, offered.text).toBe(200);
    const mine = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(mine.trade_in_offer).toMatchObject({
      value: 1_000_000,
      state: 'O',
      condition: 'Subject to an inspection of the brakes.',
      dealer_decision: null,
    });
    // A plain offer replacing it has no condition.
    await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_100_000,
      expires_on: inDays(7),
    });
    const plain = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(obj(plain.trade_in_offer).condition).toBeNull();
  });
});

describe('no offer, or the trade-in excluded', () => {
  it("excludes the trade-in with the dealer's message the customer reads, out of the inbox, audited", async () => {
    const { shopper, order, id } = await submitted('no-offer');
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect(await inbox(manager)).toContain(id);
    const path = `/api/dealer/orders/${order}/trade_in_decline/`;
    // The message is required; the reason one of two.
    const bare = await manager.post(path, { reason: 'no_offer', message: '  ' });
    expect(bare.status, bare.text).toBe(400);
    expect(obj(bare.body).message).toEqual(['Write a message for the customer.']);
    const odd = await manager.post(path, { reason: 'maybe', message: 'Hello' });
    expect(odd.status, odd.text).toBe(400);
    expect(obj(odd.body).reason).toBeDefined();
    // Another dealer's staff do not find the order; an organization assistant may not answer.
    const other = await staffClient(fixture.ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    expect((await other.post(path, { reason: 'no_offer', message: 'Non.' })).status).toBe(404);
    const assistant = await staffClient(fixture.ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.post(path, { reason: 'no_offer', message: 'No.' })).status).toBe(403);

    const answered = await manager.post(path, {
      reason: 'no_offer',
      message: 'We do not take vehicles over 300,000 km. ',
    });
    expect(answered.status, answered.text).toBe(200);
    expect(obj(answered.body).trade_in_offer).toMatchObject({
      state: 'D',
      dealer_decision: 'no_offer',
      comments: 'We do not take vehicles over 300,000 km.',
    });
    const mine = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(mine.trade_in_offer).toMatchObject({ state: 'D', dealer_decision: 'no_offer' });
    const trade = obj((await shopper.get(`/api/customer/tradein/${id}/`)).body);
    expect(trade.status).toBe('excluded');
    expect(await inbox(manager)).not.toContain(id);
    // Answered once: a second answer is refused.
    const again = await manager.post(path, { reason: 'excluded', message: 'Out.' });
    expect(again.status, again.text).toBe(400);
    const audited = await fixture.ctx.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trade_in_declined_by_dealer'), eq(auditLog.subjectUserId, shopper.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({ order, trade_in: id, reason: 'no_offer' });
  });

  it('takes a trade-in out of the deal once no offer is with the customer', async () => {
    const { shopper, order, id } = await submitted('excluded');
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, { amount: 500_000, expires_on: inDays(3) });
    const path = `/api/dealer/orders/${order}/trade_in_decline/`;
    const refused = await rep.post(path, { reason: 'excluded', message: 'It is a salvage title.' });
    expect(refused.status, refused.text).toBe(400);
    expect((await del(rep, `/api/dealer/orders/${order}/trade_in_offer/`)).status).toBe(200);
    const excluded = await rep.post(path, { reason: 'excluded', message: 'It is a salvage title.' });
    expect(excluded.status, excluded.text).toBe(200);
    const mine = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(mine.trade_in_offer).toMatchObject({
      state: 'D',
      dealer_decision: 'excluded',
      comments: 'It is a salvage title.',
    });
    expect(obj((await shopper.get(`/api/customer/tradein/${id}/`)).body).status).toBe('excluded');
  });
});

describe('in French', () => {
  it("refuses a missing message in the console's language", async () => {
    const { order } = await submitted('french');
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const bare = await rep.post(
      `/api/dealer/orders/${order}/trade_in_decline/`,
      { reason: 'excluded', message: '' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(bare.status, bare.text).toBe(400);
    expect(obj(bare.body).message).toEqual(['Écrivez un message pour le client.']);
  });
});

describe("the staff member's own language", () => {
  it('is saved on their account and answered by current_user; only en or fr; a customer may not', async () => {
    const director = await staffClient(fixture.ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    const before = obj((await director.get('/api/customer/user/current_user/')).body);
    expect(before.language).toBeNull();
    const odd = await put(director, '/api/dealer/me/language/', { language: 'de' });
    expect(odd.status, odd.text).toBe(400);
    // in the dealership's first language (French), as the console asks
    expect(obj(odd.body).language).toEqual(['Choisissez l’anglais ou le français.']);
    const saved = await put(director, '/api/dealer/me/language/', { language: 'fr' });
    expect(saved.status, saved.text).toBe(200);
    expect(obj((await director.get('/api/customer/user/current_user/')).body).language).toBe('fr');
    const shopper = await customer(fixture.ctx, 'riviere_auto', 'language');
    expect((await put(shopper, '/api/dealer/me/language/', { language: 'en' })).status).toBe(403);
  });
});
