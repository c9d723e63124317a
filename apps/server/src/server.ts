/** Opens the database, applies migrations, seeds the demo data when asked, and builds the app. */
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { AppDeps } from './http/env.ts';
import { piiCipherFromEnv } from './modules/credit-app/crypto.ts';
import { sealClientSecrets } from './modules/identity/secrets.ts';
import { LEAD_DELIVERY, type LeadDelivery, startLeadDelivery } from './modules/leads/delivery.ts';
import { stopTasks } from './modules/praq/tasks.ts';
import { seedDemoData } from './seed/seed.ts';
import { settleAfterAnswer } from './services/after-answer.ts';
import { createMailer } from './services/mailer.ts';
import { loadSecret } from './services/secret.ts';
import { type Sweeper, startSweeper } from './services/sweep.ts';

export interface Runtime {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** The periodic sweep of expired sessions and one-time codes, stopped by close(). */
  sweeper: Sweeper;
  /** The worker sending queued leads to the dealers' CRMs (issue 18), stopped by close(). */
  leadDelivery: LeadDelivery;
  close(): Promise<void>;
}

export async function prepareDatabase(config: ServerConfig, logger: Logger): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      logger.warn({ err: error }, 'idle database connection failed; the pool replaces it'),
  });
  await database.migrate();
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  );
  if (config.seedOnStart) {
    const seeded = await seedDemoData(database.db);
    if (seeded) logger.info(seeded, 'demo data seeded');
  }
  // No identity provider's client secret stays in plain text (the seed writes them so).
  const sealed = await sealClientSecrets(database.db, piiCipherFromEnv(process.env, config.dataDir, logger));
  if (sealed) logger.info({ sealed }, 'identity providers: client secrets sealed');
  return database;
}

export async function createRuntime(
  config: ServerConfig,
  logger: Logger,
  database?: Database,
): Promise<Runtime> {
  const db = database ?? (await prepareDatabase(config, logger));
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  const secret = await loadSecret(db.db, { fromEnv: config.secretKey, file: config.secretKeyFile });
  const deps: AppDeps = { database: db, config, logger, mailer, now: () => new Date(), secret };
  const app = createApp(deps);
  const sweeper = startSweeper({
    db: db.db,
    sessionIdleMinutes: config.sessionIdleMinutes,
    intervalMs: config.sweepIntervalMinutes * 60_000,
    creditAppRetentionDays: config.creditAppRetentionDays,
    logger,
    now: deps.now,
  });
  const leadDelivery = startLeadDelivery(deps, logger, LEAD_DELIVERY.intervalMs);
  return {
    app,
    deps,
    sweeper,
    leadDelivery,
    async close() {
      await sweeper.stop();
      await leadDelivery.stop();
      await settleAfterAnswer(db.db);
      await stopTasks(db.db);
      mailer.close();
      await db.close();
    },
  };
}
