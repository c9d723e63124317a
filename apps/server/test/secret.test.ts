/**
 * The HMAC key of codes and links lives outside the database: a copy of the database must not be
 * enough to forge a share link or a login link.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { appSettings } from '../src/db/schema.ts';
import { loadSecret } from '../src/services/secret.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

const folder = () => mkdtempSync(join(tmpdir(), 'sf-secret-'));
const storedSecret = async () =>
  (await database.db.select().from(appSettings).where(eq(appSettings.key, 'server_secret'))).length;

describe('the server secret', () => {
  it('is generated into an owner-only file, not the database, and read back by the next start', async () => {
    const file = join(folder(), 'keys', 'secret.key');
    const first = await loadSecret(database.db, { fromEnv: undefined, file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await storedSecret()).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadSecret(database.db, { fromEnv: undefined, file })).toBe(first);
  });

  it('moves a secret kept in the database by an earlier version to the file, so sent links keep working', async () => {
    const legacy = 'a-secret-an-earlier-version-kept-in-the-database';
    await database.db.insert(appSettings).values({ key: 'server_secret', value: legacy });
    const file = join(folder(), 'secret.key');
    expect(await loadSecret(database.db, { fromEnv: undefined, file })).toBe(legacy);
    expect(await storedSecret()).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(legacy);
  });

  it('is SECRET_KEY when set, and nothing is written', async () => {
    const file = join(folder(), 'secret.key');
    expect(await loadSecret(database.db, { fromEnv: 'from-the-operator', file })).toBe('from-the-operator');
    expect(() => statSync(file)).toThrow();
  });

  it('refuses a key file too short to be a key rather than signing with it', async () => {
    const file = join(folder(), 'secret.key');
    writeFileSync(file, 'short\n');
    await expect(loadSecret(database.db, { fromEnv: undefined, file })).rejects.toThrow(/too short/);
  });
});
