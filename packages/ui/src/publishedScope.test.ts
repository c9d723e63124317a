/**
 * The kit is published as `@dealer-storefront/*` while the workspace names it `@storefront/*`
 * (`scripts/stage-kit.mjs`, `pnpm release` and the kit-pack layer): a package's staged copy names no
 * `@storefront/` package anywhere, and the check of a tarball finds one left over. The `@storefront`
 * scope on the public registry is someone else's: an import left unrenamed installs a stranger's code.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leftovers, renameFolder } from '../../../scripts/stage-kit.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A package as `pnpm pack` leaves it: its manifest and files under `dist/`. */
const packed = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'published-scope-'));
  folders.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
};

const manifest = {
  name: '@storefront/ui',
  version: '0.2.0',
  scripts: { prepack: 'node ../../scripts/build-package.mjs' },
  dependencies: {
    '@storefront/domain': '0.2.0',
    '@storefront/theme': '0.2.0',
    'react-aria-components': '1.22.1',
  },
  peerDependencies: { react: '^19', 'react-intl': '^12.1.5' },
};

describe('the staged copy of a package', () => {
  it('names the published scope in its manifest, JavaScript, types, CSS and docs', () => {
    const dir = packed({
      'package.json': JSON.stringify(manifest),
      'dist/index.js':
        'import { priceDeal } from \'@storefront/domain\';\nexport * from "@storefront/theme";\n',
      'dist/lazy.js': "const load = () => import('@storefront/ui/messages/en-US');\n",
      'dist/index.d.ts': "export type { BreakpointName } from '@storefront/domain';\n",
      'dist/styles.css': '@import "@storefront/theme/styles.css";\n.a{color:red}\n',
      'README.md': "import '@storefront/ui/styles.css';\n",
      'CHANGELOG.md': '- Updated dependencies\n  - @storefront/domain@0.2.0\n',
    });
    // One line in each file but the manifest (one line, and its name), two in index.js.
    expect(leftovers(dir)).toHaveLength(9);
    renameFolder(dir);
    expect(leftovers(dir)).toEqual([]);
    const renamed = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(renamed.name).toBe('@dealer-storefront/ui');
    expect(renamed.dependencies).toEqual({
      '@dealer-storefront/domain': '0.2.0',
      '@dealer-storefront/theme': '0.2.0',
      'react-aria-components': '1.22.1',
    });
    expect(renamed.peerDependencies).toEqual(manifest.peerDependencies);
    // Its lifecycle scripts name the workspace's scripts/, which a consumer has not.
    expect(renamed.scripts).toBeUndefined();
    expect(readFileSync(path.join(dir, 'dist/index.js'), 'utf8')).toBe(
      'import { priceDeal } from \'@dealer-storefront/domain\';\nexport * from "@dealer-storefront/theme";\n',
    );
    expect(readFileSync(path.join(dir, 'dist/lazy.js'), 'utf8')).toContain(
      "import('@dealer-storefront/ui/messages/en-US')",
    );
    expect(readFileSync(path.join(dir, 'dist/styles.css'), 'utf8')).toContain(
      '@import "@dealer-storefront/theme/styles.css";',
    );
  });

  it('is refused while a file still names @storefront/, naming the file and line', () => {
    const dir = packed({
      'package.json': JSON.stringify({ ...manifest, name: '@dealer-storefront/ui', dependencies: {} }),
      'dist/index.js': "export const a = 1;\nexport * from '@storefront/theme';\n",
      'dist/ok.js': "export * from '@dealer-storefront/theme';\n",
    });
    expect(leftovers(dir)).toEqual(["dist/index.js:2: export * from '@storefront/theme';"]);
  });

  it('is refused under a name outside the published scope', () => {
    const dir = packed({ 'package.json': JSON.stringify({ name: 'storefront-ui', version: '0.2.0' }) });
    expect(leftovers(dir)).toEqual(['package.json: name storefront-ui']);
  });
});
