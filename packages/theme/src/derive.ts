/**
 * `deriveDealerTheme(settings)`: the dealer's three theme colours in, every colour the kit uses out.
 *
 * Pure and deterministic. Rules (see README "How a dealer theme is derived"):
 * - The dealer's colours are used exactly as given for the base of each ramp and the header
 *   background; every colour derived from them stays within the theme lightness limits 15..95.
 * - Text on a colour is the first of white, ink (#1b1f24) and black that reaches 4.5:1 on it (black
 *   always does when white does not), so text is legible whatever colour the dealer picks.
 * - Hover and active shades step the lightness by the step factors 0.35 and 0.6 (see `stateShade`)
 *   and keep the text on them at 4.5:1 or more.
 * - Subtle backgrounds sit at the upper limit (95); borders, focus rings and brand-coloured text
 *   step the lightness down until they reach 3:1 (UI) or 4.5:1 (text) on both page surfaces.
 */
import {
  AA,
  contrastRatio,
  hexToHsl,
  hslToHex,
  lightnessOf,
  nearestLegible,
  normalizeHex,
  relativeLuminance,
} from '@storefront/domain';
import { THEME_LIGHTNESS_LIMITS, THEME_STEP_FACTORS } from './constants.ts';
import { SANS_STACK } from './tokens.ts';

/** Dealer theme settings as the API sends them (spec part 1 §3); every field may be missing. */
export type DealerThemeSettings = {
  readonly button_cta_color?: string | null;
  readonly header_background_color?: string | null;
  readonly header_elements_color?: string | null;
  readonly use_alternative_color_for_header_cta?: boolean | null;
  /**
   * The dealer's type family (one family name, such as `Source Sans 3`), which the dealer's own
   * stylesheet or the page's system provides; absent: the self-hosted Inter.
   */
  readonly font_family?: string | null;
};

/** Settings after validation: colours are lower-case `#rrggbb`. */
export type NormalizedDealerThemeSettings = {
  readonly button_cta_color: string;
  readonly header_background_color: string;
  readonly header_elements_color: string;
  readonly use_alternative_color_for_header_cta: boolean;
  /** The dealer's family name (spaces collapsed), or null for the default (Inter). */
  readonly font_family: string | null;
};

/** Every shade of one colour that components need. All values are `#rrggbb`. */
export type ColorRamp = {
  /** Solid background (primary button, solid badge). */
  readonly base: string;
  /** Background on hover (first step, factor 0.35). */
  readonly hover: string;
  /** Background when pressed or selected (second step, factor 0.6). */
  readonly active: string;
  /** Tinted background (subtle badge, selected row, alert) at lightness 95. */
  readonly subtle: string;
  /** Border / outline in this colour: at least 3:1 on both page surfaces. */
  readonly border: string;
  /** Text and icons on `base`, `hover` and `active`: at least 4.5:1 on each. */
  readonly text: string;
  /** Text on `subtle`: at least 4.5:1. */
  readonly onSubtle: string;
  /** This colour used as text on the page surfaces (links, outline buttons): at least 4.5:1. */
  readonly onSurface: string;
};

export type HeaderColors = {
  readonly background: string;
  readonly hover: string;
  readonly active: string;
  /** Header elements (links, icons, dealer name): at least 4.5:1 on background, hover and active. */
  readonly text: string;
  /** Focus ring inside the header: at least 3:1 on the header background. */
  readonly focus: string;
  /**
   * Behind the dealer's logo: the header background when dark ink (a logo as logos are usually
   * drawn) reaches 3:1 on it, else the page surface, a light plate on which the logo shows.
   */
  readonly logoPlate: string;
};

/** The colour part of the theme contract (`vars.color`). */
export type ThemeColors = {
  readonly text: string;
  readonly textMuted: string;
  readonly textInverse: string;
  readonly surface: string;
  readonly surfaceSunken: string;
  readonly border: string;
  readonly borderSubtle: string;
  readonly backdrop: string;
  /** Focus ring on the page surfaces: at least 3:1 on both. */
  readonly focus: string;
  readonly brand: ColorRamp;
  readonly header: HeaderColors;
  /** The header's call-to-action button (alternative colour when the dealer asks for it). */
  readonly headerCta: ColorRamp;
  readonly danger: ColorRamp;
  readonly success: ColorRamp;
  readonly warning: ColorRamp;
  readonly info: ColorRamp;
};

