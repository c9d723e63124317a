/**
 * The identity login's rules: a dealer's provider, its discovery (cached), the return path, and the
 * customer of an identity (found, linked or made).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  type IdentityProviderRow,
  identityProviders,
  LOCAL_ISSUER,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { forgetUser } from '../../services/sessions.ts';
import { normalizeEmail } from '../user/service.ts';
import { DEV_PROVIDER_NAME, devIssuer } from './demo.ts';

/** The codes of `?vw_idk_error=` (the storefront words each one; no raw message reaches a shopper). */
export type IdentityErrorCode =
  | 'unknown_provider'
  | 'provider_unavailable'
  | 'access_denied'
  | 'invalid_state'
  | 'login_failed'
  | 'account_conflict'
  | 'rate_limited';

export class IdentityLoginError extends Error {
  readonly code: IdentityErrorCode;
  constructor(code: IdentityErrorCode, cause?: unknown) {
    super(code, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

export const PROVIDER_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The dealer's enabled provider of that key, usable in this configuration (a `local` one needs DEV_PAGES). */
export async function providerOf(
  db: Db,
  config: Pick<ServerConfig, 'devPages'>,
  dealerId: number,
  key: string,
): Promise<IdentityProviderRow | null> {
  if (!PROVIDER_KEY.test(key)) return null;
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.dealerId, dealerId), eq(identityProviders.key, key)))
    .limit(1);
  if (!row?.enabled) return null;
  if (row.issuer === LOCAL_ISSUER && !config.devPages) return null;
  return row;
}

/** The dealer's provider as the storefront's button shows it (the first enabled one), or null. */
export async function dealerIdentityLogin(
  db: Db,
  config: Pick<ServerConfig, 'devPages'>,
  dealerId: number,
): Promise<{ provider: string; name: { en: string; fr: string } } | null> {
  const rows = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.dealerId, dealerId), eq(identityProviders.enabled, true)))
    .orderBy(identityProviders.id);
  const row = rows.find((r) => r.issuer !== LOCAL_ISSUER || config.devPages);
  if (!row) return null;
  const name =
    row.issuer === LOCAL_ISSUER ? { en: DEV_PROVIDER_NAME, fr: DEV_PROVIDER_NAME } : row.displayName;
  return { provider: row.key, name };
}

/** The issuer URL of a provider row (`local`: the embedded provider under the public origin). */
export function issuerOf(config: Pick<ServerConfig, 'publicOrigin'>, row: IdentityProviderRow): string {
  return row.issuer === LOCAL_ISSUER ? devIssuer(config.publicOrigin) : row.issuer;
}

const discoveries = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's discovered configuration, cached per issuer and client (a failure is not cached).
 * `clientSecret`: the row's, opened (./secrets.ts; the row holds it sealed).
 */
export function configurationOf(
  config: Pick<ServerConfig, 'publicOrigin'>,
  row: IdentityProviderRow,
  clientSecret: string,
): Promise<client.Configuration> {
  const issuer = issuerOf(config, row);
  const key = [issuer, row.clientId, clientSecret].join('\0');
  let found = discoveries.get(key);
  if (!found) {
    // Plain HTTP only for the embedded development provider; a real provider must be HTTPS.
    const insecure = row.issuer === LOCAL_ISSUER && issuer.startsWith('http:');
    found = client.discovery(
      new URL(issuer),
      row.clientId,
      undefined,
      client.ClientSecretBasic(clientSecret),
      insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    discoveries.set(key, found);
    found.catch(() => discoveries.delete(key));
  }
  return found;
}

/** The callback address of a provider: always on the configured public origin, never the Host. */
export function redirectUriOf(config: Pick<ServerConfig, 'publicOrigin'>, key: string): string {
  return `${config.publicOrigin}/oauth/login/${key}/callback/`;
}

/**
 * A return path the login may go back to: a same-origin relative path (`/…`, not `//host` nor
 * `/\host`), no control characters, at most 2,000 characters; anything else is null (refused).
 */
export function safeReturnPath(value: string | undefined, publicOrigin: string): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, publicOrigin);
  } catch {
    return null;
  }
  if (url.origin !== publicOrigin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The dealer's customer of this identity: the one already linked to it; else, when the provider
 * says the e-mail is verified, the customer with that e-mail (linked now); else a new customer. A
 * customer with that e-mail but an unverified claim (or already linked to another identity) is never
 * taken over: `account_conflict`.
 */
export async function customerForIdentity(
  db: Db,
  dealerId: number,
  identity: VerifiedIdentity,
  now: Date,
): Promise<UserRow> {
  const linked = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.dealerId, dealerId),
        eq(users.role, 'customer'),
        eq(users.identityIssuer, identity.issuer),
        eq(users.identitySubject, identity.subject),
      ),
    )
    .limit(1);
  if (linked[0]) return linked[0];
  if (!identity.email) throw new IdentityLoginError('login_failed');
  const emailNormalized = normalizeEmail(identity.email);
  const [existing] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.dealerId, dealerId),
        eq(users.role, 'customer'),
        eq(users.emailNormalized, emailNormalized),
      ),
    )
    .limit(1);
  if (existing) {
    if (!identity.emailVerified || existing.identitySubject !== null)
      throw new IdentityLoginError('account_conflict');
    const [updated] = await db
      .update(users)
      .set({ identityIssuer: identity.issuer, identitySubject: identity.subject, updatedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    if (!updated) throw new IdentityLoginError('login_failed');
    // The user's cached row (sessions) must not keep the account without its identity.
    forgetUser(db, updated.id);
    return updated;
  }
  const [made] = await db
    .insert(users)
    .values({
      uid: randomUUID(),
      dealerId,
      role: 'customer',
      email: identity.email,
      emailNormalized,
      firstName: identity.firstName.slice(0, 150),
      lastName: identity.lastName.slice(0, 150),
      identityIssuer: identity.issuer,
      identitySubject: identity.subject,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A sign-up or another login made the same customer meanwhile: the next attempt finds it.
  if (!made) throw new IdentityLoginError('login_failed');
  return made;
}
