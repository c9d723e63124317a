/**
 * Every e-mail the server sends a person, rendered in French through the calls that send it (or,
 * for a state the calls reach only after many steps, through the module's own sender), and read
 * from the outbox: its subject, its text and its calendar invitation follow French typography,
 * U+00A0 NO-BREAK SPACE before `:` and `»` and after `«`, U+202F NARROW NO-BREAK SPACE before `;`
 * `?` and `!`, so a line never starts with the mark. `EMAIL_KINDS` lists every kind the server
 * sends: a new e-mail fails this test until it is rendered here too.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  type DealerRow,
  dealers,
  deposits,
  emailOutbox,
  orders,
  testDriveBookings,
  users,
} from '../src/db/schema.ts';
import { confirmByEmail } from '../src/modules/appointment/service.ts';
import { emailDepositChange, emailReceipt } from '../src/modules/deposit/receipt.ts';
import { tellTestDrive } from '../src/modules/test-drive/routes.ts';
import { emailMobileView } from '../src/modules/trade-in/mobile-view.ts';
import { emailTradeInOffer } from '../src/modules/trade-in/offer-email.ts';
import { EMAIL_KINDS } from '../src/services/email.ts';
import {
  customer,
  depositBody,
  finishedTask,
  pickVehicles,
  put,
  sandboxToken,
  staffClient,
} from './deal/helpers.ts';
import { typographyFaults } from './french-typography.ts';
import { client, createTestContext, list, obj, type TestContext } from './helpers.ts';

/** The invitation's words (its summary and description), its folded lines joined and unescaped. */
function invitationWords(content: string): string[] {
  const unfolded = content.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split(/\r?\n/)
    .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)[:;]/.test(line))
    .map((line) =>
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1'),
    );
}

let ctx: TestContext;
let dealer: DealerRow;
beforeAll(async () => {
  ctx = await createTestContext({ publicOrigin: 'https://shop.example.test' });
  const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'riviere_auto'));
  if (!row) throw new Error('no riviere_auto');
  dealer = row;
});
afterAll(async () => {
  await ctx.close();
});

const FR = { headers: { 'X-Language': 'fr' } };
/** The addresses of this test's French recipients: their e-mails are the ones checked. */
const recipients = new Set<string>();

describe('the typography check', () => {
  it('finds a plain or missing space and passes the right ones, times and addresses', () => {
    expect(typographyFaults('Votre code : 123')).toHaveLength(1);
    expect(typographyFaults('Votre question:\n> Oui')).toHaveLength(1);
    expect(typographyFaults('Vraiment ? Oui ; non !')).toHaveLength(3);
    expect(typographyFaults('Vraiment\u00a0? Oui')).toHaveLength(1);
    expect(typographyFaults('la « vitrine »')).toHaveLength(2);
    expect(
      typographyFaults(
        'Reçu\u00a0: la «\u00a0vitrine\u00a0»\u202f? Oui\u202f; non\u202f! à 10:30, https://exemple.ca/?lang=fr',
      ),
    ).toEqual([]);
  });
});

