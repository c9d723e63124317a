import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlWithoutHelp } from '../build/intl-without-help.ts';

// The shipped react-intl's errors say what went wrong without the library's advice to developers
// (build/intl-without-help.ts).

const require = createRequire(import.meta.url);
const intlDir = dirname(
  require.resolve('@formatjs/intl', { paths: [dirname(require.resolve('react-intl'))] }),
);
const id = join(intlDir, 'index.js');

function transformed(code: string): string {
  const plugin = intlWithoutHelp();
  const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return transform.call(context, code, id)?.code ?? code;
}

describe('@formatjs/intl in the build', () => {
  const original = readFileSync(id, 'utf8');
  const code = transformed(original);

  it('keeps no advice to developers', () => {
    expect(original).toContain('Try polyfilling it using');
    expect(code).not.toContain('Try polyfilling it using');
    expect(code).not.toContain('babel-plugin-formatjs');
    expect(code).not.toContain('@formatjs/cli');
  });

  it("keeps each error's first sentence and the module's code", () => {
    expect(code).toContain('An \\`id\\` must be provided to format a message.${getMessageDescriptorContext(');
    expect(code).toContain(
      '"Intl.DurationFormat is not available in this environment.", ErrorCode.MISSING_INTL_API',
    );
    expect(code).toContain('`Intl.PluralRules is not available in this environment.`');
    expect(code).toContain('"message" was not pre-compiled.`);');
    // only text went: every line of code is still there
    const statements = (text: string) =>
      text
        .split('\n')
        .filter((line) => /^\s*(if|return|const|let|function)\b/.test(line))
        .map((line) => line.slice(0, 40));
    expect(statements(code)).toEqual(statements(original));
  });

  it('fails the build when the advice is no longer there', () => {
    expect(() => transformed('export function createIntl() {}')).toThrow(/id help not found/);
  });
});
