/**
 * Background tasks whose status the storefront polls (`GET /api/customer/tasks/{id}/`, job statuses
 * of spec 2 §7): a row in `deal_tasks` is created PENDING and answered at once; this process runs
 * the work after the answer, one task at a time (IN_PROGRESS), and stores SUCCESS with the result
 * or FAILURE with the error.
 *
 * A task is claimed with a conditional update (PENDING -> IN_PROGRESS), so it runs once. The work
 * lives in the process that accepted it: a task whose process stopped before finishing stays
 * PENDING or IN_PROGRESS in the table and is answered FAILURE once older than `STALE_AFTER_MS`.
 * Stopping the server waits for the running task (`stopTasks`).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { dealTasks } from '../../db/deal-schema.ts';

export type TaskResult = Record<string, unknown>;

/** A task still PENDING or IN_PROGRESS after this long was interrupted (its process stopped). */
export const STALE_AFTER_MS = 15 * 60_000;

interface Job {
  id: string;
  work: () => Promise<TaskResult>;
}

class TaskQueue {
  readonly #db: Db;
  readonly #logger: Logger;
  readonly #now: () => Date;
  readonly #jobs: Job[] = [];
  #running: Promise<void> | null = null;

  constructor(db: Db, logger: Logger, now: () => Date) {
    this.#db = db;
    this.#logger = logger;
    this.#now = now;
  }

  async enqueue(
    owner: { dealerId: number; userId: number; kind: string },
    work: () => Promise<TaskResult>,
  ): Promise<string> {
    const id = randomUUID();
    await this.#db.insert(dealTasks).values({
      id,
      dealerId: owner.dealerId,
      userId: owner.userId,
      kind: owner.kind,
      status: 'PENDING',
      result: null,
      createdAt: this.#now(),
    });
    this.#jobs.push({ id, work });
    // After the answer is on its way.
    setImmediate(() => this.#drain());
    return id;
  }

  /** Resolves when the queue is empty and nothing runs. */
  async idle(): Promise<void> {
    while (this.#running || this.#jobs.length) {
      if (!this.#running) this.#drain();
      await this.#running;
    }
  }

  #drain(): void {
    if (this.#running) return;
    this.#running = (async () => {
      for (let job = this.#jobs.shift(); job; job = this.#jobs.shift()) await this.#run(job);
    })().finally(() => {
      this.#running = null;
    });
  }

  async #run(job: Job): Promise<void> {
    const db = this.#db;
    try {
      const [claimed] = await db
        .update(dealTasks)
        .set({ status: 'IN_PROGRESS' })
        .where(and(eq(dealTasks.id, job.id), eq(dealTasks.status, 'PENDING')))
        .returning({ id: dealTasks.id });
      if (!claimed) return;
      let status: 'SUCCESS' | 'FAILURE' = 'SUCCESS';
      let result: TaskResult;
      try {
        result = await job.work();
      } catch (error) {
        status = 'FAILURE';
        result = { error: error instanceof Error ? error.message : String(error) };
        this.#logger.warn({ err: error, task: job.id }, 'task failed');
      }
      await db.update(dealTasks).set({ status, result }).where(eq(dealTasks.id, job.id));
    } catch (error) {
      // The database went away (shutdown): the task is answered FAILURE once stale.
      this.#logger.error({ err: error, task: job.id }, 'task bookkeeping failed');
    }
  }
}

const queues = new WeakMap<Db, TaskQueue>();

/** The task queue of a database handle in this process. */
export function taskQueue(db: Db, logger: Logger, now: () => Date): TaskQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new TaskQueue(db, logger, now);
    queues.set(db, queue);
  }
  return queue;
}

/** Waits for the queued and running tasks of this process (before closing the database). */
export async function stopTasks(db: Db): Promise<void> {
  await queues.get(db)?.idle();
}

/** The status to answer: a task left unfinished by a stopped process is a failure once stale. */
export function taskStatus(row: { status: string; createdAt: Date }, now: Date): string {
  if (
    (row.status === 'PENDING' || row.status === 'IN_PROGRESS') &&
    now.getTime() - row.createdAt.getTime() > STALE_AFTER_MS
  ) {
    return 'FAILURE';
  }
  return row.status;
}
