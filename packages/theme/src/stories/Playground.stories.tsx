import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DealerThemeProvider } from '../DealerThemeProvider.tsx';
import { deriveDealerTheme } from '../derive.ts';
import { DEALER_THEME_PRESETS, findDealerThemePreset } from '../presets.ts';
import { DemoScreen } from './DemoScreen.tsx';
import { asStoryLocale, translator } from './messages.ts';
import { Playground } from './Playground.tsx';
import { sideBySide } from './stories.css.ts';

const meta: Meta = { title: 'Theme/Playground' };
export default meta;

const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Pick or paste the dealer colours and a logo; the preview, the ratios and the JSON follow. */
export const ThemePlayground: StoryObj = {
  name: 'Theme playground',
  parameters: { dealerTheme: { all: false }, layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const locale = asStoryLocale(globals.locale);
    return <Playground t={translator(locale)} locale={locale} />;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const cta = canvas.getByRole('textbox', { name: 'Button call-to-action color' });

    await step('pasting a colour restyles the preview and the JSON', async () => {
      await userEvent.clear(cta);
      await userEvent.type(cta, '#2e7d32');
      const reserve = canvas.getByRole('button', { name: 'Reserve this vehicle' });
      await waitFor(() => expect(getComputedStyle(reserve).backgroundColor).toBe(rgb('#2e7d32')));
      const json = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Dealer theme settings (JSON)' });
      await expect(json.value).toContain('"button_cta_color": "#2e7d32"');
    });

    await step('an invalid colour is flagged and the last valid one stays', async () => {
      const bg = canvas.getByRole('textbox', { name: 'Header background color' });
      await userEvent.clear(bg);
      await userEvent.type(bg, 'zzz');
      await expect(bg).toHaveAttribute('aria-invalid', 'true');
      await expect(bg).toHaveAccessibleDescription('Enter a hex color such as #c8102e');
    });

    await step('an illegible header colour is adjusted and reported', async () => {
      const bg = canvas.getByRole('textbox', { name: 'Header background color' });
      const fg = canvas.getByRole('textbox', { name: 'Header elements color' });
      await userEvent.clear(bg);
      await userEvent.type(bg, '#13294b');
      await userEvent.clear(fg);
      await userEvent.type(fg, '#1c3a6b');
      await expect(canvas.getByTestId('adjusted')).toHaveTextContent('adjusted');
    });

    await step('the modal opens and closes from the keyboard', async () => {
      const open = canvas.getByRole('button', { name: 'Unlock pricing' });
      open.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await canvas.findByRole('dialog', { name: 'Save your deal' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeVisible());
      open.focus();
      await userEvent.keyboard('{Enter}');
      await expect(dialog).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(dialog).not.toBeVisible());
    });

    await step('the settings can be copied', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy settings' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(/Settings copied|Copy failed/);
    });
  },
};

export const PlaygroundInFrench: StoryObj = {
  name: 'Theme playground (fr-CA)',
  parameters: { dealerTheme: { all: false }, layout: 'fullscreen' },
  globals: { locale: 'fr-CA' },
  render: ThemePlayground.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atelier de thème' })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Partir d’un thème prédéfini' }),
      'riviere_auto',
    );
    const preset = findDealerThemePreset('riviere_auto');
    await expect(canvas.getByRole('textbox', { name: 'Couleur des boutons d’action' })).toHaveValue(
      preset?.settings.button_cta_color,
    );
  },
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
