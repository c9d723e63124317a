import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlWithoutDateCheck } from '../build/intl-without-date-check.ts';

// The shipped react-intl builds its intl without asking Intl.DateTimeFormat about the locale (the
// vehicle page's only use of that service, whose locale data took a hydration task's time), and still
// checks the locale in Intl.NumberFormat (build/intl-without-date-check.ts).

const require = createRequire(import.meta.url);
const intlDir = dirname(
  require.resolve('@formatjs/intl', { paths: [dirname(require.resolve('react-intl'))] }),
);
const id = join(intlDir, 'index.js');

function transformed(code: string): string {
  const plugin = intlWithoutDateCheck();
  const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return transform.call(context, code, id)?.code ?? code;
}

describe('createIntl in the build', () => {
  it('checks the locale in Intl.NumberFormat only', async () => {
    const code = transformed(readFileSync(id, 'utf8'));
    expect(code).not.toContain('Intl.DateTimeFormat.supportedLocalesOf');
    expect(code).toContain('Intl.NumberFormat.supportedLocalesOf');
    // only the one statement: the number check is still followed by the messages' check
    expect(code).toMatch(/Intl\.NumberFormat\.supportedLocalesOf\(locale\)[^\n]*\n\s*verifyConfigMessages\(/);
  });

  it('fails the build when the check is no longer there', () => {
    expect(() => transformed('export function createIntl() {}')).toThrow(/DateTimeFormat check not found/);
  });
});
