/**
 * The order cache (embedded database only) is exact because every writer of `orders` calls
 * `orderWritten` right after its write. This guard reads the server's sources and fails when a
 * write to `orders` has no `orderWritten` call within the next lines, so a new writer cannot
 * forget it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('order cache writers', () => {
  it('every update, insert or delete of orders is followed by orderWritten', () => {
    const missing: string[] = [];
    let writes = 0;
    for (const file of sources(SRC)) {
      if (file.includes(`${join('seed', '')}`)) continue; // the seed runs before the server starts
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!/\.(update|insert|delete)\(orders\)/.test(line)) return;
        writes += 1;
        const window = lines.slice(i, i + 25).join('\n');
        if (!window.includes('orderWritten(')) missing.push(`${file}:${i + 1}`);
      });
    }
    expect(writes).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
