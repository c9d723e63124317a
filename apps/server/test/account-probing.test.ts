/**
 * No account probing (issue 24): the sign-in calls answer the same whatever the address, so a
 * stranger cannot learn who is a customer of the dealer, nor their name and contact details.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleAfterAnswer } from '../src/services/after-answer.ts';
import {
  type Client,
  client,
  createTestContext,
  obj,
  type TestContext,
  type TestResponse,
} from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

let ipSeq = 0;
const stranger = () => {
  ipSeq += 1;
  return client(ctx, { dealer: 'maple_motors', ip: `10.172.${ipSeq}.9` });
};
// emily.chen is a demo customer; emily.chan is no one's address. Both mask to em***@example.com.
const KNOWN = 'emily.chen@example.com';
const UNKNOWN = 'emily.chan@example.com';

const mailsTo = (address: string) => ctx.sentMail.filter((m) => m.to === address);

/**
 * Asks a sign-in code for `email` (as a new stranger unless `from` is given, in `language`'s page),
 * waits for what is sent after the answer, and returns the answer and the e-mails it sent the address.
 */
const askCode = async (email: string, options: { from?: Client; language?: 'fr' } = {}) => {
  const before = mailsTo(email).length;
  const res = await (options.from ?? stranger()).post(
    '/api/customer/user/send_reentry_code/',
    { email },
    options.language ? { headers: { 'X-Language': options.language } } : {},
  );
  await settleAfterAnswer(ctx.database.db);
  return { res, mails: mailsTo(email).slice(before) };
};

/** Posts `email` to `path` 14 times, each from a new stranger: past the limit per address. */
const askRepeatedly = async (path: string, email: string) => {
  const answers: TestResponse[] = [];
  for (let i = 0; i < 14; i += 1) answers.push(await stranger().post(path, { email }));
  return answers;
};

/** Registers a customer at `dealer` (from its own address `ip`), with the dealer's required consent. */
const register = async (
  dealer: string,
  ip: string,
  customer: { email: string; first_name: string; last_name: string; phone: string; language?: 'fr' },
) => {
  const res = await client(ctx, { dealer, ip }).post('/api/customer/user/register/', {
    ...customer,
    consents: { dealer_data_collection: true },
  });
  expect(res.status, res.text).toBe(201);
};

/** The six-digit code last e-mailed to `address`. */
const lastCodeTo = (address: string) =>
  /\b(\d{6})\b/.exec([...ctx.sentMail].reverse().find((m) => m.to === address)?.text ?? '')?.[1];

const comparable = (res: { status: number; body: unknown }) => {
  const body = typeof res.body === 'object' && res.body !== null ? { ...obj(res.body) } : res.body;
  if (typeof body === 'object' && body !== null && 'cat_id' in body) {
    expect(String(body.cat_id)).toMatch(/^[0-9a-f-]{36}$/);
    body.cat_id = '<uuid>';
  }
  return { status: res.status, body };
};

describe('send_reentry_code', () => {
  it('answers a known and an unknown address alike, without the customer’s name or phone', async () => {
    const { res: known } = await askCode(KNOWN);
    const { res: unknown } = await askCode(UNKNOWN);
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(known.status).toBe(200);
    expect(known.text).not.toContain('Emily');
    expect(known.text).not.toContain('0147');
    // The code still reaches the customer.
    expect(ctx.sentMail.some((m) => m.to === KNOWN && /\b\d{6}\b/.test(m.text))).toBe(true);
  });

  it('throttles a known and an unknown address at the same count', async () => {
    const run = async (email: string) =>
      (await askRepeatedly('/api/customer/user/send_reentry_code/', email)).map((res) => res.status);
    const known = await run('marc.leblanc@example.com');
    const unknown = await run('marc.leblond@example.com');
    expect(known).toEqual(unknown);
    expect(known).toContain(429);
  });
});

