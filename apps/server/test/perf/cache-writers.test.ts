/**
 * Caches whose invalidation is done by the writers (the order cache of the embedded database, the
 * session cache) are only as good as the writers' discipline. This guard reads the server's sources
 * and fails when a write to one of those tables has no invalidation call within the next lines, so
 * a new writer cannot forget it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Writes of `table` (update, delete; insert too when `inserts`) not followed by `call` within 25 lines. */
function unguarded(table: string, call: string, inserts: boolean): { writes: number; missing: string[] } {
  const verbs = inserts ? 'update|insert|delete' : 'update|delete';
  const write = new RegExp(`\\.(${verbs})\\(${table}\\)`);
  const missing: string[] = [];
  let writes = 0;
  for (const file of sources(SRC)) {
    if (file.includes(`${sep}seed${sep}`)) continue; // the seed runs before the server starts
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!write.test(line)) return;
      writes += 1;
      if (
        !lines
          .slice(i, i + 25)
          .join('\n')
          .includes(`${call}(`)
      )
        missing.push(`${file}:${i + 1}`);
    });
  }
  return { writes, missing };
}

describe('cache writers', () => {
  it('every insert, update or delete of orders is followed by orderWritten', () => {
    const { writes, missing } = unguarded('orders', 'orderWritten', true);
    expect(writes).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('every update or delete of sessions is followed by forgetSession (new sessions are not cached)', () => {
    const { writes, missing } = unguarded('sessions', 'forgetSession', false);
    expect(writes).toBeGreaterThanOrEqual(4);
    // findSession's own last_seen_at write keeps the cached row (activity is tracked in memory).
    expect(missing.filter((m) => !m.includes(`services${sep}sessions.ts`))).toEqual([]);
  });

  it('every update of users is followed by forgetUser', () => {
    const { writes, missing } = unguarded('users', 'forgetUser', false);
    expect(writes).toBeGreaterThanOrEqual(4);
    expect(missing).toEqual([]);
  });
});
