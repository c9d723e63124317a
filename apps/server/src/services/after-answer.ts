/**
 * Work a request starts and its answer does not wait for (the e-mail of a sign-in code or link), so
 * that the answer takes the same time whatever the work. It runs in this process once the answer is
 * on its way; a failure is logged. Stopping the server waits for it (`settleAfterAnswer`) before the
 * database closes; so do the tests, which read the e-mails it sends.
 */
import type { Logger } from 'pino';

const pending = new WeakMap<object, Set<Promise<void>>>();

/** Runs `work` after the current answer, tracked by `owner` (the database it writes to). */
export function afterAnswer(
  owner: object,
  logger: Logger,
  label: string,
  work: () => Promise<unknown>,
): void {
  let set = pending.get(owner);
  if (!set) {
    set = new Set();
    pending.set(owner, set);
  }
  const tracked = set;
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, `${label} failed`),
    )
    .finally(() => tracked.delete(run));
  tracked.add(run);
}

/** Resolves once the work started for `owner` (and any it started in turn) has finished. */
export async function settleAfterAnswer(owner: object): Promise<void> {
  const set = pending.get(owner);
  while (set?.size) await Promise.all([...set]);
}
