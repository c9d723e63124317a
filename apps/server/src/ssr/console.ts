import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { fileAt, send } from './static.ts';

export const MISSING_CONSOLE_MESSAGE =
  'The dealer console has not been built yet.\n\n' +
  'Build it with `pnpm --filter @storefront/app build` (or run `pnpm start` from the repository root).\n';

/**
 * The dealer console (issue 22): a client-rendered app of its own build (`apps/storefront/dist/console/`,
 * written by `vite.console.config.ts` with the base `/dealer/`), so nothing of it is in a shopper's
 * download. `/dealer/assets/*` are its hashed files (cached for a year); any other path under
 * `/dealer` is its document (the app's router takes it from there), never stored: it is a staff
 * member's page. The security headers and CSP are the app's, as for every answer; the document
 * carries its own nonce for the <style> elements its libraries add (`<meta property="csp-nonce">`).
 */
export function consoleRoutes(storefrontDist: string) {
  const app = new Hono<AppEnv>({ strict: false });
  const root = normalize(join(storefrontDist, 'console'));
  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ detail: 'Method not allowed.' }, 405);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    const inside = decoded.replace(/^\/dealer/, '');
    if (inside.startsWith('/assets/')) {
      const candidate = normalize(join(root, inside));
      const hidden = inside.split('/').some((segment) => segment.startsWith('.'));
      const file =
        candidate.startsWith(root + sep) && !decoded.includes('\0') && !hidden
          ? await fileAt(candidate)
          : null;
      if (!file) return c.text('Not found', 404);
      return send(c, candidate, file.size, 'public, max-age=31536000, immutable');
    }
    const index = join(root, 'index.html');
    const indexFile = await fileAt(index);
    if (!indexFile) {
      return c.body(MISSING_CONSOLE_MESSAGE, 503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '30',
      });
    }
    if (c.req.method === 'HEAD') return send(c, index, indexFile.size, 'no-store');
    const nonce = randomBytes(18).toString('base64');
    c.set('styleNonce', nonce);
    const html = (await readFile(index, 'utf8')).replace(
      '</head>',
      `  <meta property="csp-nonce" nonce="${nonce}">\n  </head>`,
    );
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(html, 200);
  });
  return app;
}
