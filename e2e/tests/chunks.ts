import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Lazy chunks are named by their hash alone (apps/storefront/vite.config.ts): a journey that waits for,
// holds or fails one finds its file by its source module in the build's Vite manifest
// (apps/storefront/dist/.vite/manifest.json, keyed by source path relative to the storefront; the
// server never serves the build's dot folders).

const repo = fileURLToPath(new URL('../../', import.meta.url));
const storefront = fileURLToPath(new URL('../../apps/storefront/', import.meta.url));
const manifestFile = fileURLToPath(
  new URL('../../apps/storefront/dist/.vite/manifest.json', import.meta.url),
);

let manifest: Record<string, { file: string }> | undefined;

/**
 * The URL pattern of the chunk a source module (a repo-root path, e.g.
 * `apps/storefront/src/features/contact/QuestionFlow.tsx`) starts: `/assets/<its file>` at the end of
 * the URL. Read when a test runs (the server's start builds the storefront first); throws when the
 * module starts no chunk of the build.
 */
export function chunkUrl(source: string): RegExp {
  manifest ??= JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const key = relative(storefront, `${repo}${source}`).split('\\').join('/');
  const chunk = manifest[key];
  if (!chunk?.file.endsWith('.js')) throw new Error(`${source} (${key}) starts no chunk in ${manifestFile}`);
  return new RegExp(`/${chunk.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
