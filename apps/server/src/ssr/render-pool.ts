import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RenderPage } from './boot-document.ts';

// The server render in worker threads. A render is storefront code: run in the server's own thread,
// a render that loops would block every request, and a synchronous render cannot be given a time
// limit. Here each render has SERVER_RENDER_TIMEOUT_MS: past it, its worker is terminated (with any
// render queued on it) and replaced, and the document goes out client-rendered, as for a render that
// throws. Renders are 10-30 ms; the limit only catches a render gone wrong.

export const SERVER_RENDER_TIMEOUT_MS = 2000;

type RenderInput = Parameters<RenderPage>[0];
type RenderOutput = Awaited<ReturnType<RenderPage>>;

interface Pending {
  resolve: (output: RenderOutput) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the entry (only such a worker is replaced when it exits). */
  loaded: boolean;
  /** Resolves once the worker has loaded the entry; rejects if it cannot. */
  ready: Promise<void>;
  pending: Map<number, Pending>;
}

export interface RenderPool {
  render: RenderPage;
  /** Terminates the workers (a new build replaces the pool; the server shuts down). */
  close: () => Promise<void>;
}

export interface RenderPoolOptions {
  /** file: URL of the render entry (dist/.ssr/entry-server.js). */
  entry: string;
  size: number;
  timeoutMs?: number;
  logger: Logger;
}

const WORKER = new URL('./render-worker.ts', import.meta.url);

/**
 * The environment of a render worker: the server's, with `NODE_ENV=production` unless the server runs in
 * development, so that renders use React's production build (the development build checks every
 * element: a document took about 40% longer) whether or not the server sets NODE_ENV (the demo server
 * does not: its dev pages stay on). The HTML is the same either way.
 */
export function renderWorkerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.NODE_ENV === 'development' ? { ...env } : { ...env, NODE_ENV: 'production' };
}

/**
 * A pool of `size` workers, renders given to them in turn. Resolves once every worker has loaded the
 * entry; rejects (and terminates them) if the entry cannot load.
 */
export async function createRenderPool({
  entry,
  size,
  timeoutMs = SERVER_RENDER_TIMEOUT_MS,
  logger,
}: RenderPoolOptions): Promise<RenderPool> {
  let nextId = 1;
  let turn = 0;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(WORKER, { workerData: { entry }, env: renderWorkerEnv(process.env) });
    const pending = new Map<number, Pending>();
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => {
        slot.loaded = true;
        resolve();
      });
      worker.once('error', reject);
    });
    ready.catch(() => {});
    worker.on('message', (message: { id?: number; ok?: boolean; output?: RenderOutput; error?: string }) => {
      if (message.id === undefined) return;
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      clearTimeout(request.timer);
      if (message.ok) request.resolve(message.output ?? null);
      else request.reject(new Error(message.error ?? 'server render failed'));
    });
    const failAll = (error: Error) => {
      for (const request of pending.values()) {
        clearTimeout(request.timer);
        request.reject(error);
      }
      pending.clear();
    };
    worker.on('error', (error) => failAll(error));
    worker.on('exit', (code) => {
      failAll(new Error(`server render worker exited (${code})`));
      if (!closed && slot.loaded && replace(slot)) logger.warn({ code }, 'server render worker replaced');
    });
    // The pool keeps the process alive only while a worker loads or renders (a server that closes its
    // listener exits): unref'd once loaded (after the listeners, which ref the worker's port), ref'd
    // again while it has renders (see `render`).
    ready.then(
      () => worker.unref(),
      () => {},
    );
    const slot: Slot = { worker, loaded: false, ready, pending };
    return slot;
  };

  /** A new worker takes the slot's place (false: it was replaced already). */
  const replace = (slot: Slot): boolean => {
    const index = slots.indexOf(slot);
    if (index < 0) return false;
    slots[index] = spawn();
    return true;
  };

  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, spawn);
  try {
    await Promise.all(slots.map((slot) => slot.ready));
  } catch (error) {
    closed = true;
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    throw error;
  }

  const render: RenderPage = async (input: RenderInput) => {
    if (closed) throw new Error('the server render pool is closed');
    const slot = slots[turn++ % slots.length] as Slot;
    await slot.ready;
    const id = nextId++;
    return new Promise<RenderOutput>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.pending.delete(id);
        reject(new Error(`server render timed out after ${timeoutMs} ms`));
        // The worker is stuck in the render: a new one takes its place at once, and its exit fails
        // what was queued on it.
        replace(slot);
        void slot.worker.terminate();
      }, timeoutMs);
      const settle = () => {
        if (slot.pending.size === 0) slot.worker.unref();
      };
      slot.pending.set(id, {
        resolve: (output) => {
          resolve(output);
          settle();
        },
        reject: (error) => {
          reject(error);
          settle();
        },
        timer,
      });
      slot.worker.ref();
      slot.worker.postMessage({ id, input });
    });
  };

  return {
    render,
    close: async () => {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
