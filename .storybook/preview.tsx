import '../packages/theme/src/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import {
  BREAKPOINTS,
  DEALER_THEME_PRESETS,
  DealerThemeProvider,
  findDealerThemePreset,
} from '../packages/theme/src/index.ts';
import {
  CUSTOM_THEME,
  CUSTOM_THEME_GLOBAL,
  customThemeGlobal,
  readCustomTheme,
} from '../packages/theme/src/stories/customTheme.ts';

/** Locales of the storefront (spec part 1 §1): en-US default, en-CA fallback, fr-CA. */
export const STORY_LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** Value of the dealer-theme toolbar that renders every preset side by side. */
export const ALL_THEMES = 'all';

const DEFAULT_LOCALE: StoryLocale = 'en-US';

const asLocale = (value: unknown): StoryLocale => STORY_LOCALES.find((l) => l === value) ?? 'en-US';

/** Keeps `<html lang>` in step with the locale toolbar (screen readers and axe read it). */
function LocaleRoot({ locale, children }: { locale: StoryLocale; children: ReactNode }): ReactNode {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

/**
 * Wraps every story in the dealer theme chosen in the toolbar. In "All" mode the story renders once
 * per preset, side by side. A story can opt out of "All" with `parameters.dealerTheme.all = false`.
 */
const withDealerTheme: Decorator = (Story, context) => {
  const locale = asLocale(context.globals.locale);
  const themeId = typeof context.globals.dealerTheme === 'string' ? context.globals.dealerTheme : 'default';
  const param: unknown = context.parameters.dealerTheme;
  const allowAll = !(typeof param === 'object' && param !== null && 'all' in param && param.all === false);

  if (themeId === ALL_THEMES && allowAll) {
    return (
      <LocaleRoot locale={locale}>
        <div
          data-testid="all-dealer-themes"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}
        >
          {DEALER_THEME_PRESETS.map((preset) => (
            <DealerThemeProvider key={preset.id} settings={preset.settings} style={{ padding: 16 }}>
              <div data-dealer={preset.id} lang={locale}>
                <Story />
              </div>
            </DealerThemeProvider>
          ))}
        </div>
      </LocaleRoot>
    );
  }

  // "Custom": the colours the theme playground wrote (or a shared link's `&globals=customTheme…`).
  const custom = themeId === CUSTOM_THEME ? readCustomTheme(context.globals[CUSTOM_THEME_GLOBAL]) : null;
  const preset = custom ? null : (findDealerThemePreset(themeId) ?? DEALER_THEME_PRESETS[0]);
  return (
    <LocaleRoot locale={locale}>
      <DealerThemeProvider
        settings={custom ? custom.settings : preset?.settings}
        applyToDocument
        style={{ padding: 16 }}
      >
        <div data-dealer={custom ? CUSTOM_THEME : preset?.id} lang={locale}>
          <Story />
        </div>
      </DealerThemeProvider>
    </LocaleRoot>
  );
};

/**
 * The locale toolbar also sets a story's `language` arg (the header's language toggle, the consent
 * wording): the URL's language wins, as in the storefront. The default locale (en-US) keeps the
 * story's own language, so a story written in French under the default toolbar stays French.
 */
const withLocaleLanguage: Decorator = (Story, context) => {
  const locale = asLocale(context.globals.locale);
  const language = locale.slice(0, 2);
  const current: unknown = context.args.language;
  const follows = locale !== DEFAULT_LOCALE && (current === 'en' || current === 'fr') && current !== language;
  return follows ? <Story args={{ ...context.args, language }} /> : <Story />;
};

/** Storybook viewports built from the storefront breakpoints (xs 380 .. xlg 1367). */
const viewportOptions = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, width]) => [
    name,
    {
      name: `${name} (${width}px)`,
      styles: { width: `${width}px`, height: width < BREAKPOINTS.md ? '800px' : '900px' },
      type:
        width < BREAKPOINTS.sm
          ? ('mobile' as const)
          : width < BREAKPOINTS.lg
            ? ('tablet' as const)
            : ('desktop' as const),
    },
  ]),
);

const preview: Preview = {
  decorators: [withLocaleLanguage, withDealerTheme],
  globalTypes: {
    dealerTheme: {
      description: 'Dealer theme',
      toolbar: {
        title: 'Dealer theme',
        icon: 'paintbrush',
        items: [
          ...DEALER_THEME_PRESETS.map((p) => ({
            value: p.id,
            title: p.city ? `${p.name} (${p.city})` : p.name,
          })),
          { value: ALL_THEMES, title: 'All presets side by side' },
          { value: CUSTOM_THEME, title: 'Custom (playground)' },
        ],
        dynamicTitle: true,
      },
    },
    [CUSTOM_THEME_GLOBAL]: {
      description:
        'The theme playground’s colours, applied by the dealer-theme toolbar’s “Custom (playground)”',
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALES.map((l) => ({ value: l, title: l })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    dealerTheme: 'default',
    locale: DEFAULT_LOCALE,
    [CUSTOM_THEME_GLOBAL]: customThemeGlobal(readCustomTheme(undefined)),
  },
  parameters: {
    // The kit's front page first, then the theme's stories, then the components.
    options: { storySort: { order: ['Introduction', 'Theme', '*'] } },
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
