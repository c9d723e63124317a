/**
 * Admins' TOTP second factor (issue 22): enrol (secret sealed at rest, confirmed by a first code),
 * sign-in in two steps with a signed challenge, codes not replayable, ±1 step drift, wrong codes
 * throttled per account, recovery codes used once, disable with a current code, audited. The codes
 * are computed with the same RFC 6238 library at the test's frozen clock.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, staffTotp, users } from '../src/db/schema.ts';
import { piiCipherFromEnv } from '../src/modules/credit-app/crypto.ts';
import { resealTotpSecrets } from '../src/modules/staff/totp.ts';
import { DEMO_STAFF_PASSWORD } from '../src/seed/dealers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.frozen(true);
});
afterAll(() => ctx.close());
// Each test starts past the previous one's wrong codes (the account's throttle window).
afterEach(() => ctx.advance(16 * 60_000));

const DEALER = 'maple_motors';
const ADMIN = 'admin@maplemotors.example.ca';
const STEP_MS = 30_000;

/** The code the authenticator shows at the server's clock, `steps` time steps away. */
function codeAt(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: ctx.deps.now().getTime() + steps * STEP_MS });
}

async function signedIn(email: string, ip = '192.0.2.1'): Promise<Client> {
  const staff = client(ctx, { dealer: DEALER, ip });
  const res = await staff.post('/api/dealer/auth/login/', { email, password: DEMO_STAFF_PASSWORD });
  expect(res.status).toBe(200);
  return staff;
}

async function userId(email: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function actions(email: string): Promise<string[]> {
  const id = await userId(email);
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, id));
  return rows.map((r) => r.action);
}

/** Enrols `email`: start, confirm with the current code; the secret and the recovery codes. */
async function enrol(email: string): Promise<{ secret: string; recovery: string[] }> {
  const staff = await signedIn(email);
  const start = await staff.post('/api/dealer/me/second-factor/setup/');
  expect(start.status).toBe(200);
  const secret = String(obj(start.body).secret);
  const confirm = await staff.post('/api/dealer/me/second-factor/confirm/', { code: codeAt(secret) });
  expect(confirm.status).toBe(200);
  ctx.advance(STEP_MS);
  return { secret, recovery: obj(confirm.body).recovery_codes as string[] };
}

async function passwordStep(email: string, ip = '192.0.2.1') {
  const staff = client(ctx, { dealer: DEALER, ip });
  const res = await staff.post('/api/dealer/auth/login/', { email, password: DEMO_STAFF_PASSWORD });
  return { staff, res };
}

async function reset(email: string) {
  await ctx.database.db.delete(staffTotp).where(eq(staffTotp.userId, await userId(email)));
}

describe('enrolment', () => {
  beforeEach(() => reset(ADMIN));

  it('starts with a server-made secret sealed at rest, its otpauth URI, and is active only once a code confirms it', async () => {
    const staff = await signedIn(ADMIN);
    expect(obj((await staff.get('/api/dealer/me/second-factor/')).body).active).toBe(false);
    const start = await staff.post('/api/dealer/me/second-factor/setup/');
    expect(start.status).toBe(200);
    const { secret, uri } = obj(start.body) as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    const [row] = await ctx.database.db
      .select()
      .from(staffTotp)
      .where(eq(staffTotp.userId, await userId(ADMIN)));
    expect(row?.secretEnc).toBeTruthy();
    expect(row?.secretEnc).not.toContain(secret);
    expect(row?.activatedAt).toBeNull();
    // Not active yet: the password alone still signs in.
    expect(obj((await passwordStep(ADMIN)).res.body).second_factor_required).toBeUndefined();

    const wrong = await staff.post('/api/dealer/me/second-factor/confirm/', { code: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    const confirm = await staff.post('/api/dealer/me/second-factor/confirm/', { code: codeAt(secret) });
    expect(confirm.status).toBe(200);
    const recovery = obj(confirm.body).recovery_codes as string[];
    expect(recovery).toHaveLength(8);
    expect(new Set(recovery).size).toBe(8);
    const [active] = await ctx.database.db
      .select()
      .from(staffTotp)
      .where(eq(staffTotp.userId, await userId(ADMIN)));
    expect(active?.activatedAt).not.toBeNull();
    // Hashed at rest: no recovery code is stored as it was shown.
    for (const code of recovery) expect(JSON.stringify(active?.recoveryHashes)).not.toContain(code);
    expect(obj((await staff.get('/api/dealer/me/second-factor/')).body)).toMatchObject({
      active: true,
      recovery_codes_left: 8,
    });
    expect(await actions(ADMIN)).toContain('staff_totp_enrolled');
  });

  it('is for admins: a sales rep or a manager is refused', async () => {
    for (const email of ['rep@maplemotors.example.ca', 'manager@maplemotors.example.ca']) {
      const staff = await signedIn(email);
      expect((await staff.post('/api/dealer/me/second-factor/setup/')).status).toBe(403);
    }
  });

  it('cannot start again over an active factor', async () => {
    const { secret } = await enrol(ADMIN);
    const staff = client(ctx, { dealer: DEALER });
    // A fresh session needs the second factor now; a new start with it is refused (409).
    const { res } = await passwordStep(ADMIN);
    const done = await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(res.body).challenge,
      code: codeAt(secret),
    });
    expect(done.status).toBe(200);
    expect((await staff.post('/api/dealer/me/second-factor/setup/')).status).toBe(409);
  });
});

