// A worker thread of the server render pool (./render-pool.ts): loads the storefront's server render
// entry (workerData.entry, plain JavaScript of the storefront build) and answers render requests one at
// a time. The storefront's code runs here, not in the server's own thread: a slow or looping render
// is stopped by the pool's timeout (the worker is terminated), and the server's requests go on.
import { parentPort, workerData } from 'node:worker_threads';

interface RenderRequest {
  id: number;
  input: unknown;
}

type Render = (input: unknown) => Promise<unknown>;

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');

const { entry } = workerData as { entry: string };
const module = (await import(entry)) as { render?: Render };
const render = module.render;
if (typeof render !== 'function') throw new Error(`${entry} exports no render function`);

port.on('message', async ({ id, input }: RenderRequest) => {
  try {
    port.postMessage({ id, ok: true, output: await render(input) });
  } catch (error) {
    port.postMessage({
      id,
      ok: false,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
});
port.postMessage({ ready: true });
