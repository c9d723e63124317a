import { describe, expect, it } from 'vitest';
import {
  attributeChunk,
  bytesPerSource,
  moduleName,
  UNMAPPED,
} from '../../../scripts/bundle-attribution.mjs';

// A tiny minified file of two modules and its hand-written source map: `var a=1;` from a.ts,
// `var b=2;` (and the newline that ends its line) from b.ts, then two spaces no segment covers and
// `foo()` from a.ts again. Mappings: line 1 [col 0 → a.ts] [col 8 → b.ts]; line 2 [col 2 → a.ts].
const code = 'var a=1;var b=2;\n  foo()';
const map = {
  version: 3,
  sources: ['a.ts', 'b.ts'],
  names: [],
  mappings: 'AAAA,QCAA;EDAA',
};

describe('bundle attribution', () => {
  it('gives each module the minified bytes from its segments to the next one', () => {
    expect(Object.fromEntries(bytesPerSource(code, map))).toEqual({
      'a.ts': 'var a=1;'.length + 'foo()'.length,
      'b.ts': 'var b=2;\n'.length,
      [UNMAPPED]: 2,
    });
  });

  it('accounts for every byte of the file, multi-byte characters as UTF-8', () => {
    const text = 'x="é";y=1';
    const totals = bytesPerSource(text, {
      version: 3,
      sources: ['m.ts', 'n.ts'],
      names: [],
      mappings: 'AAAA,MCAA',
    });
    expect(totals.get('m.ts')).toBe(Buffer.byteLength('x="é";'));
    expect(totals.get('n.ts')).toBe(3);
    expect([...totals.values()].reduce((s, n) => s + n, 0)).toBe(Buffer.byteLength(text));
  });

  it('names dependencies by package and the app by its path, largest first', () => {
    expect(
      moduleName('/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js', '/repo'),
    ).toBe('react-dom/cjs/x.js');
    expect(moduleName('/repo/apps/storefront/src/main.tsx', '/repo')).toBe('apps/storefront/src/main.tsx');
    const { raw, rows } = attributeChunk(code, map, {
      chunkFile: '/repo/apps/storefront/dist/assets/index.js',
      repoRoot: '/repo',
    });
    expect(raw).toBe(code.length);
    expect(rows.map((r) => [r.module, r.bytes])).toEqual([
      ['apps/storefront/dist/assets/a.ts', 13],
      ['apps/storefront/dist/assets/b.ts', 9],
      [UNMAPPED, 2],
    ]);
  });
});
