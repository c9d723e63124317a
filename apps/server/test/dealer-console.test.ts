/**
 * The dealer console's calls over HTTP (issue 22): the customer search by name, e-mail, phone, VIN or
 * stock number, scoped to the staff member's dealer; one customer's deals (orders with their section
 * progress, trade-in, credit application, deposit and appointment), another dealer's customer a 404;
 * the inbox of trade-ins awaiting the dealer; act-as from the console audited; and the console's
 * documents and files served under /dealer/ with the storefront's security headers.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import {
  auditLog,
  customerQuestionReplies,
  dealers,
  emailOutbox,
  users,
  type VehicleRow,
} from '../src/db/schema.ts';
import {
  bookTestDrive,
  customer,
  DEMO_STAFF,
  newCar,
  pickVehicle,
  put,
  STAFF_PASSWORD,
  staffClient,
} from './deal/helpers.ts';
import { type Client, client, createTestContext, list, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let car: VehicleRow;
let consoleDist: string;
beforeAll(async () => {
  consoleDist = mkdtempSync(join(tmpdir(), 'sf-console-dist-'));
  mkdirSync(join(consoleDist, 'console', 'assets'), { recursive: true });
  writeFileSync(
    join(consoleDist, 'console', 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/dealer/assets/console-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(consoleDist, 'console', 'assets', 'console-abc.js'), 'console.log("console")');
  ctx = await createTestContext({ storefrontDist: consoleDist });
  car = await pickVehicle(ctx, 'maple_motors', newCar);
});
afterAll(async () => {
  await ctx.close();
});

const year = () => ctx.deps.now().getUTCFullYear();
const inDays = (days: number) =>
  new Date(ctx.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function orderOf(shopper: Client, vehicle = car.id): Promise<number> {
  const res = await shopper.post('/api/customer/order/', { vehicle, payment_type: 'finance' });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return Number(obj(res.body).id);
}

const ids = (body: unknown) => list(body).map((u) => Number(u.id));

describe('questions', () => {
  it("lists the dealer's questions newest first with who asked and about which vehicle; another dealer's and a role without customers see none", async () => {
    const shopper = await customer(ctx, 'maple_motors', 'asker');
    const asked = await shopper.post('/api/customer/customer-question/', {
      email: shopper.email,
      name: 'Alex Martin',
      phone: '416-555-0142',
      message: 'Is the blue one still there on Saturday?',
      vehicle: car.id,
    });
    expect(asked.status, asked.text).toBe(201);
    const anonymous = await client(ctx, { dealer: 'maple_motors', ip: '10.77.0.1' }).post(
      '/api/customer/customer-question/',
      { email: 'walk.in@example.com', message: 'Do you take trade-ins?' },
    );
    expect(anonymous.status, anonymous.text).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const res = await rep.get('/api/dealer/questions/');
    expect(res.status, res.text).toBe(200);
    const [latest, previous] = list(res.body);
    expect(latest).toMatchObject({ email: 'walk.in@example.com', customer: null, vehicle: null });
    expect(previous).toMatchObject({
      customer: shopper.id,
      name: 'Alex Martin',
      phone: '416-555-0142',
      message: 'Is the blue one still there on Saturday?',
      vehicle: { id: car.id, stock_number: car.stockNumber, year: car.year },
    });
    expect(obj(res.body).next_page).toBeNull();
    const other = await staffClient(ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    const theirs = list((await other.get('/api/dealer/questions/')).body);
    expect(theirs.some((q) => q.email === 'walk.in@example.com' || q.email === shopper.email)).toBe(false);
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.get('/api/dealer/questions/')).status).toBe(403);
    expect((await shopper.get('/api/dealer/questions/')).status).toBe(403);
    expect((await rep.get('/api/dealer/questions/?page=0')).status).toBe(400);
  });
});

describe('a question marked answered', () => {
  // Found in a staff trial: answering left no trace, so two reps could answer the same shopper.
  it('says who answered and when; the first stays its answerer; audited; another dealer’s is a 404', async () => {
    const asked = await client(ctx, { dealer: 'maple_motors', ip: '10.77.0.2' }).post(
      '/api/customer/customer-question/',
      { email: 'answer.me@example.com', message: 'What are your hours on Sunday?' },
    );
    expect(asked.status, asked.text).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const mine = async () =>
      list((await rep.get('/api/dealer/questions/')).body).find((q) => q.email === 'answer.me@example.com');
    const question = await mine();
    expect(question?.answered).toBeNull();
    const id = Number(question?.id);
    const done = await rep.post(`/api/dealer/questions/${id}/answered/`);
    expect(done.status, done.text).toBe(200);
    expect(obj(done.body).answered).toEqual({ at: expect.any(String), by: 'Priya Natarajan' });
    expect((await mine())?.answered).toEqual(obj(done.body).answered);
    // A second staff member on the same question: it stays the first's.
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const again = await manager.post(`/api/dealer/questions/${id}/answered/`);
    expect(again.status).toBe(200);
    expect(obj(again.body).answered).toEqual(obj(done.body).answered);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question_answered'));
    expect(audited).toHaveLength(1);
    // Another dealer's staff, a role without customers, a shopper, a question that is not there.
    const other = await staffClient(ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect((await other.post(`/api/dealer/questions/${id}/answered/`)).status).toBe(404);
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.post(`/api/dealer/questions/${id}/answered/`)).status).toBe(403);
    expect((await rep.post('/api/dealer/questions/999999/answered/')).status).toBe(404);
  });
});

describe('a reply to a question from the console', () => {
  // Found in a staff trial: staff could only e-mail or call the shopper outside the console.
  const ask = (ip: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    client(ctx, { dealer: 'maple_motors', ip }).post(
      '/api/customer/customer-question/',
      body,
      headers ? { headers } : undefined,
    );
  const questionOf = async (staff: Client, email: string) =>
    list((await staff.get('/api/dealer/questions/')).body).find((q) => q.email === email);
  const mailsTo = (email: string) =>
    ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

  it('keeps the reply, marks the question answered and e-mails the asker in English from the dealer, audited', async () => {
    expect(
      (
        await ask('10.78.0.1', {
          email: 'reply.me@example.com',
          name: 'Jordan Lee',
          message: 'Is the red one still there?\nI can come Friday.',
          vehicle: car.id,
        })
      ).status,
    ).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const id = Number((await questionOf(rep, 'reply.me@example.com'))?.id);
    expect((await questionOf(rep, 'reply.me@example.com'))?.replies).toEqual([]);
    const res = await rep.post(
      `/api/dealer/questions/${id}/reply/`,
      { message: '  Yes, it is here until Saturday.  ' },
      // A forged host never reaches the e-mail's link.
      { headers: { 'X-Forwarded-Host': 'evil.example.net', Host: 'evil.example.net' } },
    );
    expect(res.status, res.text).toBe(200);
    const reply = {
      message: 'Yes, it is here until Saturday.',
      at: expect.any(String),
      by: 'Priya Natarajan',
    };
    expect(obj(res.body).replies).toEqual([reply]);
    expect(obj(res.body).answered).toEqual({ at: expect.any(String), by: 'Priya Natarajan' });
    expect((await questionOf(rep, 'reply.me@example.com'))?.replies).toEqual([reply]);
    const [mail, ...more] = (await mailsTo('reply.me@example.com')).filter(
      (m) => m.kind === 'question_reply',
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Maple Motors answered your question');
    expect(mail?.textBody).toContain('Hello Jordan Lee,');
    expect(mail?.textBody).toContain(`Maple Motors answered your question about the ${car.year} ${car.make}`);
    expect(mail?.textBody).toContain('Your question:\n> Is the red one still there?\n> I can come Friday.');
    expect(mail?.textBody).toContain('Our reply:\nYes, it is here until Saturday.');
    // Its link is the vehicle's page on the dealer's configured origin.
    expect(mail?.textBody).toContain(
      `Shop with us online: ${ctx.deps.config.publicOrigin}/maple_motors/en/conf/${car.id}/\n`,
    );
    expect(mail?.textBody).not.toContain('evil.example.net');
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question_replied'));
    expect(audited.map((a) => a.details)).toEqual([{ question: id, email: mail?.id }]);
    // A second reply by another staff member: kept after the first, which stays (found in review:
    // the second replaced it); the first answerer stays.
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const again = await manager.post(`/api/dealer/questions/${id}/reply/`, { message: 'See you Friday.' });
    expect(again.status, again.text).toBe(200);
    const both = [
      reply,
      { message: 'See you Friday.', at: expect.any(String), by: expect.not.stringMatching(/^Priya/) },
    ];
    expect(obj(again.body).replies).toEqual(both);
    expect(obj(obj(again.body).answered).by).toBe('Priya Natarajan');
    expect((await questionOf(rep, 'reply.me@example.com'))?.replies).toEqual(both);
    const rows = await ctx.database.db
      .select()
      .from(customerQuestionReplies)
      .where(eq(customerQuestionReplies.questionId, id))
      .orderBy(customerQuestionReplies.id);
    expect(rows.map((r) => [r.message, r.language])).toEqual([
      ['Yes, it is here until Saturday.', 'en'],
      ['See you Friday.', 'en'],
    ]);
    // The second reply's e-mail says it is a new one (found in a trial: both had the same subject).
    const mails = (await mailsTo('reply.me@example.com')).filter((m) => m.kind === 'question_reply');
    expect(mails.map((m) => m.subject)).toEqual([
      'Maple Motors answered your question',
      'Maple Motors sent a new reply to your question',
    ]);
    expect(mails[1]?.textBody).toContain(
      `Maple Motors sent a new reply to your question about the ${car.year} ${car.make}`,
    );
    expect(mails[1]?.textBody).toContain('Our reply:\nSee you Friday.');
  });

  it('keeps a reply sent from a second tab after the first tab’s, and two sent at once', async () => {
    expect(
      (await ask('10.78.0.6', { email: 'two.tabs@example.com', message: 'Winter tires included?' })).status,
    ).toBe(201);
    const tabA = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const tabB = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    // Both tabs read the question before either replies.
    const id = Number((await questionOf(tabA, 'two.tabs@example.com'))?.id);
    expect((await questionOf(tabB, 'two.tabs@example.com'))?.replies).toEqual([]);
    const path = `/api/dealer/questions/${id}/reply/`;
    expect((await tabA.post(path, { message: 'Yes, on the first set.' })).status).toBe(200);
    const fromB = await tabB.post(path, { message: 'And on the second set at half price.' });
    expect(fromB.status, fromB.text).toBe(200);
    const messages = (body: unknown) => (obj(body).replies as { message: string }[]).map((r) => r.message);
    expect(messages(fromB.body)).toEqual(['Yes, on the first set.', 'And on the second set at half price.']);
    const [one, two] = await Promise.all([
      tabA.post(path, { message: 'Third.' }),
      tabB.post(path, { message: 'Fourth.' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const kept = messages({ replies: (await questionOf(tabA, 'two.tabs@example.com'))?.replies });
    expect(kept.slice(0, 2)).toEqual(['Yes, on the first set.', 'And on the second set at half price.']);
    expect(kept.slice(2).sort()).toEqual(['Fourth.', 'Third.']);
    expect((await mailsTo('two.tabs@example.com')).filter((m) => m.kind === 'question_reply')).toHaveLength(
      4,
    );
  });

  it('answers a question asked in French with a French e-mail', async () => {
    expect(
      (
        await ask(
          '10.78.0.2',
          { email: 'reponse.fr@example.com', name: 'Émilie Roy', message: 'Êtes-vous ouverts dimanche?' },
          { 'X-Language': 'fr' },
        )
      ).status,
    ).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const id = Number((await questionOf(rep, 'reponse.fr@example.com'))?.id);
    const res = await rep.post(`/api/dealer/questions/${id}/reply/`, { message: 'Non, de lundi à samedi.' });
    expect(res.status, res.text).toBe(200);
    const [mail] = (await mailsTo('reponse.fr@example.com')).filter((m) => m.kind === 'question_reply');
    expect(mail?.subject).toBe('Maple Motors a répondu à votre question');
    expect(mail?.textBody).toContain('Bonjour Émilie Roy,');
    expect(mail?.textBody).toContain('Votre question\u00a0:\n> Êtes-vous ouverts dimanche?');
    expect(mail?.textBody).toContain('Notre réponse\u00a0:\nNon, de lundi à samedi.');
    // Without a vehicle, the link is the storefront's home page.
    expect(mail?.textBody).toContain(
      `Notre vitrine en ligne\u00a0: ${ctx.deps.config.publicOrigin}/maple_motors/fr/\n`,
    );
  });

  it('writes the vehicle in French order in a French reply and links to its page', async () => {
    expect(
      (
        await ask(
          '10.78.0.5',
          {
            email: 'vehicule.fr@example.com',
            name: 'Luc Roy',
            message: 'Est-il encore là?',
            vehicle: car.id,
          },
          { 'X-Language': 'fr' },
        )
      ).status,
    ).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const id = Number((await questionOf(rep, 'vehicule.fr@example.com'))?.id);
    const res = await rep.post(
      `/api/dealer/questions/${id}/reply/`,
      { message: 'Oui, jusqu’à samedi.' },
      { headers: { 'X-Forwarded-Host': 'evil.example.net', Host: 'evil.example.net' } },
    );
    expect(res.status, res.text).toBe(200);
    const [mail] = (await mailsTo('vehicule.fr@example.com')).filter((m) => m.kind === 'question_reply');
    const vehicle = `${car.make} ${car.modelFr} ${car.trim} ${car.year}`.replace(/\s+/g, ' ');
    expect(mail?.textBody).toContain(
      `Maple Motors a répondu à votre question au sujet du véhicule ${vehicle}.`,
    );
    expect(mail?.textBody).not.toContain(`du ${car.year}`);
    expect(mail?.textBody).toContain(
      `Notre vitrine en ligne\u00a0: ${ctx.deps.config.publicOrigin}/maple_motors/fr/conf/${car.id}/\n`,
    );
    expect(mail?.textBody).not.toContain('evil.example.net');
  });

  it('refuses an empty or too long reply in the request’s language; another dealer’s question is a 404; a role without customers a 403', async () => {
    expect(
      (await ask('10.78.0.3', { email: 'refused@example.com', message: 'Any winter tires?' })).status,
    ).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const id = Number((await questionOf(rep, 'refused@example.com'))?.id);
    const path = `/api/dealer/questions/${id}/reply/`;
    const empty = await rep.post(path, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: ['Write your reply.'] });
    const long = await rep.post(path, { message: 'x'.repeat(4001) });
    expect(long.body).toEqual({ message: ['A reply is at most 4,000 characters.'] });
    expect((await rep.post(path, {})).body).toEqual({ message: ['This field is required.'] });
    const french = await rep.post(path, { message: '' }, { headers: { 'X-Language': 'fr' } });
    expect(french.body).toEqual({ message: ['Écrivez votre réponse.'] });
    const frenchLong = await rep.post(
      path,
      { message: 'x'.repeat(4001) },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(frenchLong.body).toEqual({ message: ['Une réponse compte au plus 4\u00a0000 caractères.'] });
    expect((await rep.post(path, { message: 'x'.repeat(4000) })).status).toBe(200);
    const other = await staffClient(ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect((await other.post(path, { message: 'Hello' })).status).toBe(404);
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.post(path, { message: 'Hello' })).status).toBe(403);
    expect((await rep.post('/api/dealer/questions/999999/reply/', { message: 'Hello' })).status).toBe(404);
    // Nothing refused was e-mailed: the one reply sent is the 4,000 characters.
    expect((await mailsTo('refused@example.com')).filter((m) => m.kind === 'question_reply')).toHaveLength(1);
  });

  it('sends at most 30 replies an hour per staff member, whatever the client sends', async () => {
    expect((await ask('10.78.0.4', { email: 'many.replies@example.com', message: 'Hours?' })).status).toBe(
      201,
    );
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    const id = Number((await questionOf(admin, 'many.replies@example.com'))?.id);
    const path = `/api/dealer/questions/${id}/reply/`;
    for (let i = 0; i < 30; i += 1) {
      const res = await admin.post(path, { message: `Reply ${i}` });
      expect(res.status, res.text).toBe(200);
    }
    // A new session from another address changes nothing: the key is the staff member.
    const again = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    const refused = await again.post(path, { message: 'One too many' });
    expect(refused.status).toBe(429);
    expect(obj(refused.body).code).toBe('throttled');
    expect(
      (await mailsTo('many.replies@example.com')).filter((m) => m.kind === 'question_reply'),
    ).toHaveLength(30);
    // Another staff member still replies.
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    expect((await rep.post(path, { message: 'Open 9 to 6.' })).status).toBe(200);
  });

  it("lists one customer's questions with their state for the customer page; another dealer's customer is a 404", async () => {
    const shopper = await customer(ctx, 'maple_motors', 'customer.page');
    expect(
      (await shopper.post('/api/customer/customer-question/', { email: shopper.email, message: 'Mine?' }))
        .status,
    ).toBe(201);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const theirs = list((await rep.get(`/api/dealer/questions/?customer=${shopper.id}`)).body);
    expect(theirs.map((q) => q.message)).toEqual(['Mine?']);
    expect(theirs[0]).toMatchObject({ answered: null, replies: [] });
    expect(theirs[0]).not.toHaveProperty('reply');
    await rep.post(`/api/dealer/questions/${theirs[0]?.id}/reply/`, { message: 'Yours.' });
    await rep.post(`/api/dealer/questions/${theirs[0]?.id}/reply/`, { message: 'Still yours.' });
    const replied = list((await rep.get(`/api/dealer/questions/?customer=${shopper.id}`)).body);
    expect(replied[0]?.replies).toMatchObject([{ message: 'Yours.' }, { message: 'Still yours.' }]);
    const stranger = await customer(ctx, 'lone_star_motors', 'stranger');
    expect((await rep.get(`/api/dealer/questions/?customer=${stranger.id}`)).status).toBe(404);
    expect((await rep.get('/api/dealer/questions/?customer=abc')).status).toBe(400);
  });
});

describe('customer search', () => {
  it('answers how many match in all and pages through them, 50 a page, none left out or repeated', async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const [dealer] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
    if (!dealer) throw new Error('no dealer');
    const rows = Array.from({ length: 73 }, (_, i) => ({
      uid: randomUUID(),
      dealerId: dealer.id,
      role: 'customer',
      email: `paginated.${i}@example.com`,
      emailNormalized: `paginated.${i}@example.com`,
      firstName: 'Paginated',
      lastName: `Shopper${i}`,
    }));
    await ctx.database.db.insert(users).values(rows);
    const first = obj((await rep.get('/api/dealer/customers/?q=Paginated')).body);
    expect(first.count).toBe(73);
    expect(list(first)).toHaveLength(50);
    expect(first.next_page).toBe(2);
    const second = obj((await rep.get('/api/dealer/customers/?q=Paginated&page=2')).body);
    expect(second.count).toBe(73);
    expect(list(second)).toHaveLength(23);
    expect(second.next_page).toBeNull();
    const seen = [...list(first), ...list(second)].map((u) => u.email);
    expect(new Set(seen).size).toBe(73);
    // A page past the last is empty, and a page that is not one is refused in words.
    expect(list((await rep.get('/api/dealer/customers/?q=Paginated&page=3')).body)).toEqual([]);
    expect((await rep.get('/api/dealer/customers/?q=Paginated&page=0')).status).toBe(400);
  });

  it("finds the dealer's customers by name, e-mail, phone, VIN and stock number, never another dealer's", async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const shopper = await customer(ctx, 'maple_motors', 'finder');
    await orderOf(shopper);
    const queries = [
      'Emily',
      'emily chen',
      // the names in any order, each in part
      'Chen Emily',
      'chen, emi',
      'EMILY.CHEN@example',
      '(416) 555-0147',
      '416-555-0147',
    ];
    const [emily] = list((await rep.get('/api/dealer/customers/?q=emily.chen@example.com')).body);
    expect(emily?.email).toBe('emily.chen@example.com');
    for (const q of queries) {
      const found = await rep.get(`/api/dealer/customers/?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(ids(found.body), q).toEqual([Number(emily?.id)]);
    }
    for (const q of [car.vin, car.vin.slice(-8).toLowerCase(), car.stockNumber]) {
      const found = await rep.get(`/api/dealer/customers/?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(ids(found.body), q).toContain(shopper.id);
      expect(ids(found.body), q).not.toContain(Number(emily?.id));
    }
    // Another dealer's customer is never found, by any of their details.
    for (const q of ['Sophie', 'sophie.roy@example.com', '514-555-0163']) {
      const found = await rep.get(`/api/dealer/customers/?q=${encodeURIComponent(q)}`);
      expect(ids(found.body), q).toEqual([]);
    }
    // Wildcards mean themselves.
    expect(ids((await rep.get('/api/dealer/customers/?q=%25')).body)).toEqual([]);
    expect(ids((await rep.get('/api/dealer/customers/?q=Em_ly')).body)).toEqual([]);
  });

  it('refuses a query over 100 characters (400, in French for a French request) and a customer (403)', async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const long = await rep.get(`/api/dealer/customers/?q=${'a'.repeat(101)}`, { 'X-Language': 'fr' });
    expect(long.status).toBe(400);
    expect(obj(long.body).q).toEqual(['Entrez au plus 100 caractères.']);
    const shopper = await customer(ctx, 'maple_motors');
    expect((await shopper.get('/api/dealer/customers/?q=Emily')).status).toBe(403);
    // Hostile text is a search like any other (or refused), never a 5xx.
    for (const q of [
      '%00',
      'a%00b',
      "'%3B%20drop%20table%20users%3B%20--",
      '%5C',
      '%ED%A0%80',
      '%25%25%25',
    ]) {
      const res = await rep.get(`/api/dealer/customers/?q=${q}`);
      expect([200, 400], q).toContain(res.status);
    }
  });
});

describe("a staff member's session at a dealership not theirs", () => {
  it("current_user says whether the member's account covers the asked dealer (the console says so instead of failing)", async () => {
    const other = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    const home = obj((await other.get('/api/customer/user/current_user/')).body);
    expect(home).toMatchObject({ email: 'directeur@riviereauto.example.ca', covers_dealer: true });
    const elsewhere = obj(
      (await other.get('/api/customer/user/current_user/', { 'X-Dealer-Code': 'maple_motors' })).body,
    );
    expect(elsewhere).toMatchObject({ email: 'directeur@riviereauto.example.ca', covers_dealer: false });
    // an organization's admin covers the organization's dealers
    const org = await staffClient(ctx, 'orgadmin@mapleautogroup.example.ca', 'maple_motors');
    expect(obj((await org.get('/api/customer/user/current_user/')).body).covers_dealer).toBe(true);
    // a customer's answer has no such field
    const shopper = await customer(ctx, 'maple_motors', 'covers');
    expect(obj((await shopper.get('/api/customer/user/current_user/')).body)).not.toHaveProperty(
      'covers_dealer',
    );
  });
});

describe("a staff member's permissions at the asked dealership", () => {
  it('current_user lists what the member may do there, from the role table the server checks (none at a dealer not covered)', async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const repUser = obj((await rep.get('/api/customer/user/current_user/')).body);
    expect(repUser.permissions).toEqual(['readDeals', 'actForCustomers']);
    // the sign-in answers the same (the console reads it without asking again)
    const signIn = await rep.post('/api/dealer/auth/login/', {
      email: 'rep@maplemotors.example.ca',
      password: STAFF_PASSWORD,
    });
    expect(obj(signIn.body)).toMatchObject({
      covers_dealer: true,
      permissions: ['readDeals', 'actForCustomers'],
    });
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect(obj((await manager.get('/api/customer/user/current_user/')).body).permissions).toEqual([
      'readDeals',
      'actForCustomers',
      'refundDeposits',
      'readSettings',
      'handlePrivacyRequests',
    ]);
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect(obj((await assistant.get('/api/customer/user/current_user/')).body).permissions).toEqual([
      'readDeals',
    ]);
    const other = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    const elsewhere = obj(
      (await other.get('/api/customer/user/current_user/', { 'X-Dealer-Code': 'maple_motors' })).body,
    );
    expect(elsewhere.permissions).toEqual([]);
    const shopper = await customer(ctx, 'maple_motors', 'permissions');
    expect(obj((await shopper.get('/api/customer/user/current_user/')).body)).not.toHaveProperty(
      'permissions',
    );
  });
});

describe("a customer's deals", () => {
  it('lists their orders with section progress, trade-in and its offer; another dealer cannot open them', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'deals');
    const order = await orderOf(shopper);
    const trade = await shopper.post('/api/customer/tradein/', {
      order,
      vid: `demo-${year() - 6}-honda-civic-ex`,
      odometer: 90000,
    });
    expect(trade.status, trade.text).toBe(201);
    const tradeId = Number(obj(trade.body).id);
    await shopper.post(`/api/customer/tradein/${tradeId}/submit_tradein/`, { order });

    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const seen = await rep.get(`/api/dealer/customers/${shopper.id}/`);
    expect(seen.status, seen.text).toBe(200);
    const body = obj(seen.body);
    expect(obj(body.customer)).toMatchObject({ id: shopper.id, email: shopper.email });
    const [deal] = body.orders as Record<string, unknown>[];
    expect(deal).toMatchObject({
      id: order,
      vehicle: { id: car.id, vin: car.vin, stock_number: car.stockNumber },
      trade_in: { id: tradeId, status: 'awaiting_dealer', make: 'Honda', model: 'Civic' },
      trade_in_offer: null,
      credit_application: null,
      deposit: null,
      appointment: null,
    });
    expect(obj(deal?.progress)['trade-in']).toBe(2);
    // Their test drives (asked for by model, not by deal) are on their page too.
    await bookTestDrive(ctx, shopper, { model: 'CRV', name: 'CR-V EX', first: 'Alex', last: 'Martin' });
    expect(obj((await rep.get(`/api/dealer/customers/${shopper.id}/`)).body).test_drives).toEqual([
      {
        id: expect.any(Number),
        // (asked for by model alone: no vehicle of the dealer's names its make)
        model: { year: 2026, make: '', name: 'CR-V EX' },
        status: 'open',
        start: null,
        time_zone: 'America/Toronto',
      },
    ]);
    // The payment last quoted to the customer, as the pricing answered it.
    const priced = obj(
      (await shopper.post('/api/customer/payment-type/finance/pricing/', { order, vehicle: car.id })).body,
    );
    const quoted = obj(
      list({ results: obj((await rep.get(`/api/dealer/customers/${shopper.id}/`)).body).orders })[0],
    );
    expect(quoted.payment).toEqual({
      amount: priced.payment,
      total: priced.total_purchase_price,
      frequency: priced.payment_frequency,
      term: priced.term,
      down_payment: expect.anything(),
      // its cost of credit, as the customer was shown it
      disclosure: {
        paymentType: 'finance',
        aprPercent: priced.rate,
        termMonths: priced.term,
        frequency: priced.disclosed_frequency ?? priced.payment_frequency,
        paymentCents: priced.disclosed_payment ?? priced.payment,
        numberOfPayments: priced.number_of_payments,
        finalPaymentCents: priced.final_payment ?? priced.payment,
        derivedFromMonthly: expect.anything(),
        amountFinancedCents: priced.net_amount_financed,
        costOfBorrowingCents: priced.cost_of_borrowing,
        totalOfPaymentsCents: priced.total_of_payments,
        taxesIncluded: expect.any(Boolean),
        paymentsTaxed: expect.any(Boolean),
        taxesAtSigningCents: expect.any(Number),
        dueAtSigningCents: priced.due_at_signing ?? null,
        residualCents: null,
      },
    });
    expect(obj(obj(quoted.payment).disclosure).amountFinancedCents).toBeGreaterThan(0);

    // Riviere's manager (another dealer) gets 404 on its own tenant, 403 on Maple's.
    const other = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    expect((await other.get(`/api/dealer/customers/${shopper.id}/`)).status).toBe(404);
    expect(
      (await other.get(`/api/dealer/customers/${shopper.id}/`, { 'X-Dealer-Code': 'maple_motors' })).status,
    ).toBe(403);
    expect((await rep.get('/api/dealer/customers/999999999/')).status).toBe(404);
    expect((await rep.get('/api/dealer/customers/abc/')).status).toBe(404);
  });
});

describe("the trade-in's status in a customer's deals", () => {
  it("follows the dealer's offer: awaiting the customer, then in the deal or out of it", async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const statusOf = async (shopperId: number, order: number) => {
      const deals = obj((await rep.get(`/api/dealer/customers/${shopperId}/`)).body);
      const deal = (deals.orders as Record<string, unknown>[]).find((o) => o.id === order);
      return { status: obj(deal?.trade_in).status, step: obj(deal?.progress)['trade-in'] };
    };
    for (const answer of ['accept', 'decline'] as const) {
      const shopper = await customer(ctx, 'maple_motors', `status.${answer}`);
      const order = await orderOf(shopper);
      const id = Number(
        obj(
          (
            await shopper.post('/api/customer/tradein/', {
              order,
              vid: `demo-${year() - 6}-honda-civic-ex`,
              odometer: 90000,
            })
          ).body,
        ).id,
      );
      await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
      expect(await statusOf(shopper.id, order)).toEqual({ status: 'awaiting_dealer', step: 2 });
      await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
        amount: 750_000,
        expires_on: inDays(5),
      });
      expect(await statusOf(shopper.id, order)).toEqual({ status: 'awaiting_customer', step: 3 });
      const answered = await shopper.post(
        `/api/customer/order/${order}/${answer}_current_offer/`,
        answer === 'decline' ? { comments: 'Too low.' } : {},
      );
      expect(answered.status, answered.text).toBe(200);
      expect(await statusOf(shopper.id, order)).toEqual(
        answer === 'accept' ? { status: 'included', step: 1 } : { status: 'excluded', step: 4 },
      );
    }
  });
});

describe('trade-in inbox', () => {
  it('lists trade-ins awaiting the dealer; an offer set from it is what the shopper sees', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'inbox');
    const order = await orderOf(shopper);
    const created = await shopper.post('/api/customer/tradein/', {
      order,
      vid: `demo-${year() - 4}-honda-civic-ex`,
      odometer: 60000,
    });
    const id = Number(obj(created.body).id);
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    // A draft is not the dealer's yet.
    expect(ids((await manager.get('/api/dealer/trade-ins/')).body)).not.toContain(id);
    await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    const inbox = await manager.get('/api/dealer/trade-ins/');
    expect(inbox.status, inbox.text).toBe(200);
    const item = list(inbox.body).find((t) => t.id === id);
    expect(item).toMatchObject({
      order,
      customer: { id: shopper.id, name_or_email: 'Alex Martin' },
      make: 'Honda',
      odometer: 60000,
      trade_in_offer: null,
    });
    expect(Number(obj(item?.valuation).high)).toBeGreaterThan(0);
    // The sandbox valuation is named in the console's language.
    expect(obj(item?.valuation).provider).toBe('Demo valuation (sandbox estimates)');
    const french = list((await manager.get('/api/dealer/trade-ins/', { 'X-Language': 'fr' })).body);
    expect(obj(french.find((t) => t.id === id)?.valuation).provider).toBe('Évaluateur de démonstration');

    const offered = await put(manager, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_234_500,
      expires_on: inDays(7),
    });
    expect(offered.status, offered.text).toBe(200);
    const mine = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(mine.trade_in_offer).toMatchObject({ value: 1_234_500, state: 'O' });
    // Answered by the dealer: out of the inbox.
    expect(ids((await manager.get('/api/dealer/trade-ins/')).body)).not.toContain(id);

    // Another dealer's staff, a customer and an organization assistant are refused.
    const other = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    expect(ids((await other.get('/api/dealer/trade-ins/')).body)).not.toContain(id);
    expect((await other.get('/api/dealer/trade-ins/', { 'X-Dealer-Code': 'maple_motors' })).status).toBe(403);
    expect((await shopper.get('/api/dealer/trade-ins/')).status).toBe(403);
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.get('/api/dealer/trade-ins/')).status).toBe(403);
  });
});

describe('act as a customer from the console', () => {
  it('is recorded in the audit log, and back_to_dealer_panel returns to the console', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'acted');
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const acted = await rep.post(`/api/dealer/users/${shopper.id}/act_as/`);
    expect(acted.status, acted.text).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, shopper.id), eq(auditLog.action, 'act_as_start')));
    expect(rows).toHaveLength(1);
    // The console's sign-in is audited too.
    const signIns = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff_login'));
    expect(signIns.length).toBeGreaterThan(0);
    const back = await rep.post('/api/customer/user/back_to_dealer_panel/');
    expect(obj(back.body).redirect_to).toBe('/dealer/?dealer=maple_motors');
    // The storefront opens on the customer's saved deals (what staff act for them on), in the console's
    // language (the dealer's when it does not offer it).
    const french = await rep.post(
      `/api/dealer/users/${shopper.id}/act_as/`,
      {},
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).redirect_to).toBe('/maple_motors/fr/saved-vehicles/');
    await rep.post('/api/customer/user/back_to_dealer_panel/');
    const page = await rep.get('/dealer/?dealer=maple_motors');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/dealer/assets/console-abc.js');
  });
});

describe('the console served under /dealer/', () => {
  it('answers its document for every console path, not stored, with the storefront CSP', async () => {
    const anyone = client(ctx);
    for (const path of ['/dealer', '/dealer/', '/dealer/customers/12', '/dealer/inbox?dealer=maple_motors']) {
      const res = await anyone.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      // No inline style but the <style> elements of its libraries, by the document's own nonce.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(res.text)?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(res.headers.get('content-security-policy'), path).toContain(
        `style-src 'self' 'nonce-${nonce}';`,
      );
      expect(res.headers.get('content-security-policy'), path).not.toContain('unsafe-inline');
      expect(res.text, path).toContain('<div id="root">');
    }
    const script = await anyone.get('/dealer/assets/console-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await anyone.get('/dealer/assets/missing.js')).status).toBe(404);
    expect((await anyone.get('/dealer/assets/..%2F..%2Fconsole%2Findex.html')).status).toBe(404);
  });

  it('says when the console is not built (503)', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'sf-dist-missing-')), 'none');
    const bare = createApp({ ...ctx.deps, config: { ...ctx.deps.config, storefrontDist: missing } });
    const res = await bare.request('/dealer/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('dealer console has not been built');
  });
});

describe('permissions of the console calls, by role and by dealer', () => {
  const STAFF = DEMO_STAFF;
  type Who = keyof typeof STAFF | 'customer' | 'anonymous';
  const WHO: readonly Who[] = [...(Object.keys(STAFF) as (keyof typeof STAFF)[]), 'customer', 'anonymous'];

  async function as(who: Who): Promise<Client> {
    if (who === 'anonymous') return client(ctx, { dealer: 'maple_motors' });
    if (who === 'customer') return customer(ctx, 'maple_motors', 'matrix');
    // Staff sign in on their own dealer's storefront, then call with Maple's header.
    const home = who === 'otherDealerManager' ? 'riviere_auto' : 'maple_motors';
    const c = await staffClient(ctx, STAFF[who], home);
    const get = c.get;
    return { ...c, get: (path: string) => get(path, { 'X-Dealer-Code': 'maple_motors' }) };
  }

  it("answers each role as the spec's role table says, on Maple's tenant", async () => {
    const shopper = await customer(ctx, 'maple_motors', 'matrixowner');
    const order = await orderOf(shopper);
    const [sophie] = list(
      (
        await (
          await staffClient(ctx, STAFF.otherDealerManager, 'riviere_auto')
        ).get('/api/dealer/customers/?q=sophie')
      ).body,
    );
    const sophieId = Number(sophie?.id);
    // Expected statuses: [search, a Maple customer, a Riviere customer on Maple's tenant, trade-in inbox, offer on a Maple order]
    const expected: Record<Who, readonly number[]> = {
      rep: [200, 200, 404, 200, 200],
      manager: [200, 200, 404, 200, 200],
      admin: [200, 200, 404, 200, 200],
      assistant: [200, 200, 404, 403, 403],
      orgAdmin: [200, 200, 404, 200, 200],
      superAdmin: [200, 200, 404, 200, 200],
      otherDealerManager: [403, 403, 403, 403, 403],
      customer: [403, 403, 403, 403, 403],
      anonymous: [401, 401, 401, 401, 401],
    };
    for (const who of WHO) {
      const c = await as(who);
      const statuses = [
        (await c.get('/api/dealer/customers/?q=a')).status,
        (await c.get(`/api/dealer/customers/${shopper.id}/`)).status,
        (await c.get(`/api/dealer/customers/${sophieId}/`)).status,
        (await c.get('/api/dealer/trade-ins/')).status,
        (
          await put(
            c,
            `/api/dealer/orders/${order}/trade_in_offer/`,
            { amount: 500_000, expires_on: inDays(3) },
            { 'X-Dealer-Code': 'maple_motors' },
          )
        ).status,
      ];
      expect(statuses, who).toEqual(expected[who]);
    }
    // A super admin opens Riviere's customer on Riviere's tenant.
    const root = await staffClient(ctx, STAFF.superAdmin, 'maple_motors');
    const onRiviere = await root.get(`/api/dealer/customers/${sophieId}/`, {
      'X-Dealer-Code': 'riviere_auto',
    });
    expect(onRiviere.status, onRiviere.text).toBe(200);
    expect(obj(obj(onRiviere.body).customer).email).toBe('sophie.roy@example.com');
  });
  it('answers the inbox calls (credit applications, deposits, appointments, test drives) by role and dealer', async () => {
    const drive = (dealer: string) =>
      client(ctx, { dealer }).post('/api/test-drive/bookings/', {
        booking_option: 'AtDealer',
        model_year: 2026,
        model_code: `M${dealer.length}`,
        model_name: 'Civic EX',
        dealer_code: dealer,
        province: dealer === 'riviere_auto' ? 'QC' : 'ON',
        first_name: 'Dana',
        last_name: dealer === 'riviere_auto' ? 'Riviere' : 'Maple',
        phone: '416-555-0199',
        language: 'en',
      });
    expect((await drive('maple_motors')).status).toBe(201);
    expect((await drive('riviere_auto')).status).toBe(201);
    const root = await staffClient(ctx, STAFF.superAdmin, 'maple_motors');
    const idOf = async (dealer: string) =>
      Number(
        list((await root.get('/api/dealer/test-drives/', { 'X-Dealer-Code': dealer })).body).find(
          (d) => obj(d.customer).name === `Dana ${dealer === 'riviere_auto' ? 'Riviere' : 'Maple'}`,
        )?.id,
      );
    const mapleDrive = await idOf('maple_motors');
    // The super admin opens Riviere's records on Riviere's tenant.
    const riviereDrive = await idOf('riviere_auto');
    expect(riviereDrive).toBeGreaterThan(0);
    const maple = { headers: { 'X-Dealer-Code': 'maple_motors' } };
    // [credit list, deposits, appointments, test drives, cancel Maple's drive, cancel Riviere's drive on Maple's tenant]
    const allowed = [200, 200, 200, 200, 200, 404];
    const expected: Record<Who, readonly number[]> = {
      rep: allowed,
      manager: allowed,
      admin: allowed,
      assistant: [403, 403, 403, 403, 403, 403],
      orgAdmin: allowed,
      superAdmin: allowed,
      otherDealerManager: [403, 403, 403, 403, 403, 403],
      customer: [403, 403, 403, 403, 403, 403],
      anonymous: [401, 401, 401, 401, 401, 401],
    };
    for (const who of WHO) {
      const c = await as(who);
      const statuses = [
        (await c.get('/api/dealer/credit-applications/')).status,
        (await c.get('/api/dealer/deposits/')).status,
        (await c.get('/api/dealer/appointments/')).status,
        (await c.get('/api/dealer/test-drives/')).status,
        (await c.post(`/api/dealer/test-drives/${mapleDrive}/cancel/`, undefined, maple)).status,
        (await c.post(`/api/dealer/test-drives/${riviereDrive}/cancel/`, undefined, maple)).status,
      ];
      expect(statuses, who).toEqual(expected[who]);
    }
    // Riviere's request was never touched from Maple's tenant.
    const riviere = list(
      (await root.get('/api/dealer/test-drives/', { 'X-Dealer-Code': 'riviere_auto' })).body,
    );
    expect(riviere.find((d) => d.id === riviereDrive)?.status).toBe('open');
  });
});
