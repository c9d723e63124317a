/**
 * Starts the storefront server: `node src/main.ts` (Node 24, native TypeScript type stripping).
 * WEB_CONCURRENCY > 1 (PostgreSQL only) runs that many worker processes (see cluster.ts).
 */
import { serve } from '@hono/node-server';
import { clusterRefusal, isClusterWorker, runPrimary, webConcurrency } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { drainable } from './http/drain.ts';
import { createLogger } from './logger.ts';
import { createRuntime } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function startServer() {
  if (!isClusterWorker()) return createRuntime(config, logger);
  // A cluster worker: the primary has applied the migrations and seeded.
  const database = await openDatabase({
    url: config.databaseUrl,
    onIdleError: (error) =>
      logger.warn({ err: error }, 'idle database connection failed; the pool replaces it'),
  });
  return createRuntime({ ...config, seedOnStart: false }, logger, database);
}

try {
  const processes = isClusterWorker() ? 1 : webConcurrency(process.env.WEB_CONCURRENCY);
  const refusal = clusterRefusal(config, processes);
  if (refusal) throw new Error(refusal);
  if (processes > 1) {
    await runPrimary(config, logger, processes);
  } else {
    await serveOne();
  }
} catch (error) {
  logger.fatal({ err: error }, 'failed to start');
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

async function serveOne() {
  const runtime = await startServer();
  const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: runtime.deps.database.kind, mail: runtime.deps.mailer.kind },
      'listening',
    );
    console.log(
      `Storefront server on http://localhost:${info.port} (database: ${runtime.deps.database.kind})`,
    );
  });

  const drain = drainable(server, {
    logger,
    onStopped: async (timedOut) => {
      await runtime.close();
      logger.info('database closed');
      logger.info(timedOut ? 'stopped after cutting connections' : 'stopped');
      process.exit(timedOut ? 1 : 0);
    },
  });
  const shutdown = (signal: string) => drain.stop(signal);
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
