/**
 * A background job of the server: `pass` once at start, then every `intervalMs` (0 turns it off), never
 * two passes at once. The timer keeps no process alive; `stop` waits for a running pass, so the database
 * can be closed after it. A pass handles its own errors (it logs them): a rejection would stop nothing.
 */
export interface PeriodicJob {
  /** Runs a pass now (unless one is running) and resolves when it is done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

export function startPeriodic(pass: () => Promise<void>, intervalMs: number): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(run, intervalMs) : null;
  timer?.unref();
  if (timer) void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
