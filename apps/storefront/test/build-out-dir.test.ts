import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootPlan } from '../build/boot-plan.ts';
import { ssrBesideBrowserBuild } from '../build/ssr-out-dir.ts';

// `vite build --outDir <folder>` puts the browser build, its boot plan and the server render entry in
// that folder, relative or absolute.

const root = fileURLToPath(new URL('..', import.meta.url));

describe('build output folder', () => {
  it('puts the server render entry in the .ssr folder of the browser build, relative or absolute', () => {
    const config = ssrBesideBrowserBuild().config as (c: UserConfig) => UserConfig;
    expect(config({}).environments?.ssr?.build?.outDir).toBe(join('dist', '.ssr'));
    expect(config({ build: { outDir: '/srv/storefront' } }).environments?.ssr?.build?.outDir).toBe(
      '/srv/storefront/.ssr',
    );
  });

  it('reads the manifest of an absolute out dir', async () => {
    const out = await mkdtemp(join(tmpdir(), 'storefront-out-'));
    await mkdir(join(out, '.vite'));
    await writeFile(
      join(out, '.vite/manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'assets/main.js', isEntry: true } }),
    );
    const plugin = bootPlan();
    (plugin.configResolved as (c: ResolvedConfig) => void)({
      root,
      build: { outDir: out },
    } as ResolvedConfig);
    // It reads that folder's manifest (an out dir joined under the root had no such file: ENOENT),
    // then checks it against the route declarations, which this one-entry manifest does not build.
    await expect((plugin.closeBundle as () => Promise<void>)()).rejects.toThrow(/is not in the build/);
  });
});
