import { contrastRatio, lightnessOf, toHex } from '@storefront/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEME_LIGHTNESS_LIMITS, THEME_STEP_FACTORS } from '../src/constants.ts';
import {
  contrastPairs,
  DEFAULT_DEALER_THEME_SETTINGS,
  deriveDealerTheme,
  derivedBackgrounds,
  deriveRamp,
  INK,
  NEUTRALS,
  WHITE,
} from '../src/derive.ts';
import { DEALER_THEME_PRESETS } from '../src/presets.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex({ r, g, b }));

const settingsArb = fc.record({
  button_cta_color: hexArb,
  header_background_color: hexArb,
  header_elements_color: hexArb,
  use_alternative_color_for_header_cta: fc.boolean(),
});

const RUNS = 10_000;
const { min: L_MIN, max: L_MAX } = THEME_LIGHTNESS_LIMITS;

describe('deriveDealerTheme: properties over random dealer colours', () => {
  it(`every derived text/background and UI/background pair meets WCAG AA (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const { color } = deriveDealerTheme(settings);
        for (const pair of contrastPairs(color)) {
          const ratio = contrastRatio(pair.foreground, pair.background);
          if (ratio < pair.min) {
            throw new Error(
              `${pair.id}: ${pair.foreground} on ${pair.background} = ${ratio.toFixed(3)} < ${pair.min}`,
            );
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`every derived lightness stays within ${L_MIN}..${L_MAX} (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const { color } = deriveDealerTheme(settings);
        for (const { id, value } of derivedBackgrounds(color)) {
          const l = lightnessOf(value);
          if (l < L_MIN || l > L_MAX) throw new Error(`${id} = ${value} has lightness ${l.toFixed(2)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the dealer colours exactly as the base of the brand ramp and the header background', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const { color } = deriveDealerTheme(settings);
        expect(color.brand.base).toBe(settings.button_cta_color);
        expect(color.header.background).toBe(settings.header_background_color);
        expect(color.headerCta.base).toBe(
          settings.use_alternative_color_for_header_cta
            ? settings.header_elements_color
            : settings.button_cta_color,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the header element colour when it is already legible', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const { color } = deriveDealerTheme(settings);
        const ok =
          contrastRatio(settings.header_elements_color, color.header.background) >= 4.5 &&
          contrastRatio(settings.header_elements_color, color.header.hover) >= 4.5;
        if (ok) expect(color.header.text).toBe(settings.header_elements_color);
      }),
      { numRuns: 1000 },
    );
  });

  it('is pure: the same settings give the same colours', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(deriveDealerTheme({ ...settings })).toEqual(deriveDealerTheme(settings));
      }),
      { numRuns: 200 },
    );
  });
});

describe('deriveDealerTheme: rules by example', () => {
  it('steps a mid colour under white text darker by the factors 0.35 and 0.6 toward the lower limit', () => {
    const ramp = deriveRamp('#c8102e');
    expect(ramp.text).toBe(WHITE);
    const l = lightnessOf('#c8102e');
    const [one, two] = THEME_STEP_FACTORS;
    expect(lightnessOf(ramp.hover)).toBeCloseTo(l + (L_MIN - l) * one, 0);
    expect(lightnessOf(ramp.active)).toBeCloseTo(l + (L_MIN - l) * two, 0);
  });

  it('steps a light colour under dark text lighter toward the upper limit', () => {
    const ramp = deriveRamp('#f2b705');
    expect(ramp.text).toBe(INK);
    const l = lightnessOf('#f2b705');
    expect(lightnessOf(ramp.hover)).toBeCloseTo(l + (L_MAX - l) * THEME_STEP_FACTORS[0], 0);
    expect(lightnessOf(ramp.hover)).toBeGreaterThan(l);
  });

  it('gives near-white and near-black colours visible, legible hover and active shades', () => {
    for (const seed of ['#ffffff', '#fdf6e3', '#000000', '#0a0a0a']) {
      const ramp = deriveRamp(seed);
      expect(ramp.hover).not.toBe(ramp.base);
      expect(ramp.active).not.toBe(ramp.hover);
      expect(contrastRatio(ramp.text, ramp.active)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('adjusts an illegible header element colour and keeps its hue family', () => {
    const { color } = deriveDealerTheme({
      header_background_color: '#13294b',
      header_elements_color: '#1c3a6b',
    });
    expect(color.header.text).not.toBe('#1c3a6b');
    expect(contrastRatio(color.header.text, '#13294b')).toBeGreaterThanOrEqual(4.5);
  });

  it('without a header element colour, writes on the header in ink or white, whichever reads better', () => {
    // Found by a partner's trial: a dark header without an element colour had the default ink lightened
    // to a grey (#7d8b9d, 4.76:1) that reads as disabled.
    for (const background of ['#0b1f3a', '#1a1a40', '#13294b']) {
      const { color, settings } = deriveDealerTheme({ header_background_color: background });
      expect(color.header.text).toBe(WHITE);
      expect(settings.header_elements_color).toBe(WHITE);
    }
    expect(deriveDealerTheme({ header_background_color: '#f4f1e8' }).color.header.text).toBe(
      DEFAULT_DEALER_THEME_SETTINGS.header_elements_color,
    );
    expect(deriveDealerTheme({}).color.header.text).toBe(DEFAULT_DEALER_THEME_SETTINGS.header_elements_color);
  });

  it('uses the header element colour for the header button when the dealer asks for the alternative colour', () => {
    const settings = {
      button_cta_color: '#c8102e',
      header_elements_color: '#f2b705',
      header_background_color: '#13294b',
    };
    expect(deriveDealerTheme(settings).color.headerCta.base).toBe('#c8102e');
    expect(
      deriveDealerTheme({ ...settings, use_alternative_color_for_header_cta: true }).color.headerCta.base,
    ).toBe('#f2b705');
  });

  it('falls back to the defaults for missing or invalid colours and accepts 3-digit hex', () => {
    const { settings } = deriveDealerTheme({
      button_cta_color: 'javascript:alert(1)',
      header_background_color: null,
      header_elements_color: 'FA0',
    });
    expect(settings.button_cta_color).toBe(DEFAULT_DEALER_THEME_SETTINGS.button_cta_color);
    expect(settings.header_background_color).toBe(DEFAULT_DEALER_THEME_SETTINGS.header_background_color);
    expect(settings.header_elements_color).toBe('#ffaa00');
    expect(settings.use_alternative_color_for_header_cta).toBe(false);
  });

  it('neutral colours are AA-legible on both page surfaces', () => {
    for (const bg of [NEUTRALS.surface, NEUTRALS.surfaceSunken]) {
      expect(contrastRatio(NEUTRALS.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(NEUTRALS.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(NEUTRALS.border, bg)).toBeGreaterThanOrEqual(3);
    }
  });

  it('every preset dealer theme passes every pair', () => {
    for (const preset of DEALER_THEME_PRESETS) {
      const { color } = deriveDealerTheme(preset.settings);
      const failing = contrastPairs(color).filter((p) => contrastRatio(p.foreground, p.background) < p.min);
      expect(failing, preset.id).toEqual([]);
    }
  });
});
