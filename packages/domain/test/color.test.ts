import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  hexToHsl,
  hslToHex,
  isHexColor,
  normalizeHex,
  parseHex,
  relativeLuminance,
  toHex,
} from '../src/color.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex({ r, g, b }));

describe('colour maths', () => {
  it('parses 3- and 6-digit hex with or without #, and rejects anything else', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('C8102E')).toEqual({ r: 200, g: 16, b: 46 });
    expect(normalizeHex(' #ABC ')).toBe('#aabbcc');
    for (const bad of ['', 'red', '#ffff', '#12345g', 'rgb(0,0,0)', 'url(x)']) {
      expect(isHexColor(bad)).toBe(false);
      expect(parseHex(bad)).toBeNull();
    }
  });

  it('gives the WCAG contrast ratios of known pairs', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });

  it('contrast is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(b, a)).toBeCloseTo(r, 10);
      }),
    );
  });

  it('hex -> hsl -> hex is the identity', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        const hsl = hexToHsl(hex);
        expect(hsl).not.toBeNull();
        if (hsl !== null) expect(hslToHex(hsl)).toBe(hex);
      }),
    );
  });
});
