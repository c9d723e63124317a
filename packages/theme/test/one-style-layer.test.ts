import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { media, mediaQuery } from '../src/breakpoints.ts';
import { BREAKPOINT_NAMES } from '../src/constants.ts';
import { focusRingStyle } from '../src/focus.ts';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `.css.ts` file of the theme and the kit, relative to packages/, story demos included. */
const styleFiles = (): string[] =>
  ['theme/src', 'ui/src'].flatMap((dir) =>
    (readdirSync(path.join(packages, dir), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.css.ts'))
      .map((name) => path.join(dir, name)),
  );

const filesMatching = (pattern: RegExp): string[] =>
  styleFiles().filter((file) => pattern.test(readFileSync(path.join(packages, file), 'utf8')));

describe('one style layer: the kit builds on the theme atoms', () => {
  it('writes the focus ring once (theme/src/focus.ts), not in component styles', () => {
    // The ring's declaration is `${vars.size.focusRingWidth} solid ...`: only focusRingStyle writes it.
    expect(filesMatching(/focusRingWidth\}\s+solid/)).toEqual([]);
  });

  it('defines visually hidden text and the button reset once, in the theme', () => {
    // Written once, in theme/src/hidden.ts (plain declarations, as the focus ring's), in no style file.
    expect(filesMatching(/clip:\s*'rect\(/)).toEqual([]);
    expect(readFileSync(path.join(packages, 'theme/src/hidden.ts'), 'utf8')).toMatch(/clip:\s*'rect\(/);
    expect(filesMatching(/export const (visuallyHidden|buttonReset|focusRing)\b/)).toEqual([
      path.join('theme/src', 'atoms.css.ts'),
    ]);
  });

  it('writes no media query by hand: every one comes from the theme media map', () => {
    expect(filesMatching(/min-width:|prefers-reduced-motion|export const media = \{/)).toEqual([]);
  });

  it('has one media map: the breakpoints of the sprinkles conditions and reduced motion', () => {
    for (const name of BREAKPOINT_NAMES) expect(media[name]).toBe(mediaQuery(name));
    expect(media.reducedMotion).toBe('(prefers-reduced-motion: reduce)');
  });

  it('draws the ring in the header focus colour on the header, inside the element when asked', () => {
    expect(focusRingStyle()).toEqual({
      outline: expect.stringContaining('solid var(--sf-color-focus'),
      outlineOffset: 'var(--sf-size-focus-ring-offset)',
    });
    expect(focusRingStyle({ on: 'header', offset: 'inside' }).outline).toContain('--sf-color-header-focus');
    expect(focusRingStyle({ offset: 'inside' }).outlineOffset).toBe(
      'calc(-1 * var(--sf-size-focus-ring-width))',
    );
  });

  it('offers no layer the kit does not build on: no Box, no responsiveStyle (styles use `media`)', () => {
    const api = readFileSync(path.join(packages, 'theme/src/index.ts'), 'utf8');
    expect(api).not.toMatch(/\b(Box|BoxProps|responsiveStyle|ResponsiveStyle)\b/);
    const themeFiles = readdirSync(path.join(packages, 'theme/src'));
    expect(themeFiles.filter((name) => name === 'Box.tsx' || name === 'responsive.ts')).toEqual([]);
  });
});
