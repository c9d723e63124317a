/**
 * The identity providers' client secrets at rest (modules/identity/secrets.ts): sealed when the
 * server starts, sealed on first use when written in plain text later, bound to their row, re-sealed
 * by the key rotation; the login itself is covered by identity-login.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { dealers, identityProviders } from '../src/db/schema.ts';
import { createPiiCipher, piiCipherFromEnv } from '../src/modules/credit-app/crypto.ts';
import { DEV_CLIENT } from '../src/modules/identity/demo.ts';
import {
  clientSecretOf,
  sealClientSecrets,
  sealedWith,
  usableClientSecret,
} from '../src/modules/identity/secrets.ts';
import { prepareDatabase } from '../src/server.ts';
import { createTestContext, freshPostgres, type TestContext } from './helpers.ts';

const silent = pino({ level: 'silent' });
const cipherOf = (keys: Record<string, Buffer>, current: string) =>
  createPiiCipher(new Map(Object.entries(keys)), current, false);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // This file's own providers only: the seeded one is the start's test below.
  await ctx.database.db.delete(identityProviders);
});
afterAll(async () => {
  await ctx.close();
});

async function provider(dealerCode: string, key: string, clientSecret: string) {
  const [dealer] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, dealerCode));
  const [row] = await ctx.database.db
    .insert(identityProviders)
    .values({
      dealerId: dealer?.id ?? 0,
      key,
      issuer: 'https://id.example.com',
      clientId: `client-${key}`,
      clientSecret,
      displayName: { en: 'ID', fr: 'ID' },
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

async function stored(id: number) {
  const [row] = await ctx.database.db.select().from(identityProviders).where(eq(identityProviders.id, id));
  if (!row) throw new Error('gone');
  return row;
}

describe('identity provider client secrets at rest', () => {
  it('the server start seals the demo seed’s secret, which still opens to the provider’s', async () => {
    const pgDb = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    const config = {
      ...loadConfig({}),
      databaseUrl: pgDb?.url,
      dataDir: join(mkdtempSync(join(tmpdir(), 'sf-identity-')), 'pglite'),
      seedOnStart: true,
    };
    const database = await prepareDatabase(config, silent);
    try {
      const [row] = await database.db.select().from(identityProviders);
      if (!row) throw new Error('the seed has a provider');
      expect(sealedWith(row.clientSecret)).not.toBeNull();
      expect(row.clientSecret).not.toContain(DEV_CLIENT.clientSecret);
      const cipher = piiCipherFromEnv(process.env, config.dataDir, silent);
      expect(clientSecretOf(cipher, row)).toBe(DEV_CLIENT.clientSecret);
    } finally {
      await database.close();
      await pgDb?.drop();
    }
  });

  it('a secret written in plain text later is sealed on its first use', async () => {
    const cipher = cipherOf({ a: randomBytes(32) }, 'a');
    const row = await provider('maple_motors', 'first-use', 'plain-secret');
    expect(await usableClientSecret(ctx.database.db, cipher, row, silent)).toBe('plain-secret');
    const after = await stored(row.id);
    expect(sealedWith(after.clientSecret)).toBe('a');
    expect(after.clientSecret).not.toContain('plain-secret');
    expect(await usableClientSecret(ctx.database.db, cipher, after, silent)).toBe('plain-secret');
  });

  it('a sealed secret copied to another provider’s row does not open', async () => {
    const cipher = cipherOf({ a: randomBytes(32) }, 'a');
    const one = await provider('maple_motors', 'one', 'secret-one');
    const two = await provider('riviere_auto', 'two', 'secret-two');
    await sealClientSecrets(ctx.database.db, cipher);
    const sealedOne = (await stored(one.id)).clientSecret;
    expect(clientSecretOf(cipher, await stored(one.id))).toBe('secret-one');
    expect(() => clientSecretOf(cipher, { ...two, clientSecret: sealedOne })).toThrow();
    await ctx.database.db.delete(identityProviders);
  });

  it('the key rotation re-seals with the new key once; the old key alone no longer opens it', async () => {
    const a = randomBytes(32);
    const b = randomBytes(32);
    const before = cipherOf({ a }, 'a');
    const row = await provider('lone_star_motors', 'rotated', 'rotated-secret');
    expect(await sealClientSecrets(ctx.database.db, before)).toBe(1);
    expect(await sealClientSecrets(ctx.database.db, before)).toBe(0);
    const after = cipherOf({ a, b }, 'b');
    expect(await sealClientSecrets(ctx.database.db, after)).toBe(1);
    expect(await sealClientSecrets(ctx.database.db, after)).toBe(0);
    const now = await stored(row.id);
    expect(sealedWith(now.clientSecret)).toBe('b');
    expect(clientSecretOf(cipherOf({ b }, 'b'), now)).toBe('rotated-secret');
    expect(() => clientSecretOf(before, now)).toThrow();
  });
});
