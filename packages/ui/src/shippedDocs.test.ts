/**
 * A partner reads the kit's READMEs in `node_modules`, without the repository around them: every
 * relative link, image or document path in what a package ships must name a file it ships
 * (`brokenLinks` in scripts/stage-kit.mjs, which also checks each staged tarball in the kit-pack layer).
 * Here, the files each package's `files` field ships, copied as `npm pack` would take them.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenLinks, publishablePackages } from '../../../scripts/stage-kit.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipped-docs-'));
  folders.push(dir);
  return dir;
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe("the shipped documents' links", () => {
  it('names a link, an image or a document path that leads to no file of the package', () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs/shown.png'), '');
    writeFileSync(
      path.join(dir, 'README.md'),
      [
        '![shown](docs/shown.png) ![missing](docs/missing.png)',
        'See [the engine](src/pricing/README.md), [the site](https://example.com/x.md), [below](#below)',
        'and `packages/domain/README.md`, `CHANGELOG.md`.',
      ].join('\n'),
    );
    expect(brokenLinks(dir)).toEqual([
      'README.md: docs/missing.png',
      'README.md: src/pricing/README.md',
      'README.md: packages/domain/README.md',
    ]);
  });

  it.each(publishablePackages().map((dir) => [path.relative(root, dir), dir]))(
    '%s: every link of what it ships leads to a file it ships',
    (_name, dir) => {
      const shipped = folder();
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        files: string[];
      };
      for (const entry of manifest.files) {
        // `dist` is built at pack time; its documents are none of the READMEs'.
        if (entry === 'dist' || !existsSync(path.join(dir, entry))) continue;
        cpSync(path.join(dir, entry), path.join(shipped, entry), { recursive: true });
      }
      expect(brokenLinks(shipped)).toEqual([]);
    },
  );
});