export type DerivedDealerTheme = {
  readonly settings: NormalizedDealerThemeSettings;
  readonly color: ThemeColors;
  /**
   * The `font-family` of body text and headings: the dealer's family, then the default stack (Inter,
   * its metric-matched fallback, the system's) for what it lacks; the default stack alone without one.
   */
  readonly fontFamily: string;
};

export const WHITE = '#ffffff';
export const BLACK = '#000000';
/** Body text colour. */
export const INK = '#1b1f24';

/** Colours that do not depend on the dealer. Each meets AA on both surfaces (tested). */
export const NEUTRALS = Object.freeze({
  text: INK,
  textMuted: '#555e6b',
  textInverse: WHITE,
  surface: WHITE,
  surfaceSunken: '#f4f5f7',
  border: '#737c89',
  borderSubtle: '#d5dae1',
  backdrop: 'rgba(17, 24, 39, 0.64)',
} as const);

/** Seeds of the status ramps. */
export const STATUS_SEEDS = Object.freeze({
  danger: '#b42318',
  success: '#067647',
  warning: '#b54708',
  info: '#175cd3',
} as const);

/** Settings used for any field the dealer has not set (a neutral blue storefront, white header). */
export const DEFAULT_DEALER_THEME_SETTINGS: NormalizedDealerThemeSettings = Object.freeze({
  button_cta_color: '#0b5cad',
  header_background_color: '#ffffff',
  header_elements_color: '#1b1f24',
  use_alternative_color_for_header_cta: false,
  font_family: null,
});

const { min: L_MIN, max: L_MAX } = THEME_LIGHTNESS_LIMITS;
const [STEP_ONE, STEP_TWO] = THEME_STEP_FACTORS;

/**
 * The header's element colour when the dealer has none: the default ink, or white where white reads
 * better on their header (a dark header would otherwise get the ink lightened to a grey that reads as
 * disabled).
 */
const defaultHeaderElements = (background: string): string => {
  const ink = DEFAULT_DEALER_THEME_SETTINGS.header_elements_color;
  return contrastRatio(WHITE, background) > contrastRatio(ink, background) ? WHITE : ink;
};

/**
 * A dealer's family name fit for CSS: letters (any script), digits, spaces and hyphens, 1 to 64
 * characters, starting with a letter or digit (no quotes, commas, semicolons or braces, so it can
 * never end the declaration it is put in); spaces collapsed. Anything else: null (the default).
 */
export const normalizeFontFamily = (value: string | null | undefined): string | null => {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  return /^[\p{L}\p{N}][\p{L}\p{N} -]{0,63}$/u.test(name) ? name : null;
};

/** The `font-family` of a dealer's family (quoted), then the default stack; the default alone for null. */
export const fontFamilyStack = (family: string | null): string =>
  family === null ? SANS_STACK : `"${family}", ${SANS_STACK}`;

/** Validates and fills settings; invalid or missing colours fall back to the defaults. */
export const normalizeDealerThemeSettings = (
  settings: DealerThemeSettings = {},
): NormalizedDealerThemeSettings => {
  const header =
    normalizeHex(settings.header_background_color ?? '') ??
    DEFAULT_DEALER_THEME_SETTINGS.header_background_color;
  return {
    button_cta_color:
      normalizeHex(settings.button_cta_color ?? '') ?? DEFAULT_DEALER_THEME_SETTINGS.button_cta_color,
    header_background_color: header,
    header_elements_color:
      normalizeHex(settings.header_elements_color ?? '') ?? defaultHeaderElements(header),
    use_alternative_color_for_header_cta: settings.use_alternative_color_for_header_cta === true,
    font_family: normalizeFontFamily(settings.font_family),
  };
};

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * A colour of hue `h`, saturation `s` and lightness `l` whose rendered (8-bit) lightness is inside
 * the theme limits.
 */