describe('sign-in with the second factor', () => {
  let secret = '';
  let recovery: string[] = [];
  beforeAll(async () => {
    await reset(ADMIN);
    ({ secret, recovery } = await enrol(ADMIN));
  });

  it('the right password answers "second factor required" with a challenge and no session; the code completes it', async () => {
    const { staff, res } = await passwordStep(ADMIN);
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({ second_factor_required: true });
    expect(typeof obj(res.body).challenge).toBe('string');
    expect(staff.jar.has('sf_session')).toBe(false);
    expect((await staff.get('/api/dealer/customers/')).status).toBe(401);
    const done = await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(res.body).challenge,
      code: codeAt(secret),
    });
    expect(done.status).toBe(200);
    expect(obj(done.body).email).toBe(ADMIN);
    expect((await staff.get('/api/dealer/customers/')).status).toBe(200);
    expect(await actions(ADMIN)).toContain('staff_login');
    ctx.advance(STEP_MS);
  });

  it('a code is not accepted twice within its window', async () => {
    const code = codeAt(secret);
    const first = await passwordStep(ADMIN);
    expect(
      (
        await first.staff.post('/api/dealer/auth/login/second-factor/', {
          challenge: obj(first.res.body).challenge,
          code,
        })
      ).status,
    ).toBe(200);
    const second = await passwordStep(ADMIN);
    const replay = await second.staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(second.res.body).challenge,
      code,
    });
    expect(replay.status).toBe(400);
    ctx.advance(STEP_MS);
  });

  it('accepts a code one step early or late, not two', async () => {
    for (const [steps, status] of [
      [2, 400],
      [-2, 400],
      [1, 200],
    ] as const) {
      const { staff, res } = await passwordStep(ADMIN);
      const done = await staff.post('/api/dealer/auth/login/second-factor/', {
        challenge: obj(res.body).challenge,
        code: codeAt(secret, steps),
      });
      expect(done.status, `drift ${steps}`).toBe(status);
    }
    // The step used (one ahead) is now spent: move past it.
    ctx.advance(3 * STEP_MS);
    const { staff, res } = await passwordStep(ADMIN);
    const late = await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(res.body).challenge,
      code: codeAt(secret, -1),
    });
    expect(late.status).toBe(200);
    ctx.advance(STEP_MS);
  });

  it('refuses a forged or expired challenge', async () => {
    const { staff, res } = await passwordStep(ADMIN);
    const challenge = String(obj(res.body).challenge);
    const forged = `${challenge.slice(0, -2)}${challenge.endsWith('A') ? 'BB' : 'AA'}`;
    expect(
      (await staff.post('/api/dealer/auth/login/second-factor/', { challenge: forged, code: codeAt(secret) }))
        .status,
    ).toBe(400);
    ctx.advance(10 * 60_000);
    const expired = await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge,
      code: codeAt(secret),
    });
    expect(expired.status).toBe(400);
    expect(obj(expired.body).challenge).toEqual([
      'This sign-in has expired. Enter your e-mail and password again.',
    ]);
  });

  it('a recovery code signs in once', async () => {
    const [code = ''] = recovery;
    const first = await passwordStep(ADMIN);
    const ok = await first.staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(first.res.body).challenge,
      recovery_code: code,
    });
    expect(ok.status).toBe(200);
    const second = await passwordStep(ADMIN);
    const again = await second.staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(second.res.body).challenge,
      recovery_code: code,
    });
    expect(again.status).toBe(400);
    expect(obj((await first.staff.get('/api/dealer/me/second-factor/')).body).recovery_codes_left).toBe(7);
  });

  it('wrong codes are throttled on the account, whatever address sends them, and audited; in French for a French page', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { staff, res } = await passwordStep(ADMIN, `198.51.100.${i + 1}`);
      const wrong = await staff.post('/api/dealer/auth/login/second-factor/', {
        challenge: obj(res.body).challenge,
        code: codeAt(secret, 10),
      });
      expect(wrong.status).toBe(400);
    }
    const { staff, res } = await passwordStep(ADMIN, '203.0.113.9');
    const blocked = await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(res.body).challenge,
      code: codeAt(secret),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await actions(ADMIN)).toContain('staff_second_factor_failed');
    ctx.advance(16 * 60_000);
    const fr = await staff.request(
      'POST',
      '/api/dealer/auth/login/second-factor/',
      { challenge: obj((await passwordStep(ADMIN)).res.body).challenge, code: '000000' },
      { headers: { 'Accept-Language': 'fr-CA' } },
    );
    expect(fr.status).toBe(400);
    expect(JSON.stringify(fr.body)).toContain('Code de vérification incorrect');
    ctx.advance(16 * 60_000);
  });

  it('is disabled with a current code only, audited; then the password alone signs in', async () => {
    const { staff, res } = await passwordStep(ADMIN);
    await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(res.body).challenge,
      code: codeAt(secret),
    });
    ctx.advance(STEP_MS);
    const wrong = await staff.post('/api/dealer/me/second-factor/disable/', { code: codeAt(secret, 4) });
    expect(wrong.status).toBe(400);
    const off = await staff.post('/api/dealer/me/second-factor/disable/', { code: codeAt(secret) });
    expect(off.status).toBe(200);
    expect(obj(off.body).active).toBe(false);
    expect(await actions(ADMIN)).toContain('staff_totp_disabled');
    const after = await passwordStep(ADMIN);
    expect(after.res.status).toBe(200);
    expect(obj(after.res.body).email).toBe(ADMIN);
  });
});

