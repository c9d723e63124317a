/**
 * Admins' TOTP second factor (RFC 6238 through `otpauth`: SHA-1, 6 digits, 30-second steps).
 *
 * Invariants:
 * - the secret is made by the server and sealed at rest with the credit application's cipher
 *   (`credit-app/crypto.ts`), the account as additional data; it is shown once, at the start;
 * - a factor is active only once a first code confirmed it; disabling it takes a current code;
 * - a code is accepted one step early or late, and never twice: the last step used is kept and a
 *   code must be of a later step (the update is conditional, so two requests cannot both use it);
 * - wrong codes are counted on the account (not the address, nor anything the client chooses): five
 *   in fifteen minutes and the account's codes wait (429 with Retry-After);
 * - eight recovery codes, shown once at confirmation, kept as keyed hashes, each used once;
 * - between the password and the code the client holds a signed challenge (account, dealer,
 *   expiry in five minutes), not a session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  type DealerRow,
  rateLimitHits,
  type StaffTotpRow,
  staffTotp,
  type UserRow,
} from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { HttpError, nonField } from '../../http/helpers.ts';
import { hitWait } from '../../services/rate-limit.ts';
import { type PiiCipher, piiCipherFromEnv } from '../credit-app/crypto.ts';

export const TOTP_PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 8;
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CODE_FAILURES = Object.freeze({ limit: 5, windowMs: 15 * 60_000 });

export const WRONG_CODE = 'Incorrect verification code.';
export const CHALLENGE_EXPIRED = 'This sign-in has expired. Enter your e-mail and password again.';

function cipherOf(deps: AppDeps): PiiCipher {
  return piiCipherFromEnv(process.env, deps.config.dataDir, deps.logger);
}

const aad = (userId: number) => `staff_totp:${userId}`;

/**
 * Re-seals every factor's secret sealed with another key than the cipher's current one (the key
 * rotation, `credit-app:rotate-keys`: without it, removing the old key would lock the admins out);
 * answers how many. A factor changed meanwhile (re-enrolled, disabled) is left to its writer.
 */
export async function resealTotpSecrets(db: AppDeps['database']['db'], cipher: PiiCipher): Promise<number> {
  const rows = await db.select({ userId: staffTotp.userId, secretEnc: staffTotp.secretEnc }).from(staffTotp);
  let done = 0;
  for (const row of rows) {
    if (row.secretEnc.startsWith(`v1:${cipher.keyId}:`)) continue;
    const secretEnc = cipher.seal(cipher.open(row.secretEnc, aad(row.userId)), aad(row.userId));
    const updated = await db
      .update(staffTotp)
      .set({ secretEnc })
      .where(and(eq(staffTotp.userId, row.userId), eq(staffTotp.secretEnc, row.secretEnc)))
      .returning({ userId: staffTotp.userId });
    done += updated.length;
  }
  return done;
}

function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

export async function factorOf(deps: AppDeps, userId: number): Promise<StaffTotpRow | undefined> {
  const [row] = await deps.database.db.select().from(staffTotp).where(eq(staffTotp.userId, userId)).limit(1);
  return row;
}

/** Whether an account signs in with a second factor. */
export async function hasActiveFactor(deps: AppDeps, userId: number): Promise<boolean> {
  return Boolean((await factorOf(deps, userId))?.activatedAt);
}

/** A new secret for the account (replacing an unconfirmed one): its base32 and otpauth:// URI. */
export async function startEnrolment(deps: AppDeps, staff: UserRow, dealer: DealerRow) {
  const existing = await factorOf(deps, staff.id);
  if (existing?.activatedAt)
    throw new HttpError(409, {
      detail: 'Two-step verification is already on. Turn it off first.',
      code: 'second_factor_active',
    });
  const secret = new Secret({ size: 20 }).base32;
  const secretEnc = cipherOf(deps).seal(secret, aad(staff.id));
  const now = deps.now();
  await deps.database.db
    .insert(staffTotp)
    .values({ userId: staff.id, secretEnc, lastStep: 0, recoveryHashes: [], createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secretEnc, lastStep: 0, recoveryHashes: [], activatedAt: null, updatedAt: now },
    });
  return { secret, uri: totpOf(secret, staff.email, dealer.name).toString() };
}

/** Milliseconds the account's codes must wait (0: none). */
export function codeWait(deps: AppDeps, userId: number): Promise<number> {
  return hitWait(deps.database.db, bucket(userId), CODE_FAILURES.limit, CODE_FAILURES.windowMs, deps.now());
}

