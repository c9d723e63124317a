import { lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { oneTimeCodes, rateLimitHits, sessions } from '../db/schema.ts';
import { purgeApplications } from '../modules/credit-app/maintenance.ts';
import { type PeriodicJob, startPeriodic } from './periodic.ts';
import { forgetSession } from './sessions.ts';

const HOUR = 3600_000;

/** How long dead rows are kept before the periodic sweep deletes them. */
export const SWEEP = Object.freeze({
  /** Default period of the sweep (SWEEP_INTERVAL_MINUTES). */
  intervalMs: 15 * 60_000,
  /**
   * An expired session (idle or absolute) is kept a week, so a shopper coming back within it still
   * gets the 440 answer with the e-mail (the re-entry prompt) instead of an anonymous visit.
   */
  expiredSessionRetentionMs: 7 * 24 * HOUR,
  /** A revoked session (logout, rotation at sign-in) is of no use; kept a day for investigations. */
  revokedSessionRetentionMs: 24 * HOUR,
  /** One-time codes and login links (10-minute lifetime), kept a day after they expire. */
  codeRetentionMs: 24 * HOUR,
  /** Rate-limit hits: the longest window is one hour. */
  rateLimitRetentionMs: 24 * HOUR,
});

export interface SweepResult {
  sessions: number;
  codes: number;
  rateLimitHits: number;
}

/** Deletes expired and revoked sessions, expired one-time codes and old rate-limit hits. */
export async function sweepExpired(db: Db, sessionIdleMinutes: number, now: Date): Promise<SweepResult> {
  const t = now.getTime();
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, new Date(t - SWEEP.revokedSessionRetentionMs)),
        lt(sessions.expiresAt, new Date(t - SWEEP.expiredSessionRetentionMs)),
        lt(sessions.lastSeenAt, new Date(t - sessionIdleMinutes * 60_000 - SWEEP.expiredSessionRetentionMs)),
      ),
    )
    .returning({ token: sessions.tokenHash });
  for (const { token } of gone) forgetSession(db, token);
  const codes = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, new Date(t - SWEEP.codeRetentionMs)))
    .returning({ id: oneTimeCodes.id });
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.at, new Date(t - SWEEP.rateLimitRetentionMs)))
    .returning({ id: rateLimitHits.id });
  return { sessions: gone.length, codes: codes.length, rateLimitHits: hits.length };
}

/** The periodic sweep (runNow: a sweep now; stop: the timer stopped, a running sweep waited for). */
export type Sweeper = PeriodicJob;

/**
 * Starts the periodic sweep: once at start, then every `intervalMs` (0 turns it off). The timer does
 * not keep the process alive. With several processes over one PostgreSQL, each sweeps; the deletes
 * are idempotent. With `creditAppRetentionDays` (above 0) it also purges the credit applications
 * unchanged for longer (the retention setting, issue 20).
 */
export function startSweeper(options: {
  db: Db;
  sessionIdleMinutes: number;
  intervalMs: number;
  creditAppRetentionDays?: number;
  logger: Logger;
  now: () => Date;
}): Sweeper {
  return startPeriodic(() => {
    const days = options.creditAppRetentionDays ?? 0;
    return sweepExpired(options.db, options.sessionIdleMinutes, options.now())
      .then(async (result) => {
        if (result.sessions + result.codes + result.rateLimitHits > 0)
          options.logger.info(result, 'expired rows swept');
        if (days > 0) {
          const purged = await purgeApplications(options.db, days, options.now());
          if (purged > 0) options.logger.info({ purged, days }, 'credit applications past retention purged');
        }
      })
      .then(
        () => undefined,
        (error: unknown) => {
          options.logger.error({ err: error }, 'sweep of expired rows failed');
        },
      );
  }, options.intervalMs);
}
