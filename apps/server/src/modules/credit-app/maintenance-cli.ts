/**
 * `node src/modules/credit-app/maintenance-cli.ts rotate-keys|purge`: re-seals every credit
 * application, identity provider client secret and staff second factor with `CREDIT_APP_KEY` (older keys in
 * `CREDIT_APP_OLD_KEYS`), or deletes the
 * applications older than `CREDIT_APP_RETENTION_DAYS` (default 365).
 */
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { sealClientSecrets } from '../identity/secrets.ts';
import { resealTotpSecrets } from '../staff/totp.ts';
import { piiCipherFromEnv } from './crypto.ts';
import { purgeApplications, rotateKeys } from './maintenance.ts';

const command = process.argv[2];
const config = loadConfig();
const logger = pino({ level: 'info' });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (command === 'rotate-keys') {
    const cipher = piiCipherFromEnv(process.env, config.dataDir, logger);
    logger.info(
      { resealed: await rotateKeys(database.db, cipher), keyId: cipher.keyId },
      'credit applications re-sealed',
    );
    // The identity providers' client secrets share the cipher (../identity/secrets.ts).
    logger.info(
      { resealed: await sealClientSecrets(database.db, cipher), keyId: cipher.keyId },
      'identity provider client secrets re-sealed',
    );
    // So do the admins' second factors (../staff/totp.ts).
    logger.info(
      { resealed: await resealTotpSecrets(database.db, cipher), keyId: cipher.keyId },
      'staff second-factor secrets re-sealed',
    );
  } else if (command === 'purge') {
    const days = config.creditAppRetentionDays;
    if (days < 1) throw new Error('CREDIT_APP_RETENTION_DAYS is 0: applications are kept');
    logger.info(
      { purged: await purgeApplications(database.db, days, new Date()), days },
      'credit applications purged',
    );
  } else {
    console.error('usage: maintenance-cli.ts rotate-keys|purge');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