const bucket = (userId: number) => `staff:2fa:${userId}`;

async function recordFailure(deps: AppDeps, userId: number) {
  await deps.database.db.insert(rateLimitHits).values({ bucket: bucket(userId), at: deps.now() });
}

/**
 * Uses a code of the factor: true when it is of the current step (±1) and later than the last one
 * used, which it becomes. A wrong code is counted against the account.
 */
export async function useCode(deps: AppDeps, row: StaffTotpRow, code: string): Promise<boolean> {
  const secret = cipherOf(deps).open(row.secretEnc, aad(row.userId));
  const timestamp = deps.now().getTime();
  const delta = /^\d{6}$/.test(code) ? totpOf(secret).validate({ token: code, timestamp, window: 1 }) : null;
  if (delta !== null) {
    const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_S) + delta;
    const used = await deps.database.db
      .update(staffTotp)
      .set({ lastStep: step, updatedAt: deps.now() })
      .where(and(eq(staffTotp.userId, row.userId), lt(staffTotp.lastStep, step)))
      .returning({ userId: staffTotp.userId });
    if (used.length > 0) return true;
  }
  await recordFailure(deps, row.userId);
  return false;
}

function hashRecovery(deps: AppDeps, code: string): string {
  const normal = code.toLowerCase().replace(/[^0-9a-z]/g, '');
  return createHmac('sha256', deps.secret).update(`staff-recovery:${normal}`).digest('base64url');
}

/** Uses a recovery code once (it is removed); a wrong one is counted like a wrong code. */
export async function useRecoveryCode(deps: AppDeps, row: StaffTotpRow, code: string): Promise<boolean> {
  const hash = hashRecovery(deps, code);
  if (row.recoveryHashes.includes(hash)) {
    const left = row.recoveryHashes.filter((h) => h !== hash);
    const used = await deps.database.db
      .update(staffTotp)
      .set({ recoveryHashes: left, updatedAt: deps.now() })
      .where(and(eq(staffTotp.userId, row.userId), eq(staffTotp.updatedAt, row.updatedAt)))
      .returning({ userId: staffTotp.userId });
    if (used.length > 0) return true;
  }
  await recordFailure(deps, row.userId);
  return false;
}

/** Activates a started factor with its first code; the recovery codes, shown this once. */
export async function confirmEnrolment(deps: AppDeps, staff: UserRow, code: string): Promise<string[]> {
  const row = await factorOf(deps, staff.id);
  if (!row || row.activatedAt) throw nonField('Start setting up two-step verification first.');
  if (!(await useCode(deps, row, code))) throw nonField(WRONG_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await deps.database.db
    .update(staffTotp)
    .set({
      activatedAt: deps.now(),
      recoveryHashes: codes.map((c) => hashRecovery(deps, c)),
      updatedAt: deps.now(),
    })
    .where(eq(staffTotp.userId, staff.id));
  return codes;
}

/** Turns the factor off with a current code. */
export async function disableFactor(deps: AppDeps, staff: UserRow, code: string): Promise<void> {
  const row = await factorOf(deps, staff.id);
  if (!row?.activatedAt) throw nonField('Two-step verification is off.');
  if (!(await useCode(deps, row, code))) throw nonField(WRONG_CODE);
  await deps.database.db.delete(staffTotp).where(eq(staffTotp.userId, staff.id));
}

function mac(deps: AppDeps, payload: string): string {
  return createHmac('sha256', deps.secret).update(`staff-2fa-challenge:${payload}`).digest('base64url');
}

/** The signed challenge between the password and the code: account, dealer, expiry. */
export function issueChallenge(deps: AppDeps, userId: number, dealerId: number): string {
  const payload = `${userId}.${dealerId}.${deps.now().getTime() + CHALLENGE_TTL_MS}`;
  return `${payload}.${mac(deps, payload)}`;
}

/** The account a challenge names for the dealer; a 400 on `challenge` when forged, expired or another dealer's. */
export function readChallenge(deps: AppDeps, challenge: string, dealerId: number): number {
  const [user = '', dealer = '', expires = '', signature = ''] = challenge.split('.');
  const payload = `${user}.${dealer}.${expires}`;
  const expected = Buffer.from(mac(deps, payload));
  const given = Buffer.from(signature);
  const valid =
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Number(dealer) === dealerId &&
    Number(expires) > deps.now().getTime();
  if (!valid) throw new HttpError(400, { challenge: [CHALLENGE_EXPIRED] });
  return Number(user);
}
