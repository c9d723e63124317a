import { contrastRatio, toHex } from '@storefront/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveDealerTheme, NEUTRALS } from '../src/derive.ts';
import { DEALER_THEME_PRESETS } from '../src/presets.ts';
import { size } from '../src/tokens.ts';

// Focus appearance (WCAG 2.2: 2.4.7, 1.4.11, 2.4.13): the ring the theme draws around a focused link,
// input, radio or button is at least 2 px and reaches 3:1 against the colours next to it: the page
// surfaces it sits on and, around a filled button, the dealer's button colour (issue 16, item 24: the
// ring was the button's own colour, invisible on the red buttons).

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex({ r, g, b }));

/** The most a dark ring legible on the page can stand out from a fill (black is the darkest). */
const bestRingContrast = (fill: string) => Math.min(3, contrastRatio('#000000', fill));

const DEALER_BUTTONS = ['#C8102E', '#0055A4', '#BF5700'];

describe('focus ring', () => {
  it('is at least 2 px wide, drawn outside the control', () => {
    expect(Number.parseFloat(size.focusRingWidth)).toBeGreaterThanOrEqual(2);
    expect(Number.parseFloat(size.focusRingOffset)).toBeGreaterThanOrEqual(0);
  });

  it('reaches 3:1 on the page surfaces and stands out from the button colour, for every dealer colour', () => {
    fc.assert(
      fc.property(hexArb, (button) => {
        const { color } = deriveDealerTheme({ button_cta_color: button });
        for (const surface of [NEUTRALS.surface, NEUTRALS.surfaceSunken]) {
          expect(contrastRatio(color.focus, surface)).toBeGreaterThanOrEqual(3);
        }
        expect(contrastRatio(color.focus, color.brand.base)).toBeGreaterThanOrEqual(
          bestRingContrast(color.brand.base) - 0.01,
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('is not the button colour at the demo dealers and the presets', () => {
    for (const button of DEALER_BUTTONS) {
      const { color } = deriveDealerTheme({ button_cta_color: button });
      expect(contrastRatio(color.focus, color.brand.base), button).toBeGreaterThanOrEqual(2.5);
    }
    for (const preset of DEALER_THEME_PRESETS) {
      const { color } = deriveDealerTheme(preset.settings);
      expect(contrastRatio(color.focus, color.brand.base), preset.id).toBeGreaterThanOrEqual(
        bestRingContrast(color.brand.base) - 0.01,
      );
    }
  });
});
