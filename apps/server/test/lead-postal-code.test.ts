/**
 * The lead's contact data names the postal code the shopper gave (found in a staff trial: the ADF of a
 * question sent after the shopper entered M5V 2T6 on their deal had `<postalcode></postalcode>`).
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadOutbox } from '../src/db/schema.ts';
import { customer, dealerFixture } from './deal/helpers.ts';
import { client } from './helpers.ts';

const fixture = dealerFixture();

async function lastAdf(kind: string): Promise<string> {
  const [row] = await fixture.ctx.deps.database.db
    .select()
    .from(leadOutbox)
    .where(eq(leadOutbox.kind, kind))
    .orderBy(desc(leadOutbox.id))
    .limit(1);
  return row?.adfXml ?? '';
}

describe('a lead’s postal code', () => {
  it('is the one of the shopper’s deal for the vehicle, in the question’s lead and in a send_*_lead', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors', 'postal');
    const order = await shopper.post('/api/customer/order/', {
      vehicle: fixture.car().id,
      payment_type: 'finance',
      postal_code: 'M5V 2T6',
    });
    expect(order.status, order.text).toBeLessThan(300);
    const asked = await shopper.post('/api/customer/customer-question/', {
      name: 'Nora Postal',
      email: 'nora.postal@example.com',
      message: 'Can I see it on Saturday?',
      vehicle: fixture.car().id,
    });
    expect(asked.status, asked.text).toBe(201);
    expect(await lastAdf('customer_question_question')).toContain('<postalcode>M5V 2T6</postalcode>');

    const sent = await shopper.post(`/api/customer/user/${shopper.id}/send_finance_lead/`, {
      vehicle: fixture.car().id,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(await lastAdf('send_finance_lead')).toContain('<postalcode>M5V 2T6</postalcode>');
  });

  it('stays empty when nothing is known (a signed-out visitor), never another shopper’s', async () => {
    const visitor = client(fixture.ctx, { dealer: 'maple_motors', ip: '10.23.0.1' });
    const asked = await visitor.post('/api/customer/customer-question/', {
      name: 'Jeanne Visitor',
      email: 'jeanne.visitor@example.com',
      message: 'Is it still available?',
      vehicle: fixture.car().id,
      kind: 'availability',
    });
    expect(asked.status, asked.text).toBe(201);
    expect(await lastAdf('customer_question_availability')).toContain('<postalcode></postalcode>');
  });
});