const shade = (h: number, s: number, l: number): string => {
  let target = clamp(l, L_MIN, L_MAX);
  for (let i = 0; i < 8; i += 1) {
    const hex = hslToHex({ h, s, l: target });
    const rendered = lightnessOf(hex);
    if (rendered >= L_MIN && rendered <= L_MAX) return hex;
    target += rendered < L_MIN ? 0.1 : -0.1;
  }
  return hslToHex({ h: 0, s: 0, l: (L_MIN + L_MAX) / 2 });
};

const asList = (v: string | readonly string[]): readonly string[] => (typeof v === 'string' ? [v] : v);
const minContrast = (fg: string, backgrounds: readonly string[]): number =>
  Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));

/**
 * First of white, ink and black with at least `min`:1 on every given background; for a single
 * background black always reaches 4.5:1 when white does not.
 */
export const textOn = (background: string | readonly string[], min: number = AA.text): string => {
  const backgrounds = asList(background);
  for (const candidate of [WHITE, INK]) {
    if (minContrast(candidate, backgrounds) >= min) return candidate;
  }
  return minContrast(BLACK, backgrounds) >= minContrast(WHITE, backgrounds) ? BLACK : WHITE;
};

/** The colour with the same hue and saturation and its lightness clamped into the limits. */
const clampedLightness = (hex: string): string => {
  const hsl = hexToHsl(hex);
  if (hsl === null) throw new TypeError(`Not a hex colour: ${hex}`);
  return hsl.l >= L_MIN && hsl.l <= L_MAX ? hex : shade(hsl.h, hsl.s, hsl.l);
};

/** Room (in lightness points) a base needs before its limit to step away from its text colour. */
const MIN_ROOM = 10;

/**
 * Hover (factor 0.35) or active (factor 0.6) shade of `base` under `text`.
 * Normally the lightness steps away from the text colour toward the limit on that side (15 under
 * light text, 95 under dark text), by `factor` of the distance, so contrast only grows. When the base
 * is within 10 points of that limit or beyond it (near-white, near-black), it steps toward the text
 * instead, by `factor` of the distance to the last lightness at which the text still reaches 4.5:1.
 * The result is always within the lightness limits and keeps the text at 4.5:1 or more.
 */
export const stateShade = (base: string, text: string, factor: number): string => {
  const hsl = hexToHsl(base);
  if (hsl === null) throw new TypeError(`Not a hex colour: ${base}`);
  const textIsLighter = relativeLuminance(text) > relativeLuminance(base);
  const awayLimit = textIsLighter ? L_MIN : L_MAX;
  const room = textIsLighter ? hsl.l - L_MIN : L_MAX - hsl.l;
  const legible = (hex: string): boolean => contrastRatio(text, hex) >= AA.text;
  let target: number;
  if (room >= MIN_ROOM) {
    target = hsl.l + (awayLimit - hsl.l) * factor;
  } else {
    // Last lightness toward the text at which the text is still legible.
    const dir = textIsLighter ? 1 : -1;
    let safe = hsl.l;
    for (let l = hsl.l + dir; l >= 0 && l <= 100; l += dir) {
      if (!legible(hslToHex({ h: hsl.h, s: hsl.s, l }))) break;
      safe = l;
    }
    target = hsl.l + (safe - hsl.l) * factor;
  }
  // Walk back toward the base if rounding or clamping ever costs legibility.
  for (let t = 1; t >= 0; t -= 0.125) {
    const candidate = shade(hsl.h, hsl.s, hsl.l + (target - hsl.l) * t);
    if (legible(candidate)) return candidate;
  }
  return shade(hsl.h, hsl.s, awayLimit);
};

/**
 * Darkens `seed` (same hue and saturation) until it reaches `min`:1 on every colour in `against`,
 * never below the lower lightness limit. Returns `fallback` if even the limit is not enough.
 */
const darkenUntil = (seed: string, against: readonly string[], min: number, fallback: string): string => {
  const hsl = hexToHsl(seed);
  if (hsl === null) throw new TypeError(`Not a hex colour: ${seed}`);
  const passes = (hex: string): boolean => against.every((bg) => contrastRatio(hex, bg) >= min);
  let l = clamp(hsl.l, L_MIN, L_MAX);
  for (;;) {
    const hex = shade(hsl.h, hsl.s, l);
    if (passes(hex)) return hex;
    if (l <= L_MIN) return passes(fallback) ? fallback : INK;
    l = Math.max(L_MIN, l - 1);
  }
};

