/**
 * The admins' second factor over HTTP (./totp.ts has the rules): the sign-in's second step
 * (`POST /api/dealer/auth/login/second-factor/`, public: the challenge is the credential) and the
 * signed-in admin's own factor under `/api/dealer/me/second-factor/` (status, setup, confirm, disable).
 */
import { secondFactorCodeSchema, secondFactorSignInSchema } from '@storefront/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, nonField } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { allowHit } from '../../services/rate-limit.ts';
import { startSession } from '../../services/sessions.ts';
import { serializeStaff, staffCoversDealer } from './permissions.ts';
import {
  CHALLENGE_EXPIRED,
  codeWait,
  confirmEnrolment,
  disableFactor,
  factorOf,
  readChallenge,
  startEnrolment,
  useCode,
  useRecoveryCode,
  WRONG_CODE,
} from './totp.ts';

function tooMany(c: AppContext, waitMs: number): HttpError {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new HttpError(429, { detail: 'Too many attempts. Please wait and try again.', code: 'throttled' });
}

async function refuseWhenThrottled(deps: AppDeps, c: AppContext, userId: number) {
  const wait = await codeWait(deps, userId);
  if (wait > 0) throw tooMany(c, wait);
}

/** The sign-in's second step: the challenge of the password step and a current code or a recovery code. */
async function secondStep(deps: AppDeps, c: AppContext) {
  const db = deps.database.db;
  const body = await readJson(c, secondFactorSignInSchema);
  const ip = clientIp(c);
  const dealer = c.var.dealer;
  if (!(await allowHit(db, `staff:ip:${ip}`, 50, 15 * 60_000, deps.now()))) throw tooMany(c, 60_000);
  const userId = readChallenge(deps, body.challenge, dealer.id);
  const [staff] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ne(users.role, 'customer')))
    .limit(1);
  const row = staff ? await factorOf(deps, staff.id) : undefined;
  if (!staff || !row?.activatedAt || !(await staffCoversDealer(deps, staff, dealer)))
    throw new HttpError(400, { challenge: [CHALLENGE_EXPIRED] });
  if (!body.code && !body.recovery_code) throw new HttpError(400, { code: ['This field is required.'] });
  await refuseWhenThrottled(deps, c, staff.id);
  const method = body.code ? 'totp' : 'recovery_code';
  const ok = body.code
    ? await useCode(deps, row, body.code)
    : await useRecoveryCode(deps, row, body.recovery_code ?? '');
  const entry = { dealerId: dealer.id, actorUserId: staff.id, subjectUserId: null, ip };
  if (!ok) {
    await audit(deps, { ...entry, action: 'staff_second_factor_failed', details: { second_factor: method } });
    throw nonField(body.code ? WRONG_CODE : 'Incorrect recovery code.');
  }
  await startSession(c, db, deps.config, staff, dealer.id, deps.now(), ip);
  await audit(deps, { ...entry, action: 'staff_login', details: { second_factor: method } });
  return c.json(await serializeStaff(deps, staff, dealer));
}

export function secondFactorRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  app.post('/auth/login/second-factor', (c) => secondStep(deps, c));

  /** Whether the admin's factor is on, and how many recovery codes are left. */
  app.get('/me/second-factor', async (c) => {
    const auth = requireStaff(c);
    const row = await factorOf(deps, auth.user.id);
    return c.json({
      active: Boolean(row?.activatedAt),
      recovery_codes_left: row?.activatedAt ? row.recoveryHashes.length : 0,
    });
  });

  /** A new secret (not active until confirmed): its base32 and otpauth:// URI, shown this once. */
  app.post('/me/second-factor/setup', async (c) => {
    const auth = requireStaff(c);
    return c.json(await startEnrolment(deps, auth.user, c.var.dealer));
  });

  /** The first code turns the factor on; the recovery codes, shown this once. Audited. */
  app.post('/me/second-factor/confirm', async (c) => {
    const auth = requireStaff(c);
    const body = await readJson(c, secondFactorCodeSchema);
    await refuseWhenThrottled(deps, c, auth.user.id);
    const recovery = await confirmEnrolment(deps, auth.user, body.code);
    await audit(deps, {
      dealerId: c.var.dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: null,
      action: 'staff_totp_enrolled',
      ip: clientIp(c),
    });
    return c.json({ active: true, recovery_codes: recovery });
  });

  /** A current code turns the factor off. Audited. */
  app.post('/me/second-factor/disable', async (c) => {
    const auth = requireStaff(c);
    const body = await readJson(c, secondFactorCodeSchema);
    await refuseWhenThrottled(deps, c, auth.user.id);
    await disableFactor(deps, auth.user, body.code);
    await audit(deps, {
      dealerId: c.var.dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: null,
      action: 'staff_totp_disabled',
      ip: clientIp(c),
    });
    return c.json({ active: false });
  });
}
