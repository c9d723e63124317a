import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));
const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));

describe('code on demand: one primitive', () => {
  it('loads no chunk by a fire-and-forget import(): every such load goes through lazyModule', () => {
    const raw = files.filter((file) => /void import\(/.test(readFileSync(join(src, file), 'utf8')));
    expect(raw).toEqual([]);
  });

  // No module-level mutable state outside the primitive and the stores: a module-level `let` or `var`
  // would be shared by every document of a tab and, on the server, by every request a render worker
  // renders one after another (state belongs in the store's atoms, in a component or root's state, or
  // in a lazy module's own instance). The primitive's own file holds one promise a module.
  it('declares no module-level let or var outside the lazy-module primitive', () => {
    const allowed = new Set([join('shared', 'lazy', 'lazyModule.ts')]);
    const found = files
      .filter((file) => !allowed.has(file))
      .flatMap((file) =>
        readFileSync(join(src, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (/^(export\s+)?(let|var)\s/.test(line) ? [`${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
