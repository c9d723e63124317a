/**
 * One wire contract: the storefront reads and writes the server's JSON as the inferred types of the
 * domain's zod schemas (`import type` from `@storefront/domain`: nothing shipped), never as types it
 * writes itself. This guard reads the sources and counts the hand-written ones that remain: object
 * types declared in the API modules (`src/features/<feature>/api/`, `src/shared/api/`) and object
 * types written inline in a call's `.json<…>()` anywhere in `src`. Those of ALLOWED are not a wire
 * body (reasons given); the others may only go down in number (lower LEFT when it does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** Object types of the API modules that are not a wire body, with the reason (`file#Name`). */
const ALLOWED: Record<string, string> = {
  'shared/api/http.ts#RequestContext':
    'the HTTP client’s per-call options (the error catalogue’s call), not sent',
  'shared/api/http.ts#HttpEffects': 'what the HTTP client does on a failure (toasts, sign-in), not a body',
  'shared/api/http.ts#HttpClientOptions': 'the HTTP client’s configuration',
  'shared/api/http.ts#HttpResponsePromise': 'the HTTP client’s answer promise (ky’s), of any body',
  'shared/api/http.ts#HttpClient': 'the HTTP client’s methods',
  'shared/api/ApiContext.tsx#Api': 'the React context of the HTTP client and the dealer code',
  'shared/api/bootData.ts#BootFetchOptions': 'how the boot data is taken by the client, not a body',
  'shared/api/bootData.ts#ServerRender':
    'the domain’s boot document `render` (bootDocumentSchema) narrowed to the storefront’s own library types (TanStack Query’s dehydrated state, its message packs)',
};

/** Hand-written wire types left (issue 17 "one wire contract": 51 before the move began, counted as here). */
const LEFT = 0;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [join(dir, e.name)]
        : [],
  );
}

const isApiModule = (file: string) =>
  /^features\/[^/]+\/api\//.test(file) ||
  file.startsWith(`shared${sep}api${sep}`) ||
  file.startsWith('shared/api/');

/** Each hand-written object type: `file#Name` for a declaration, `file:line .json<{…}>` inline. */
function handWritten(): string[] {
  const found: string[] = [];
  for (const path of sources(SRC)) {
    const file = relative(SRC, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    if (isApiModule(file)) {
      // `interface X`, or `type X = …{` (an object literal in the alias, on its first line)
      for (const m of text.matchAll(/^(?:export )?(?:interface (\w+)|type (\w+)(?:<[^>]*>)? =[^;\n]*\{)/gm))
        found.push(`${file}#${m[1] ?? m[2]}`);
    }
    text.split('\n').forEach((line, i) => {
      if (/\.json<[^>]*\{/.test(line)) found.push(`${file}:${i + 1} ${line.trim()}`);
    });
  }
  return found;
}

describe('the storefront’s wire types are the domain’s', () => {
  const found = handWritten();

  it('sees the API modules it reads (every allowed type is still there)', () => {
    for (const key of Object.keys(ALLOWED))
      expect(found, `${key} is gone: drop it from ALLOWED`).toContain(key);
  });

  it(`leaves at most ${LEFT} hand-written wire types`, () => {
    const left = found.filter((key) => !Object.hasOwn(ALLOWED, key));
    const message = `hand-written wire types (import the domain schema's type instead):\n${left.join('\n')}`;
    expect(left.length, message).toBeLessThanOrEqual(LEFT);
    expect(left.length, `${left.length} left: lower LEFT to ${left.length}\n${message}`).toBe(LEFT);
  });
});
