/**
 * Preset dealer themes: the demo dealers of the seed data plus two extremes that test the
 * derivation (a very light brand and a very dark one). Storybook's dealer-theme toolbar and the
 * theme playground are built from this list.
 */
import type { DealerThemeSettings } from './derive.ts';
import { DEFAULT_DEALER_THEME_SETTINGS } from './derive.ts';

export type DealerThemePreset = {
  /** Dealer code (also the toolbar value). */
  readonly id: string;
  /** Dealer name as shown in the header when there is no logo. */
  readonly name: string;
  readonly city: string;
  /** Every colour setting given; the type family only where a preset has one (Inter otherwise). */
  readonly settings: Required<{
    [K in Exclude<keyof DealerThemeSettings, 'font_family'>]: NonNullable<DealerThemeSettings[K]>;
  }> &
    Pick<DealerThemeSettings, 'font_family'>;
};

export const DEALER_THEME_PRESETS: readonly DealerThemePreset[] = Object.freeze([
  {
    id: 'default',
    name: 'Storefront',
    city: '',
    settings: DEFAULT_DEALER_THEME_SETTINGS,
  },
  {
    id: 'maple_motors',
    name: 'Maple Motors',
    city: 'Toronto',
    settings: {
      button_cta_color: '#c8102e',
      header_background_color: '#ffffff',
      header_elements_color: '#8a1020',
      use_alternative_color_for_header_cta: false,
    },
  },
  {
    id: 'riviere_auto',
    name: 'Rivière Auto',
    city: 'Montréal',
    settings: {
      button_cta_color: '#1e88e5',
      header_background_color: '#0b3c5d',
      header_elements_color: '#e3f2fd',
      use_alternative_color_for_header_cta: false,
    },
  },
  {
    id: 'lone_star_motors',
    name: 'Lone Star Motors',
    city: 'Austin',
    settings: {
      button_cta_color: '#13294b',
      header_background_color: '#13294b',
      header_elements_color: '#f2b705',
      use_alternative_color_for_header_cta: true,
    },
  },
  {
    id: 'pale_brand',
    name: 'Ivory Autos',
    city: 'Halifax',
    settings: {
      button_cta_color: '#fdf6e3',
      header_background_color: '#fffdf7',
      header_elements_color: '#f3e9c6',
      use_alternative_color_for_header_cta: false,
    },
  },
  {
    id: 'dark_brand',
    name: 'Midnight Motors',
    city: 'Calgary',
    settings: {
      button_cta_color: '#050505',
      header_background_color: '#000000',
      header_elements_color: '#1c1c1c',
      use_alternative_color_for_header_cta: false,
    },
  },
]);

/** The preset with this id, or `undefined`. */
export const findDealerThemePreset = (id: string): DealerThemePreset | undefined =>
  DEALER_THEME_PRESETS.find((p) => p.id === id);
