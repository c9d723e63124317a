/**
 * The console's Leads inbox over HTTP (issue 22): the dealer's leads newest first, filtered by kind and
 * status, each naming the customer and vehicle its ADF document names; one lead with its ADF/XML
 * byte for byte as queued, where it goes and its delivery status. Another dealer's lead is a 404;
 * reading changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leadOutbox } from '../src/db/schema.ts';
import { adfSummary } from '../src/modules/leads/staff.ts';
import { customer, dealerFixture, staffClient } from './deal/helpers.ts';
import { client, list, obj } from './helpers.ts';

const fixture = dealerFixture();

describe('the dealer console’s leads', () => {
  it('lists the leads newest first with who and which vehicle, filters them, and shows one lead’s XML as queued', async () => {
    const visitor = client(fixture.ctx, { dealer: 'maple_motors', ip: '10.22.0.1' });
    const asked = await visitor.post('/api/customer/customer-question/', {
      name: 'Jeanne <d’Arc> & Co',
      email: 'jeanne.leads@example.com',
      message: 'Is it still available?',
      vehicle: fixture.car().id,
      kind: 'availability',
    });
    expect(asked.status, asked.text).toBe(201);
    fixture.ctx.advance(60_000);
    const shopper = await customer(fixture.ctx, 'maple_motors', 'leads');
    const sent = await shopper.post(`/api/customer/user/${shopper.id}/send_finance_lead/`, {
      vehicle: fixture.car().id,
    });
    expect(sent.status, sent.text).toBe(201);
    const financeId = Number(obj(sent.body).lead_id);

    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const all = await rep.get('/api/dealer/leads/');
    expect(all.status, all.text).toBe(200);
    const rows = list(all.body);
    expect(rows[0]).toMatchObject({ id: financeId, kind: 'send_finance_lead', status: 'queued' });
    expect(rows[1]).toMatchObject({
      kind: 'customer_question_availability',
      customer: { name: 'Jeanne <d’Arc> & Co', email: 'jeanne.leads@example.com' },
      vehicle: {
        vin: fixture.car().vin,
        make: fixture.car().make,
        stock_number: fixture.car().stockNumber,
        year: fixture.car().year,
      },
    });
    const times = rows.map((r) => Date.parse(String(r.created_at)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const finance = list((await rep.get('/api/dealer/leads/?kind=send_finance_lead')).body);
    expect(finance.map((r) => r.kind)).toEqual(['send_finance_lead']);
    expect(list((await rep.get('/api/dealer/leads/?status=queued')).body).length).toBe(rows.length);
    expect(list((await rep.get('/api/dealer/leads/?status=failed')).body)).toEqual([]);
    expect((await rep.get('/api/dealer/leads/?kind=DROP%20TABLE')).status).toBe(400);

    const questionId = Number(rows[1]?.id);
    const before = await fixture.ctx.database.db
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.id, questionId));
    const one = await rep.get(`/api/dealer/leads/${questionId}/`);
    expect(one.status, one.text).toBe(200);
    expect(obj(one.body).adf_xml).toBe(before[0]?.adfXml);
    expect(String(obj(one.body).adf_xml)).toContain(`<vin>${fixture.car().vin}</vin>`);
    expect(obj(one.body).delivery).toMatchObject({
      channel: 'crm_email',
      to: 'leads@maplemotors.example.ca',
      status: 'queued',
      queued_at: rows[1]?.created_at,
    });
    // Reading changed nothing.
    expect(
      await fixture.ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.id, questionId)),
    ).toEqual(before);
  });

  it('answers another dealer’s lead with a 404 and never lists it', async () => {
    const texan = await customer(fixture.ctx, 'lone_star_motors', 'leads');
    const sent = await texan.post(`/api/customer/user/${texan.id}/send_customer_lead/`, {});
    expect(sent.status, sent.text).toBe(201);
    const theirs = Number(obj(sent.body).lead_id);
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect((await manager.get(`/api/dealer/leads/${theirs}/`)).status).toBe(404);
    expect(list((await manager.get('/api/dealer/leads/')).body).some((r) => r.id === theirs)).toBe(false);
    const own = await staffClient(fixture.ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect((await own.get(`/api/dealer/leads/${theirs}/`)).status).toBe(200);
  });

  it('marks a lead handled once, audited, the first staff member staying its handler', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors', 'handled');
    const sent = await shopper.post(`/api/customer/user/${shopper.id}/send_tradein_lead/`, {});
    expect(sent.status, sent.text).toBe(201);
    const id = Number(obj(sent.body).lead_id);
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const unread = list((await rep.get('/api/dealer/leads/')).body).find((r) => r.id === id);
    expect(unread?.handled).toBeNull();

    const marked = await rep.post(`/api/dealer/leads/${id}/handled/`);
    expect(marked.status, marked.text).toBe(200);
    const handled = obj(obj(marked.body).handled);
    expect(handled.by).toEqual(expect.any(String));
    expect(String(handled.by).length).toBeGreaterThan(0);
    // A second call, by another staff member, answers the same lead: the first stays its handler.
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const again = await manager.post(`/api/dealer/leads/${id}/handled/`);
    expect(again.status).toBe(200);
    expect(obj(again.body).handled).toEqual(handled);
    expect(list((await manager.get('/api/dealer/leads/')).body).find((r) => r.id === id)?.handled).toEqual(
      handled,
    );
    const audited = await fixture.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead_handled'), eq(auditLog.subjectUserId, shopper.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toEqual({ lead: id });

    // Another dealer's staff: a 404; a customer: refused; a GET changes nothing.
    const texan = await staffClient(fixture.ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect((await texan.post(`/api/dealer/leads/${id}/handled/`)).status).toBe(404);
    expect((await shopper.post(`/api/dealer/leads/${id}/handled/`)).status).toBe(403);
    expect((await rep.get(`/api/dealer/leads/${id}/handled/`)).status).toBe(404);
  });

  it('reads who and which vehicle from an ADF document, entities unescaped', () => {
    const summary = adfSummary(
      '<adf><prospect><vehicle interest="buy" status="new"><year>2026</year><make>A&amp;B</make><model>M</model><trim>T</trim><vin>1HGCM82633A004352</vin><stock>S1</stock></vehicle>' +
        '<vehicle interest="trade-in" status="used"><year>2001</year><make>Old</make></vehicle>' +
        '<customer><contact><name part="first">Zoé</name><name part="last">&lt;L&gt;</name><email>z@example.com</email></contact></customer>' +
        '<vendor><contact><name part="full">Dealer</name></contact></vendor></prospect></adf>',
    );
    expect(summary).toEqual({
      customer: { name: 'Zoé <L>', email: 'z@example.com', phone: '' },
      vehicle: {
        year: 2026,
        make: 'A&B',
        model: 'M',
        trim: 'T',
        vin: '1HGCM82633A004352',
        stock_number: 'S1',
      },
    });
  });
});