const PAGE_SURFACES = [NEUTRALS.surface, NEUTRALS.surfaceSunken] as const;

/** All shades of one seed colour. */
export const deriveRamp = (seed: string): ColorRamp => {
  const base = normalizeHex(seed) ?? DEFAULT_DEALER_THEME_SETTINGS.button_cta_color;
  // Legible on the base and on its nearest in-limits shade, so every state shade can keep it.
  const text = textOn([base, clampedLightness(base)]);
  const hsl = hexToHsl(base) ?? { h: 0, s: 0, l: 50 };
  const subtle = shade(hsl.h, hsl.s, L_MAX);
  return {
    base,
    hover: stateShade(base, text, STEP_ONE),
    active: stateShade(base, text, STEP_TWO),
    subtle,
    border: darkenUntil(base, PAGE_SURFACES, AA.ui, NEUTRALS.border),
    text,
    onSubtle: darkenUntil(base, [subtle], AA.text, INK),
    onSurface: darkenUntil(base, PAGE_SURFACES, AA.text, INK),
  };
};

/**
 * `preferred` when it reaches `min`:1 on every background, else the nearest lightness of the same
 * hue and saturation that does (text may go beyond the theme limits, up to white or black), else
 * white, ink or black.
 */
export const legibleOn = (
  preferred: string,
  background: string | readonly string[],
  min: number = AA.text,
): string => {
  const backgrounds = asList(background);
  if (minContrast(preferred, backgrounds) >= min) return preferred;
  return nearestLegible(preferred, backgrounds, min) ?? textOn(backgrounds, min);
};

const deriveHeader = (background: string, elements: string): HeaderColors => {
  const base = normalizeHex(background) ?? DEFAULT_DEALER_THEME_SETTINGS.header_background_color;
  const text = legibleOn(elements, [base, clampedLightness(base)]);
  return {
    background: base,
    hover: stateShade(base, text, STEP_ONE),
    active: stateShade(base, text, STEP_TWO),
    text,
    focus: text,
    logoPlate: contrastRatio(INK, base) >= AA.ui ? base : NEUTRALS.surface,
  };
};

/**
 * The focus ring's colour: 3:1 on the page surfaces, and 3:1 against the dealer's button colour
 * (a ring around a filled button) when a ring legible on the page can reach it, else as distinct
 * from the button as such a ring can be: the brand's border, its text shade, ink or black.
 */
export const focusRingOn = (brand: ColorRamp): string => {
  const candidates = [brand.border, brand.onSurface, INK, '#000000'];
  const legible = candidates.filter((c) => PAGE_SURFACES.every((s) => contrastRatio(c, s) >= AA.ui));
  const enough = legible.find((c) => contrastRatio(c, brand.base) >= AA.ui);
  if (enough) return enough;
  return legible.reduce(
    (best, c) => (contrastRatio(c, brand.base) > contrastRatio(best, brand.base) ? c : best),
    legible[0] ?? INK,
  );
};

type StatusRamps = Pick<ThemeColors, 'danger' | 'success' | 'warning' | 'info'>;
let statusCache: StatusRamps | null = null;
/** The status ramps do not depend on the dealer: derived once. */
const statusRamps = (): StatusRamps => {
  statusCache ??= {
    danger: deriveRamp(STATUS_SEEDS.danger),
    success: deriveRamp(STATUS_SEEDS.success),
    warning: deriveRamp(STATUS_SEEDS.warning),
    info: deriveRamp(STATUS_SEEDS.info),
  };
  return statusCache;
};

/** Derives every colour of the kit from the dealer's theme settings. Pure. */
export const deriveDealerTheme = (input: DealerThemeSettings = {}): DerivedDealerTheme => {
  const settings = normalizeDealerThemeSettings(input);
  const brand = deriveRamp(settings.button_cta_color);
  const header = deriveHeader(settings.header_background_color, settings.header_elements_color);
  const headerCta = settings.use_alternative_color_for_header_cta
    ? deriveRamp(settings.header_elements_color)
    : brand;
  return {
    settings,
    color: {
      ...NEUTRALS,
      focus: focusRingOn(brand),
      brand,
      header,
      headerCta,
      ...statusRamps(),
    },
    fontFamily: fontFamilyStack(settings.font_family),
  };
};

