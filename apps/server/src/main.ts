/** Starts the storefront server: `node src/main.ts` (Node 24, native TypeScript type stripping). */
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createRuntime } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const runtime = await createRuntime(config, logger);
  const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: runtime.deps.database.kind, mail: runtime.deps.mailer.kind },
      'listening',
    );
    console.log(
      `Storefront server on http://localhost:${info.port} (database: ${runtime.deps.database.kind})`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await runtime.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'failed to start');
  process.exitCode = 1;
}
