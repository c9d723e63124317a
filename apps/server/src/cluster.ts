/**
 * Multi-process mode (`WEB_CONCURRENCY`, PostgreSQL only): the primary process applies the
 * migrations and seeds once, then forks that many HTTP workers sharing the listening port
 * (node:cluster). Each worker keeps its own read caches (a few seconds' TTL, see db/read-cache.ts).
 * The embedded PGlite database lives inside one process with a single writer, so this mode refuses
 * to start without DATABASE_URL.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.ts';
import { prepareDatabase } from './server.ts';

/** WEB_CONCURRENCY: a whole number of processes, or `auto` (one per CPU); 1 when unset. */
export function webConcurrency(value: string | undefined): number {
  if (!value) return 1;
  if (value === 'auto') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 or "auto" (got "${value}").`);
  }
  return n;
}

/** Why multi-process mode cannot run with this configuration, or null. */
export function clusterRefusal(config: Pick<ServerConfig, 'databaseUrl'>, processes: number): string | null {
  if (processes > 1 && !config.databaseUrl) {
    return 'WEB_CONCURRENCY > 1 needs DATABASE_URL (PostgreSQL): the embedded PGlite database runs inside one process with a single writer.';
  }
  return null;
}

const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS = 10;

/**
 * Runs the primary: prepares the database, forks the workers, replaces a worker that dies (at
 * most 10 a minute) and forwards SIGINT/SIGTERM to the workers, which finish in-flight requests.
 * Exits 0 once every worker has stopped cleanly, 1 when one did not (a drain that cut a request).
 */
export async function runPrimary(config: ServerConfig, logger: Logger, processes: number): Promise<void> {
  const database = await prepareDatabase(config, logger);
  await database.close();
  let stopping = false;
  // A worker that stopped otherwise than cleanly while stopping (its drain cut a request, or it
  // died): the primary then exits 1, as one process does when its drain cuts a request.
  let unclean = false;
  const restarts: number[] = [];
  const fork = (): Worker => cluster.fork({ STOREFRONT_CLUSTER_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0 || signal) unclean = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info(unclean ? 'stopped; a worker did not stop cleanly' : 'stopped');
        process.exit(unclean ? 1 : 0);
      }
      return;
    }
    const now = Date.now();
    while (restarts.length && now - (restarts[0] ?? now) > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      logger.fatal({ code, signal }, 'workers keep dying; stopping');
      stop('restart limit');
      return;
    }
    restarts.push(now);
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    fork();
  });
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down workers');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 12_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  logger.info({ processes }, 'starting workers');
  for (let i = 0; i < processes; i++) fork();
}

/** True in a worker forked by runPrimary (migrations and seeding are the primary's). */
export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env.STOREFRONT_CLUSTER_WORKER === '1';
}
