import { normalizeHex } from '@storefront/domain';
import type { NormalizedDealerThemeSettings } from '../derive.ts';
import { deriveDealerTheme } from '../derive.ts';
import { DEALER_THEME_PRESETS, findDealerThemePreset } from '../presets.ts';

/**
 * The playground's theme as a Storybook global, so that a link opens the same colours
 * (`&globals=customTheme.button_cta_color:!hex(2e7d32);…`) and the dealer-theme toolbar's "Custom"
 * entry applies them to every story. The playground writes it; the toolbar's decorator reads it.
 */
export const CUSTOM_THEME = 'custom';
export const CUSTOM_THEME_GLOBAL = 'customTheme';

export type CustomThemeGlobal = {
  /** The preset the colours started from (its name shows in the preview). */
  readonly preset: string;
  readonly button_cta_color: string;
  readonly header_background_color: string;
  readonly header_elements_color: string;
  readonly use_alternative_color_for_header_cta: boolean;
};

export type CustomTheme = {
  readonly presetId: string;
  readonly settings: NormalizedDealerThemeSettings;
};

const COLOURS = ['button_cta_color', 'header_background_color', 'header_elements_color'] as const;
const START_PRESET = 'maple_motors';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The theme a global describes: its preset's settings with every valid colour of the global on top
 * (an invalid or missing colour keeps the preset's). Anything else gives the playground's start.
 */
export function readCustomTheme(value: unknown): CustomTheme {
  const global = isRecord(value) ? value : {};
  const preset =
    (typeof global.preset === 'string' ? findDealerThemePreset(global.preset) : undefined) ??
    findDealerThemePreset(START_PRESET) ??
    DEALER_THEME_PRESETS[0];
  let settings = deriveDealerTheme(preset?.settings).settings;
  for (const key of COLOURS) {
    const raw = global[key];
    const hex = typeof raw === 'string' ? normalizeHex(raw) : null;
    if (hex !== null) settings = { ...settings, [key]: hex };
  }
  const alt = global.use_alternative_color_for_header_cta;
  if (typeof alt === 'boolean') settings = { ...settings, use_alternative_color_for_header_cta: alt };
  return { presetId: preset?.id ?? 'default', settings };
}

/** The global a theme is written as. */
export const customThemeGlobal = ({ presetId, settings }: CustomTheme): CustomThemeGlobal => ({
  preset: presetId,
  button_cta_color: settings.button_cta_color,
  header_background_color: settings.header_background_color,
  header_elements_color: settings.header_elements_color,
  use_alternative_color_for_header_cta: settings.use_alternative_color_for_header_cta,
});

/** The global's value in Storybook's URL syntax: `#rrggbb` as `!hex(rrggbb)`, booleans as `!true`. */
const urlValue = (value: string | boolean): string =>
  typeof value === 'boolean' ? `!${value}` : value.startsWith('#') ? `!hex(${value.slice(1)})` : value;

/**
 * A Storybook address that opens `storyId` with this theme, in the custom dealer theme and `locale`:
 * `<base>?path=/story/<id>&globals=dealerTheme:custom;customTheme.preset:…;locale:fr-CA`.
 */
export function customThemeLink(base: string, storyId: string, theme: CustomTheme, locale: string): string {
  const globals = [
    `dealerTheme:${CUSTOM_THEME}`,
    ...Object.entries(customThemeGlobal(theme)).map(
      ([key, value]) => `${CUSTOM_THEME_GLOBAL}.${key}:${urlValue(value)}`,
    ),
    `locale:${locale}`,
  ].join(';');
  return `${base}?path=/story/${storyId}&globals=${globals}`;
}