/** A foreground/background pair the kit renders, with the WCAG AA minimum it must meet. */
export type ContrastPair = {
  readonly id: string;
  readonly foreground: string;
  readonly background: string;
  /** 4.5 for text, 3 for UI parts and focus rings. */
  readonly min: number;
  readonly kind: 'text' | 'ui';
};

const rampPairs = (name: string, ramp: ColorRamp): ContrastPair[] => {
  const pairs: ContrastPair[] = [];
  for (const state of ['base', 'hover', 'active'] as const) {
    pairs.push({
      id: `${name}.text/${name}.${state}`,
      foreground: ramp.text,
      background: ramp[state],
      min: AA.text,
      kind: 'text',
    });
  }
  pairs.push({
    id: `${name}.onSubtle/${name}.subtle`,
    foreground: ramp.onSubtle,
    background: ramp.subtle,
    min: AA.text,
    kind: 'text',
  });
  for (const surface of ['surface', 'surfaceSunken'] as const) {
    pairs.push({
      id: `${name}.onSurface/${surface}`,
      foreground: ramp.onSurface,
      background: NEUTRALS[surface],
      min: AA.text,
      kind: 'text',
    });
    pairs.push({
      id: `${name}.border/${surface}`,
      foreground: ramp.border,
      background: NEUTRALS[surface],
      min: AA.ui,
      kind: 'ui',
    });
  }
  return pairs;
};

/** Every text/background and UI/background pair of a derived theme, for tests and the playground. */
export const contrastPairs = (color: ThemeColors): ContrastPair[] => {
  const pairs: ContrastPair[] = [];
  for (const surface of ['surface', 'surfaceSunken'] as const) {
    const bg = color[surface];
    pairs.push({ id: `text/${surface}`, foreground: color.text, background: bg, min: AA.text, kind: 'text' });
    pairs.push({
      id: `textMuted/${surface}`,
      foreground: color.textMuted,
      background: bg,
      min: AA.text,
      kind: 'text',
    });
    pairs.push({ id: `border/${surface}`, foreground: color.border, background: bg, min: AA.ui, kind: 'ui' });
    pairs.push({ id: `focus/${surface}`, foreground: color.focus, background: bg, min: AA.ui, kind: 'ui' });
  }
  for (const state of ['background', 'hover', 'active'] as const) {
    pairs.push({
      id: `header.text/header.${state}`,
      foreground: color.header.text,
      background: color.header[state],
      min: AA.text,
      kind: 'text',
    });
  }
  pairs.push({
    id: 'header.focus/header.background',
    foreground: color.header.focus,
    background: color.header.background,
    min: AA.ui,
    kind: 'ui',
  });
  // A logo drawn in dark ink shows on its plate.
  pairs.push({
    id: 'ink/header.logoPlate',
    foreground: INK,
    background: color.header.logoPlate,
    min: AA.ui,
    kind: 'ui',
  });
  const ramps = ['brand', 'headerCta', 'danger', 'success', 'warning', 'info'] as const;
  for (const name of ramps) pairs.push(...rampPairs(name, color[name]));
  return pairs;
};

/**
 * Every colour derived from a dealer colour (not the dealer's own base colours, which are used as
 * given); each stays within the theme lightness limits.
 */
export const derivedBackgrounds = (color: ThemeColors): { id: string; value: string }[] => {
  const out: { id: string; value: string }[] = [
    { id: 'header.hover', value: color.header.hover },
    { id: 'header.active', value: color.header.active },
  ];
  for (const name of ['brand', 'headerCta', 'danger', 'success', 'warning', 'info'] as const) {
    const ramp = color[name];
    for (const key of ['hover', 'active', 'subtle', 'border', 'onSubtle', 'onSurface'] as const) {
      out.push({ id: `${name}.${key}`, value: ramp[key] });
    }
  }
  return out;
};