describe('every French e-mail', () => {
  it('is rendered for each kind the server sends a person, and follows French typography', async () => {
    const car = (await pickVehicles(ctx, 'riviere_auto', (v) => v.stockStatus === 'in stock'))[0];
    if (!car) throw new Error('no vehicle');

    // Sign-in: the link and the one-time code.
    const shopper = await customer(ctx, 'riviere_auto', 'courriels');
    recipients.add(shopper.email);
    const stranger = client(ctx, { dealer: 'riviere_auto', ip: '10.177.0.1' });
    expect(
      (await stranger.post('/api/customer/user/send_login_link/', { email: shopper.email }, FR)).status,
    ).toBe(200);
    expect(
      (await stranger.post('/api/customer/user/send_reentry_code/', { email: shopper.email }, FR)).status,
    ).toBe(200);
    // "Log in" with an address that has no account at the dealer: the sign-up link instead of a code.
    const newcomer = `nouveau.courriels.${Date.now()}@exemple.ca`;
    recipients.add(newcomer);
    expect(
      (await stranger.post('/api/customer/user/send_reentry_code/', { email: newcomer }, FR)).status,
    ).toBe(200);

    // The deal's link.
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id }, FR)).body);
    const sent = await shopper.post(`/api/customer/order/${order.id}/send_order_link/`, {}, FR);
    expect(sent.status, sent.text).toBe(202);
    await finishedTask(shopper, String(obj(sent.body).task));

    // A question of each kind, acknowledged; two replies from the console (the second says it is new).
    for (const kind of ['question', 'availability', 'eprice']) {
      const asked = await client(ctx, { dealer: 'riviere_auto', ip: '10.177.0.2' }).post(
        '/api/customer/customer-question/',
        { kind, email: shopper.email, name: 'Alex Martin', message: 'Est-il encore là', vehicle: car.id },
        FR,
      );
      expect(asked.status, asked.text).toBe(201);
    }
    const directeur = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    const question = list((await directeur.get('/api/dealer/questions/')).body).find(
      (q) => q.email === shopper.email,
    );
    for (const message of ['Oui, jusqu’à samedi', 'Il est encore là lundi']) {
      const replied = await directeur.post(`/api/dealer/questions/${question?.id}/reply/`, { message });
      expect(replied.status, replied.text).toBe(200);
    }

    // An appointment: requested through the call, then confirmed, moved and cancelled by the module.
    const days = obj((await shopper.get('/api/customer/appointment/slots/')).body).days as {
      slots: { start: string }[];
    }[];
    const start = days.flatMap((d) => d.slots).at(-1)?.start;
    const booked = await shopper.post(
      '/api/customer/appointment/',
      { order: order.id, start, location: 'AtDealer' },
      FR,
    );
    expect(booked.status, booked.text).toBe(201);
    const [visit] = await ctx.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.orderId, Number(order.id)));
    if (!visit) throw new Error('no appointment');
    for (const kind of ['confirmed', 'moved', 'canceled'] as const)
      await confirmByEmail(ctx.deps, dealer, visit, 'fr', kind, visit);

    // A test drive: requested through the call, then confirmed at a time and cancelled.
    const drive = await shopper.post(
      '/api/test-drive/bookings/',
      {
        booking_option: 'AtDealer',
        model_year: car.year,
        model_code: car.model,
        model_name: car.model,
        dealer_code: 'riviere_auto',
        province: 'QC',
        first_name: 'Alex',
        last_name: 'Martin',
        phone: '514-555-0142',
        language: 'fr',
        vehicle: car.id,
      },
      FR,
    );
    expect(drive.status, drive.text).toBe(201);
    const [booking] = await ctx.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.userId, shopper.id));
    if (!booking) throw new Error('no test drive');
    await tellTestDrive(ctx.deps, dealer, { ...booking, status: 'confirmed', startsAt: visit.startsAt });
    await tellTestDrive(ctx.deps, dealer, { ...booking, status: 'canceled', bookingOption: 'AtHome' });

    // A deposit: its receipt through the call (the deal built first), then held or charged, and
    // what staff did to it.
    const steps = await put(shopper, `/api/customer/order-steps/${order.id}/`, {
      progress: { accessories: 1, protections: 1, payment: 1, review: 1 },
    });
    expect(steps.status, steps.text).toBe(200);
    const placed = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      {
        ...depositBody(
          Number(order.id),
          sandboxToken('4242 4242 4242 4242', 'courriels1234'),
          'courriels-1-xxxxxxxx',
        ),
        phone: '514-555-0142',
        city: 'Montréal',
        province: 'QC',
        postal_code: 'H2X 1Y4',
      },
      FR,
    );
    expect(placed.status, placed.text).toBe(201);
    const [deposit] = await ctx.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.orderId, Number(order.id)));
    if (!deposit) throw new Error('no deposit');
    await emailReceipt(ctx.deps, dealer, { ...deposit, status: 'pre_authorized' }, 'fr');
    await emailReceipt(ctx.deps, dealer, { ...deposit, status: 'confirmed' }, 'fr');
    for (const change of ['captured', 'released', 'refunded'] as const)
      await emailDepositChange(ctx.deps, dealer, deposit, change);

    // A trade-in: the dealer's offer, and the link to take its photos on a phone.
    const [orderRow] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(order.id)));
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, shopper.id));
    if (!orderRow || !account) throw new Error('no order');
    await emailTradeInOffer(ctx.deps, dealer, orderRow, {
      value: 1_250_000,
      expires_on: '2026-12-31',
      status: 'pending',
    });
    await emailMobileView(ctx.deps, dealer, account, orderRow, 'fr');

    // The personalised quotes a rep prepared.
    const flow = await directeur.post('/api/dealer/praq/flow/', { customer: shopper.id });
    expect(flow.status, flow.text).toBe(201);
    const flowId = Number(obj(flow.body).id);
    const quote = await directeur.post(`/api/dealer/praq/flow/${flowId}/quotes/`, {
      vehicle: car.id,
      payment_type: 'cash',
    });
    expect(quote.status, quote.text).toBe(201);
    expect((await directeur.post(`/api/dealer/praq/flow/${flowId}/activate/`)).status).toBe(200);
    const submitted = await directeur.post('/api/dealer/praq/quotes_submitted_events/', {
      praq_flow: flowId,
      message: 'Deux options pour vous.',
    });
    expect(submitted.status, submitted.text).toBe(200);

    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.dealerId, dealer.id), inArray(emailOutbox.toAddress, [...recipients])));
    // Each kind meant for a person is here (a lead's document goes to the dealer's CRM, not a person).
    expect(new Set(mails.map((m) => m.kind))).toEqual(new Set(EMAIL_KINDS.filter((k) => k !== 'crm_lead')));
    for (const mail of mails) expect(mail.textBody, mail.kind).toMatch(/^Bonjour/);
    const faults = mails.flatMap((mail) =>
      [
        ['subject', mail.subject],
        ['text', mail.textBody],
        ...(mail.attachments ?? []).flatMap((a) => invitationWords(a.content).map((w) => [a.filename, w])),
      ].flatMap(([part = '', text = '']) =>
        typographyFaults(text).map((at) => `${mail.kind} ${part}: …${at}`),
      ),
    );
    expect(faults).toEqual([]);
    // The second reply's subject says it is a new one.
    expect(mails.filter((m) => m.kind === 'question_reply').map((m) => m.subject)).toEqual([
      'Rivière Auto a répondu à votre question',
      'Rivière Auto vous a envoyé une nouvelle réponse à votre question',
    ]);
  });
});
