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
});
