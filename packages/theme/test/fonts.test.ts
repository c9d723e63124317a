import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// fonts.css names its font files relative to itself (webpack's CSS loader reads a bare package path
// as a relative one and fails), so the files ship beside it: the same bytes as the pinned registry
// package's, which this test holds them to (bump the package, copy its two files, the test passes).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const css = readFileSync(join(root, 'src/fonts.css'), 'utf8');
const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1] as string);
const fontsource = dirname(
  createRequire(join(root, 'package.json')).resolve('@fontsource-variable/inter/package.json'),
);

describe('fonts.css', () => {
  it('names its two font files by a path relative to itself', () => {
    expect(urls).toEqual([
      './fonts/inter-latin-wght-normal.woff2',
      './fonts/inter-latin-ext-wght-normal.woff2',
    ]);
  });

  it.each(urls)('%s is the registry package’s file, byte for byte', (url) => {
    const shipped = readFileSync(join(root, 'src', url));
    const original = readFileSync(join(fontsource, 'files', url.replace('./fonts/', '')));
    expect(shipped.length).toBeGreaterThan(10_000);
    expect(shipped.equals(original)).toBe(true);
  });

  it('ships the files and their licence with the package', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('src/fonts');
    expect(readFileSync(join(root, 'src/fonts/OFL.txt'), 'utf8')).toContain('SIL Open Font License');
  });
});
