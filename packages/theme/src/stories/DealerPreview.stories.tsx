import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealerThemeProvider } from '../DealerThemeProvider.tsx';
import { deriveDealerTheme } from '../derive.ts';
import { DEALER_THEME_PRESETS, findDealerThemePreset } from '../presets.ts';
import { DemoScreen } from './DemoScreen.tsx';
import { asStoryLocale, translator } from './messages.ts';
import { sideBySide } from './stories.css.ts';

/**
 * The theme package's own representative screen (no kit component: the kit depends on the theme) in
 * each dealer theme. The playground, previewing the kit's real components, is the kit's
 * `src/storybook/ThemePlayground.stories.tsx` (Theme/Playground).
 */
const meta: Meta = { title: 'Theme/Dealer preview' };
export default meta;

const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * The representative screen in the dealer theme chosen in the toolbar; choose "All presets side by
 * side" to compare every preset.
 */
export const DealerPreview: StoryObj = {
  name: 'Dealer preview',
  render: (_args, { globals }) => {
    const locale = asStoryLocale(globals.locale);
    const preset =
      typeof globals.dealerTheme === 'string' ? findDealerThemePreset(globals.dealerTheme) : undefined;
    return <DemoScreen t={translator(locale)} locale={locale} dealerName={preset?.name ?? 'Storefront'} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const preset =
      (typeof globals.dealerTheme === 'string' ? findDealerThemePreset(globals.dealerTheme) : undefined) ??
      DEALER_THEME_PRESETS[0];
    const { color } = deriveDealerTheme(preset?.settings);
    const contact = canvas.getByRole('button', { name: 'Contact us' });
    await expect(getComputedStyle(contact).backgroundColor).toBe(rgb(color.headerCta.base));
    await expect(getComputedStyle(contact).color).toBe(rgb(color.headerCta.text));
  },
};

/** Each extreme preset, so axe checks them in every run. */
export const DarkBrand: StoryObj = {
  ...DealerPreview,
  name: 'Dealer preview: very dark brand',
  globals: { dealerTheme: 'dark_brand' },
};
export const PaleBrand: StoryObj = {
  ...DealerPreview,
  name: 'Dealer preview: very light brand',
  globals: { dealerTheme: 'pale_brand' },
};
export const LoneStar: StoryObj = {
  ...DealerPreview,
  name: 'Dealer preview: Lone Star Motors (en-US)',
  globals: { dealerTheme: 'lone_star_motors', locale: 'en-US' },
};
export const Riviere: StoryObj = {
  ...DealerPreview,
  name: 'Dealer preview: Rivière Auto (fr-CA)',
  globals: { dealerTheme: 'riviere_auto', locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Nous joindre' })).toBeVisible();
    await expect(canvas.getByText(/42\s990,00\s\$/)).toBeVisible();
  },
};

const DEMO_DEALERS = ['maple_motors', 'riviere_auto', 'lone_star_motors'] as const;

/** The three demo dealers side by side (the picture in the theme package's README). */
export const DemoDealers: StoryObj = {
  name: 'Demo dealers side by side',
  parameters: { dealerTheme: { all: false }, layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const locale = asStoryLocale(globals.locale);
    const t = translator(locale);
    return (
      <div className={sideBySide}>
        {DEMO_DEALERS.map((id) => {
          const preset = findDealerThemePreset(id);
          return (
            <DealerThemeProvider key={id} settings={preset?.settings}>
              <DemoScreen t={t} locale={locale} dealerName={preset?.name ?? id} />
            </DealerThemeProvider>
          );
        })}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Reserve this vehicle' });
    await expect(buttons).toHaveLength(DEMO_DEALERS.length);
    DEMO_DEALERS.forEach((id, i) => {
      const preset = findDealerThemePreset(id);
      const button = buttons[i];
      if (preset === undefined || button === undefined) throw new Error(`missing ${id}`);
      expect(getComputedStyle(button).backgroundColor).toBe(rgb(preset.settings.button_cta_color));
    });
  },
};