describe('key rotation', () => {
  it('re-seals the secret with the new key once, and the factor still signs in after the way back', async () => {
    await reset(ADMIN);
    const { secret } = await enrol(ADMIN);
    const devKey = readFileSync(join(dirname(ctx.deps.config.dataDir), 'credit-app-dev.key'), 'utf8');
    const k2 = Buffer.alloc(32, 9).toString('base64');
    const silent = pino({ level: 'silent' });
    const next = piiCipherFromEnv(
      { CREDIT_APP_KEY: k2, CREDIT_APP_KEY_ID: 'k2', CREDIT_APP_OLD_KEYS: `dev-local:${devKey}` },
      ctx.deps.config.dataDir,
      silent,
    );
    expect(await resealTotpSecrets(ctx.database.db, next)).toBe(1);
    expect(await resealTotpSecrets(ctx.database.db, next)).toBe(0);
    const id = await userId(ADMIN);
    const [row] = await ctx.database.db.select().from(staffTotp).where(eq(staffTotp.userId, id));
    expect(row?.secretEnc.startsWith('v1:k2:')).toBe(true);
    const only = piiCipherFromEnv(
      { CREDIT_APP_KEY: k2, CREDIT_APP_KEY_ID: 'k2' },
      ctx.deps.config.dataDir,
      silent,
    );
    expect(only.open(row?.secretEnc ?? '', `staff_totp:${id}`)).toBe(secret);
    // Back to the server's key (the running server holds only that one): the factor signs in.
    const back = piiCipherFromEnv(
      { CREDIT_APP_KEY: devKey, CREDIT_APP_KEY_ID: 'dev-local', CREDIT_APP_OLD_KEYS: `k2:${k2}` },
      ctx.deps.config.dataDir,
      silent,
    );
    expect(await resealTotpSecrets(ctx.database.db, back)).toBe(1);
    const { staff, res } = await passwordStep(ADMIN);
    const done = await staff.post('/api/dealer/auth/login/second-factor/', {
      challenge: obj(res.body).challenge,
      code: codeAt(secret),
    });
    expect(done.status).toBe(200);
  });
});
