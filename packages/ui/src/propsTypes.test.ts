/**
 * Every public component that takes props exports its props type beside it (`<Name>Props`), as the
 * README promises: a partner wraps or extends a component by its type, not by `ComponentProps<typeof X>`.
 * Found by a partner's trial: two components typed their props inline.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** `export { A, B } from './X/Y.tsx'` and `export type { ... } from ...` of an entry point. */
function exportsOf(entry: string): { values: { name: string; file: string }[]; types: Set<string> } {
  const text = readFileSync(path.join(src, entry), 'utf8');
  const values: { name: string; file: string }[] = [];
  const types = new Set<string>();
  for (const match of text.matchAll(/export (type )?\{([^}]*)\} from '([^']+)'/g)) {
    const names = (match[2] ?? '')
      .split(',')
      .map((n) => n.trim().replace(/^type /, ''))
      .filter(Boolean)
      .map((n) => n.split(/\s+as\s+/).pop() ?? n);
    for (const name of names) {
      if (match[1] || /^type /.test(name)) types.add(name);
      else values.push({ name, file: path.join(path.dirname(path.join(src, entry)), match[3] ?? '') });
    }
  }
  for (const match of text.matchAll(/export \{([^}]*)\} from/g))
    for (const part of (match[1] ?? '').split(','))
      if (part.trim().startsWith('type ')) types.add(part.trim().slice(5).trim());
  return { values, types };
}

describe('props types', () => {
  for (const entry of ['index.ts', 'console/index.ts']) {
    it(`${entry}: every component with props exports <Name>Props`, () => {
      const { values, types } = exportsOf(entry);
      const missing = values
        .filter(({ name }) => /^[A-Z][a-z]/.test(name))
        .filter(({ name, file }) => {
          const source = readFileSync(file, 'utf8');
          // A component function with a parameter (its props): `export function Name({` or `(props`.
          return new RegExp(`export function ${name}(<[^>]*>)?\\(\\s*[{a-z]`).test(source);
        })
        .map(({ name }) => name)
        .filter((name) => !types.has(`${name}Props`));
      expect(missing).toEqual([]);
    });
  }
});
