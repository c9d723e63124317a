import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The functions of a file longer than a screen (60 lines), by the project's own measure (scripts/largest.mjs). */
function longFunctions(file: string): string[] {
  const out = execFileSync(process.execPath, ['scripts/largest.mjs', file, '--top', '50'], {
    cwd: root,
    encoding: 'utf8',
  });
  const listed = out.slice(out.indexOf('largest functions:'));
  return listed
    .split('\n')
    .map((line) => line.match(/^\s+(\d+)\s+(\S.*?)\s{2}/))
    .filter((m): m is RegExpMatchArray => m !== null && Number(m[1]) > 60)
    .map((m) => `${m[2]} (${m[1]} lines)`);
}

describe('the inventory module reads a screen at a time', () => {
  it('has no function longer than 60 lines (its routes are named handlers)', () => {
    expect(longFunctions('apps/server/src/modules/inventory/routes.ts')).toEqual([]);
  });
});
