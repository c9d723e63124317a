import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool, renderWorkerEnv } from '../src/ssr/render-pool.ts';

// The server render runs in worker threads with a time limit per render (src/ssr/render-pool.ts).
// The entries here are small render modules written for the test, as the storefront build writes
// dist/.ssr/entry-server.js.

const RENDER = `
export async function render(input) {
  if (input.url.includes('/loops/')) for (;;) {}
  if (input.url.includes('/throws/')) throw new TypeError('render failed on purpose');
  if (input.url.includes('/declines/')) return null;
  if (input.url.includes('/env/')) return { html: String(process.env.NODE_ENV), queries: {} };
  return { html: '<main>' + input.locale + ' ' + input.url + '</main>', queries: { n: 1 }, router: { loaderData: {} } };
}
`;

function entryWith(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sf-render-pool-'));
  const file = join(dir, 'entry-server.js');
  writeFileSync(file, source);
  return pathToFileURL(file).href;
}

const input = (url: string) => ({
  url,
  dealerCode: 'maple_motors',
  answers: {},
  locale: 'en-CA',
  nonce: 'abc',
});

const logger = pino({ level: 'silent' });
let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('server render pool', () => {
  it("renders with React's production build unless the server runs in development", async () => {
    expect(renderWorkerEnv({ PORT: '3000' })).toEqual({ PORT: '3000', NODE_ENV: 'production' });
    expect(renderWorkerEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('production');
    expect(renderWorkerEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    pool = await createRenderPool({ entry: entryWith(RENDER), size: 1, logger });
    expect((await pool.render(input('https://shop.example/env/')))?.html).toBe(
      renderWorkerEnv(process.env).NODE_ENV,
    );
  });

  it("renders in a worker and answers the render's output; a throw or a decline reach the caller", async () => {
    pool = await createRenderPool({ entry: entryWith(RENDER), size: 2, logger });
    await expect(pool.render(input('http://shop/a/'))).resolves.toEqual({
      html: '<main>en-CA http://shop/a/</main>',
      queries: { n: 1 },
      router: { loaderData: {} },
    });
    await expect(pool.render(input('http://shop/declines/'))).resolves.toBeNull();
    await expect(pool.render(input('http://shop/throws/'))).rejects.toThrow(
      'TypeError: render failed on purpose',
    );
  });

  it('stops a render past its time limit, and the next render works (the worker was replaced)', async () => {
    pool = await createRenderPool({ entry: entryWith(RENDER), size: 1, timeoutMs: 300, logger });
    await expect(pool.render(input('http://shop/loops/'))).rejects.toThrow('timed out after 300 ms');
    await expect(pool.render(input('http://shop/b/'))).resolves.toMatchObject({
      html: '<main>en-CA http://shop/b/</main>',
    });
  });

  it('fails the renders queued behind a stuck one, so their documents go out client-rendered', async () => {
    pool = await createRenderPool({ entry: entryWith(RENDER), size: 1, timeoutMs: 300, logger });
    const stuck = pool.render(input('http://shop/loops/'));
    const queued = pool.render(input('http://shop/c/'));
    await expect(stuck).rejects.toThrow('timed out');
    await expect(queued).rejects.toThrow();
    await expect(pool.render(input('http://shop/d/'))).resolves.toMatchObject({ html: expect.any(String) });
  });

  it('does not start when the entry cannot load or has no render', async () => {
    await expect(
      createRenderPool({ entry: entryWith('throw new Error("broken build")'), size: 1, logger }),
    ).rejects.toThrow('broken build');
    await expect(
      createRenderPool({ entry: entryWith('export const nothing = 1;'), size: 1, logger }),
    ).rejects.toThrow('exports no render function');
  });
});