describe('verify_reentry_code', () => {
  it('answers a wrong code the same for a known address, with or without a code sent, and an unknown one', async () => {
    const c = stranger();
    const wrong = { code: '000000' };
    const noCode = await c.post('/api/customer/user/verify_reentry_code/', { email: KNOWN, ...wrong });
    await askCode(KNOWN, { from: c });
    await askCode(UNKNOWN, { from: c });
    const code = lastCodeTo(KNOWN);
    const bad = code === '000000' ? { code: '000001' } : wrong;
    const known = await c.post('/api/customer/user/verify_reentry_code/', { email: KNOWN, ...bad });
    const unknown = await c.post('/api/customer/user/verify_reentry_code/', { email: UNKNOWN, ...bad });
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(comparable(noCode)).toEqual(comparable(unknown));
    expect(known.status).toBe(403);
  });

  it('does the same database work for a known address with a code sent and an unknown one', async () => {
    const db = ctx.database.db;
    const c = stranger();
    await askCode(KNOWN, { from: c });
    await askCode(UNKNOWN, { from: c });
    const code = lastCodeTo(KNOWN);
    const bad = { code: code === '000000' ? '000001' : '000000' };
    // The statements each answer builds, by kind: the same count for the two addresses.
    const statements = async (email: string) => {
      const kinds = ['select', 'update', 'insert', 'delete', 'execute'] as const;
      const spies = kinds.map((kind) => vi.spyOn(db, kind));
      try {
        const res = await c.post('/api/customer/user/verify_reentry_code/', { email, ...bad });
        expect(res.status).toBe(403);
        return Object.fromEntries(kinds.map((kind, i) => [kind, spies[i]?.mock.calls.length]));
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    };
    const known = await statements(KNOWN);
    const unknown = await statements(UNKNOWN);
    expect(known.update).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });

  it('answers the customer’s details once the code is verified', async () => {
    const c = stranger();
    const { res: sent } = await askCode(KNOWN, { from: c });
    const ok = await c.post('/api/customer/user/verify_reentry_code/', {
      email: KNOWN,
      code: lastCodeTo(KNOWN),
      cat_id: obj(sent.body).cat_id,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(obj(ok.body)).toMatchObject({ first_name: 'Emily', email: KNOWN });
  });
});

describe('send_login_link', () => {
  it('answers a known and an unknown address alike, also once throttled', async () => {
    const run = async (email: string) =>
      (await askRepeatedly('/api/customer/user/send_login_link/', email)).map(comparable);
    await register('maple_motors', '10.172.250.1', {
      email: 'probe.link@example.com',
      first_name: 'Probe',
      last_name: 'Link',
      phone: '416-555-0199',
    });
    const known = await run('probe.link@example.com');
    const unknown = await run('probe.lint@example.com');
    expect(known).toEqual(unknown);
  });
});

/**
 * "Log in" with an address that has no account at this dealer (accounts are per dealer: a customer of
 * another dealer is no customer here). The answer stays the address-blind one above, but the address
 * is still e-mailed: there is no account, and a link to create one. A customer's address gets its code
 * and nothing else.
 */
describe('send_reentry_code for an address with no account at the dealer', () => {
  it('e-mails an unknown address that it has no account here, with a link to create one (no code)', async () => {
    const address = 'nobody.signin@example.com';
    const { res, mails } = await askCode(address);
    expect(res.status).toBe(200);
    expect(mailsTo(address)).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Maple Motors: no account with this e-mail address');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain('There is no account with this e-mail address at Maple Motors');
    // The link opens the sign-up with the address filled in (the address in the fragment).
    expect(mail?.text).toContain('/maple_motors/en/?signup=1#email=nobody.signin%40example.com');
  });

  it('treats a customer of another dealer as no customer here, in French for a French page', async () => {
    const address = 'elodie.signin@exemple.ca';
    await register('riviere_auto', '10.173.1.7', {
      email: address,
      first_name: 'Élodie',
      last_name: 'Tremblay',
      phone: '5145550147',
      language: 'fr',
    });
    const { res, mails } = await askCode(address, { language: 'fr' });
    expect(res.status).toBe(200);
    const mail = mails.find((m) => m.subject.startsWith('Maple Motors'));
    expect(mail?.subject).toBe('Maple Motors\u00a0: aucun compte avec cette adresse courriel');
    expect(mail?.text).toContain('Il n’y a aucun compte avec cette adresse courriel chez Maple Motors');
    expect(mail?.text).toContain('/maple_motors/fr/?signup=1#email=elodie.signin%40exemple.ca');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });

  it('sends a customer of the dealer its code only', async () => {
    const address = 'emily.chen@example.com';
    const { mails } = await askCode(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/);
  });
});
