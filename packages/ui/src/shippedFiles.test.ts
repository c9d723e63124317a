/**
 * What a staged tarball may hold (`scripts/stage-kit.mjs`, which refuses a tarball otherwise, and the
 * kit-pack layer on what an app installs): no test, story or fixture, whatever its case, and no
 * declaration importing a package its manifest does not promise the app (pnpm's layout resolves only
 * what a package names).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shippedTestFiles, undeclaredTypeImports } from '../../../scripts/stage-kit.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A package folder holding `files` (path → text). */
const shipped = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipped-files-'));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
};

describe('shippedTestFiles', () => {
  it("names a story fixture's declaration whatever its case, stories and tests, and nothing else", () => {
    const dir = shipped({
      'package.json': '{}',
      'dist/index.js': '',
      'dist/console/settingsFixtures.d.ts': '',
      'dist/deal/fixtures.js': '',
      'dist/Button/Button.stories.d.ts': '',
      'dist/Button/Button.test.d.ts': '',
      'dist/storybook/withConsole.d.ts': '',
      'dist/console/SettingsVersionHistory.d.ts': '',
      'dist/Field/useValidationItem.js': '',
    });
    expect(shippedTestFiles(dir).sort()).toEqual([
      'dist/Button/Button.stories.d.ts',
      'dist/Button/Button.test.d.ts',
      'dist/console/settingsFixtures.d.ts',
      'dist/deal/fixtures.js',
      'dist/storybook/withConsole.d.ts',
    ]);
  });
});

describe('undeclaredTypeImports', () => {
  it('names a declaration importing a package the manifest neither depends on nor takes as a peer', () => {
    const dir = shipped({
      'package.json': JSON.stringify({
        name: '@dealer-storefront/theme',
        dependencies: { '@vanilla-extract/css': '1.21.3', '@dealer-storefront/domain': '0.1.0' },
        peerDependencies: { react: '^19' },
      }),
      'dist/sprinkles.css.d.ts':
        "import type { SprinklesFn } from '@vanilla-extract/sprinkles/createUtils';\nexport declare const s: SprinklesFn<[]>;\n",
      'dist/theme.d.ts': [
        "import { style } from '@vanilla-extract/css';",
        "import type { ReactNode } from 'react';",
        "import type { JSX } from 'react/jsx-runtime';",
        "export * from '@dealer-storefront/domain';",
        "export type { Dealer } from './dealer.js';",
        "import type { Readable } from 'node:stream';",
        "export declare const f: typeof import('zod').z;",
        // A message whose key ends in "from" imports nothing.
        "export declare const m: { readonly 'console.questions.from': 'Asked by {name}' };",
        '',
      ].join('\n'),
    });
    expect(undeclaredTypeImports(dir).sort()).toEqual([
      'dist/sprinkles.css.d.ts: @vanilla-extract/sprinkles/createUtils',
      'dist/theme.d.ts: zod',
    ]);
  });
});
