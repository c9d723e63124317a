import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/check-ui-colours.mjs',
);

const run = (dir: string): { code: number; output: string } => {
  try {
    const out = execFileSync(process.execPath, [script, dir], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output: out };
  } catch (error) {
    const e = error as { status: number; stderr: string; stdout: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
};

const dirs: string[] = [];
const tree = (files: Record<string, string>): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ui-colours-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('scripts/check-ui-colours.mjs', () => {
  it('passes on an empty or missing tree', () => {
    expect(run(tree({})).code).toBe(0);
    expect(run(path.join(tmpdir(), 'does-not-exist-ui-colours')).code).toBe(0);
  });

  it('passes on components that use only contract variables', () => {
    const dir = tree({
      'Button/Button.css.ts': [
        "import { vars } from '@storefront/theme';",
        '// a comment may mention #fff or red',
        "export const root = style({ color: vars.color.text, background: 'transparent', borderColor: 'currentColor' });",
      ].join('\n'),
      'Button/Button.tsx': '<a href="#main" aria-controls="x">Skip</a>; const label = "Red and white";',
    });
    const result = run(dir);
    expect(result.output).toContain('no hard-coded colours');
    expect(result.code).toBe(0);
  });

  it('fails and lists file:line for hex, colour functions and named colours in style values', () => {
    const dir = tree({
      'Bad/Bad.css.ts': [
        "import { style } from '@vanilla-extract/css';",
        "export const a = style({ color: '#c8102e' });",
        "export const b = style({ background: 'rgba(0, 0, 0, 0.5)' });",
        "export const c = style({ borderColor: 'white' });",
        "export const d = style({ boxShadow: '0 0 0 2px hsl(210 50% 40%)' });",
      ].join('\n'),
      'Bad/Icon.tsx': '<svg><path fill="black" /></svg>',
      'Bad/legacy.css': '.x {\n  color: tomato;\n}',
    });
    const { code, output } = run(dir);
    expect(code).toBe(1);
    for (const where of [
      'Bad.css.ts:2',
      'Bad.css.ts:3',
      'Bad.css.ts:4',
      'Bad.css.ts:5',
      'Icon.tsx:1',
      'legacy.css:2',
    ]) {
      expect(output).toContain(where);
    }
    expect(output).not.toContain('Bad.css.ts:1');
  });
});
