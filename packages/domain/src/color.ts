/**
 * Pure colour maths: parsing, HSL conversion, WCAG 2.2 relative luminance and contrast ratio, and the
 * nearest legible shade of a colour. The theme's derivation (packages/theme) and the server's own
 * pages (the test drive's confirmation) read the one definition here.
 */

/** An sRGB colour with channels 0..255. */
export type Rgb = { readonly r: number; readonly g: number; readonly b: number };
/** Hue 0..360, saturation and lightness 0..100 (CSS `hsl()` units). */
export type Hsl = { readonly h: number; readonly s: number; readonly l: number };

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True when `value` is a 3- or 6-digit hex colour, with or without the leading `#`. */
export const isHexColor = (value: string): boolean => HEX_RE.test(value.trim());

/** Parses `#rgb` / `#rrggbb` (the `#` is optional). Returns `null` for anything else. */
export const parseHex = (value: string): Rgb | null => {
  const match = HEX_RE.exec(value.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
};

const channelHex = (v: number): string =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0');

/** Formats as lower-case `#rrggbb`. */
export const toHex = ({ r, g, b }: Rgb): string => `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;

/** Normalises any accepted hex spelling to lower-case `#rrggbb`, or `null`. */
export const normalizeHex = (value: string): string | null => {
  const rgb = parseHex(value);
  return rgb === null ? null : toHex(rgb);
};

export const rgbToHsl = ({ r, g, b }: Rgb): Hsl => {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
};

export const hslToRgb = ({ h, s, l }: Hsl): Rgb => {
  const sn = Math.min(100, Math.max(0, s)) / 100;
  const ln = Math.min(100, Math.max(0, l)) / 100;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  let rgb: [number, number, number];
  if (hp < 1) rgb = [c, x, 0];
  else if (hp < 2) rgb = [x, c, 0];
  else if (hp < 3) rgb = [0, c, x];
  else if (hp < 4) rgb = [0, x, c];
  else if (hp < 5) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  const m = ln - c / 2;
  return { r: (rgb[0] + m) * 255, g: (rgb[1] + m) * 255, b: (rgb[2] + m) * 255 };
};

/** Hex (any accepted spelling) to HSL; `null` when not a hex colour. */
export const hexToHsl = (value: string): Hsl | null => {
  const rgb = parseHex(value);
  return rgb === null ? null : rgbToHsl(rgb);
};

/** HSL to `#rrggbb` (rounded to 8-bit channels). */
export const hslToHex = (hsl: Hsl): string => toHex(hslToRgb(hsl));

/** HSL lightness (0..100) of a hex colour after 8-bit rounding, as a browser would render it. */
export const lightnessOf = (hex: string): number => hexToHsl(hex)?.l ?? 0;

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.2 relative luminance, 0 (black) .. 1 (white). */
export const relativeLuminance = (hex: string): number => {
  const rgb = parseHex(hex);
  if (rgb === null) throw new TypeError(`Not a hex colour: ${hex}`);
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
};

/** WCAG 2.2 contrast ratio between two colours, 1..21. */
export const contrastRatio = (a: string, b: string): number => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** WCAG 2.2 AA minimum ratios. */
export const AA = Object.freeze({
  /** Body text (1.4.3). */
  text: 4.5,
  /** Large text (1.4.3) and user-interface components and focus indicators (1.4.11). */
  large: 3,
  ui: 3,
} as const);

/** Formats a contrast ratio the way WCAG tools print it, e.g. `4.52:1` (floored, never rounded up). */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * The colour of `preferred`'s hue and saturation whose lightness is nearest its own and reaches
 * `min`:1 on every background (`preferred` itself when it does); `null` when `preferred` is not a hex
 * colour or no lightness of its hue reaches `min`.
 */
export const nearestLegible = (
  preferred: string,
  backgrounds: readonly string[],
  min: number,
): string | null => {
  const hsl = hexToHsl(preferred);
  if (hsl === null) return null;
  const legible = (hex: string): boolean => backgrounds.every((bg) => contrastRatio(hex, bg) >= min);
  if (legible(preferred)) return preferred;
  for (let delta = 1; delta <= 100; delta += 1) {
    for (const l of [hsl.l - delta, hsl.l + delta]) {
      if (l < 0 || l > 100) continue;
      const hex = hslToHex({ h: hsl.h, s: hsl.s, l });
      if (legible(hex)) return hex;
    }
  }
  return null;
};
