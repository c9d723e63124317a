import { assignInlineVars } from '@vanilla-extract/dynamic';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveDealerTheme } from '../src/derive.ts';
import { fontVars } from '../src/fontVars.ts';
import { fontFamily, SANS_STACK } from '../src/tokens.ts';

// A dealer's type family in its theme (`font_family`): its family first, the self-hosted Inter stack
// after it; the default stays Inter. Whatever the setting holds, the family cannot end the CSS
// declaration it is put in (the server render sends it in a `<style>` element).

describe('the dealer’s type family', () => {
  it('is Inter by default', () => {
    expect(deriveDealerTheme().fontFamily).toBe(SANS_STACK);
    expect(deriveDealerTheme({ font_family: null }).fontFamily).toBe(fontFamily.body);
    expect(SANS_STACK.startsWith('"Inter Variable", "Inter Fallback"')).toBe(true);
  });

  it('puts the dealer’s family before the default stack, spaces collapsed', () => {
    const theme = deriveDealerTheme({ font_family: '  Source   Sans 3 ' });
    expect(theme.settings.font_family).toBe('Source Sans 3');
    expect(theme.fontFamily).toBe(`"Source Sans 3", ${SANS_STACK}`);
    expect(deriveDealerTheme({ font_family: 'Montréal-Grotesk' }).fontFamily).toBe(
      `"Montréal-Grotesk", ${SANS_STACK}`,
    );
  });

  it('sets the body and heading variables where the theme is applied (colorVarsStyle, themeColorsCss)', () => {
    const style = assignInlineVars(fontVars(deriveDealerTheme({ font_family: 'Lato' }).fontFamily));
    expect(style).toEqual({
      '--sf-font-family-body': `"Lato", ${SANS_STACK}`,
      '--sf-font-family-heading': `"Lato", ${SANS_STACK}`,
    });
    // A theme derived before the setting existed (an older page's boot data) sets none.
    expect(fontVars(undefined)).toEqual({});
  });

  it('falls back to Inter for a setting that is not one family name', () => {
    for (const value of [
      '',
      '   ',
      'Lato, serif',
      'x"; } body { color: red',
      'Lato;',
      '{',
      'a'.repeat(65),
      '-x',
    ]) {
      expect(deriveDealerTheme({ font_family: value }).fontFamily, value).toBe(SANS_STACK);
    }
  });

  it('property: any setting gives the default stack, or one quoted name of letters, digits, spaces and hyphens before it', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 80 }), { nil: null }), (value) => {
        const stack = deriveDealerTheme({ font_family: value }).fontFamily;
        expect(stack.endsWith(SANS_STACK)).toBe(true);
        if (stack === SANS_STACK) return;
        const name = /^"([^"]*)", /.exec(stack)?.[1];
        expect(name).toBeDefined();
        expect(name).toMatch(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,63}$/u);
        expect(stack).toBe(`"${name}", ${SANS_STACK}`);
        // Nothing that could end the declaration or the rule.
        expect(name).not.toMatch(/[;{}"'\\,<>]/);
      }),
      { numRuns: 500 },
    );
  });
});
