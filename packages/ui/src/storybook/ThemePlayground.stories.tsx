import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { useGlobals } from 'storybook/preview-api';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CUSTOM_THEME,
  CUSTOM_THEME_GLOBAL,
  customThemeGlobal,
  customThemeLink,
  readCustomTheme,
} from '../../../theme/src/stories/customTheme.ts';
import { asStoryLocale, translator } from '../../../theme/src/stories/messages.ts';
import type { PlaygroundPreviewProps } from '../../../theme/src/stories/Playground.tsx';
import { Playground } from '../../../theme/src/stories/Playground.tsx';
import { Button } from '../Button/Button.tsx';
import { SAMPLE_VEHICLE_NAME } from '../deal/fixtures.ts';
import { plain } from '../deal/storybook.tsx';
import { Header } from '../Header/Header.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { PaymentConfiguratorValues } from '../PaymentConfigurator/PaymentConfigurator.tsx';
import { PaymentConfigurator } from '../PaymentConfigurator/PaymentConfigurator.tsx';
import { PricingHeader } from '../PricingHeader/PricingHeader.tsx';
import { StockBadge } from '../StockBadge/StockBadge.tsx';
import { VehicleResultCard } from '../VehicleResultCard/VehicleResultCard.tsx';
import { DEALER, logo, vehicleImage } from './fixtures.ts';
import { withKit } from './withKit.tsx';

/** The visible story's id: a shared link opens it (the interaction test below has its own id). */
const PLAYGROUND_STORY = 'theme-playground--theme-playground';

const noop = (): void => {};

const PAYMENT: PaymentConfiguratorValues = {
  term: 84,
  downPaymentCents: 250_000,
  frequency: 'biweekly',
  distanceAllowance: null,
  creditScore: null,
  includeTax: true,
};

/** The payment step as the app keeps it: values in state. */
function PaymentStep({ french }: { readonly french: boolean }): ReactNode {
  const [values, setValues] = useState(PAYMENT);
  return (
    <PaymentConfigurator
      paymentType="finance"
      values={values}
      onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      termChoices={[48, 60, 72, 84].map((value) => ({
        value,
        title: french ? `${value} mois` : `${value} months`,
      }))}
      frequencyChoices={[{ value: 'weekly' }, { value: 'biweekly' }, { value: 'monthly' }]}
    />
  );
}

/** The kit's modal, opened from a button of the screen (it always opens over the page, focus inside). */
function SaveDealModal({ t }: Pick<PlaygroundPreviewProps, 't'>): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="outline">{t('demo.openModal')}</Button>
      </Modal.Trigger>
      <Modal.Content title={t('demo.modalTitle')} description={t('demo.modalBody')} size="sm">
        <Modal.Footer>
          <Button onClick={() => setOpen(false)}>{t('demo.signIn')}</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The real kit screens the playground previews: header, vehicle card, pricing header, modal, payment step. */
function KitPreview({ dealerName, logoUrl, locale, t }: PlaygroundPreviewProps): ReactNode {
  const french = locale === 'fr-CA';
  const dealer = {
    ...DEALER,
    name: dealerName,
    logos: logoUrl
      ? { primary: { mobile: logoUrl, tablet: logoUrl, desktop: logoUrl } }
      : { primary: { mobile: logo(dealerName.slice(0, 3), 90), desktop: logo(dealerName, 260) } },
  };
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="kit-preview">
      <Header
        dealer={dealer}
        language={french ? 'fr' : 'en'}
        onLanguageChange={noop}
        onContact={noop}
        homeHref="#home"
        savedVehiclesCount={2}
        user={null}
        onLogin={noop}
      />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 300px) minmax(0, 1fr)' }}>
        <VehicleResultCard
          name="2023 Honda CR-V"
          trim="EX-L AWD"
          href="#vehicle"
          imageSrc={vehicleImage('CR-V')}
          badge={<StockBadge stockStatus="in stock" />}
          condition="used"
          odometer={38_450}
          stockNumber="U4521"
          priceCents={3_489_500}
          payment={{ amountCents: 24_912, frequency: 'biweekly', termMonths: 84 }}
        />
        <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <PricingHeader
            vehicleName={SAMPLE_VEHICLE_NAME}
            imageSrc={vehicleImage('CR-V')}
            paymentType="finance"
            onPaymentTypeChange={noop}
            payment={{ amountCents: 38_912, frequency: 'biweekly', termMonths: 84, includesTax: true }}
          />
          <div>
            <SaveDealModal t={t} />
          </div>
          <PaymentStep french={french} />
        </div>
      </div>
    </div>
  );
}

/** The Storybook's address (the manager's, also when the story is opened alone in `iframe.html`). */
const storybookBase = (): string => {
  const manager = (location: Location): string =>
    `${location.origin}${location.pathname.replace(/iframe\.html$/, '')}`;
  try {
    return manager(window.top?.location ?? window.location);
  } catch {
    return manager(window.location);
  }
};

const meta = {
  title: 'Theme/Playground',
  decorators: [withKit],
  parameters: { dealerTheme: { all: false }, layout: 'fullscreen' },
  render: function Render(_args, { globals }) {
    const [, updateGlobals] = useGlobals();
    const locale = asStoryLocale(globals.locale);
    return (
      <Playground
        t={translator(locale)}
        locale={locale}
        initial={readCustomTheme(globals[CUSTOM_THEME_GLOBAL])}
        onChange={(theme) => updateGlobals({ [CUSTOM_THEME_GLOBAL]: customThemeGlobal(theme) })}
        linkFor={(theme) => customThemeLink(storybookBase(), PLAYGROUND_STORY, theme, locale)}
        renderPreview={KitPreview}
      />
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A computed colour (`r, g, b` channels) as `#rrggbb`, to compare with the settings. */
const hexOf = (computed: string): string =>
  `#${(computed.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/** Colours of the kit's presets (the kit holds no colour literal, its stories included). */
const preset = (id: string) => readCustomTheme({ preset: id }).settings;
const LONE_STAR = preset('lone_star_motors');
const RIVIERE = preset('riviere_auto');
const MIDNIGHT = preset('dark_brand');
/** The colour typed into the call-to-action field (the playground opens on Maple Motors' red). */
const NAVY = LONE_STAR.button_cta_color;
const urlHex = (hex: string): string => `!hex(${hex.slice(1)})`;

/**
 * Pick or paste the dealer colours and a logo; the kit's header, vehicle card, pricing header, modal
 * and payment step follow, with the contrast ratios and the settings as JSON. It opens as it is: the
 * colours are the Storybook global `customTheme` (in the address, so a link opens the same theme),
 * and "Custom (playground)" in the dealer-theme toolbar applies them to every story.
 */
export const ThemePlayground: Story = {
  name: 'Theme playground',
};

/** In French: the kit's header speaks French too (its language toggle offers English). */
export const PlaygroundInFrench: Story = {
  name: 'Theme playground (fr-CA)',
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atelier de thème' })).toBeVisible();
    const preview = within(canvas.getByTestId('kit-preview'));
    await expect(preview.getAllByRole('button', { name: 'English' }).length).toBeGreaterThan(0);
    await expect(preview.queryByRole('button', { name: 'Français' })).toBeNull();
  },
};

const SHARED = {
  preset: 'riviere_auto',
  button_cta_color: NAVY,
  header_background_color: LONE_STAR.header_background_color,
  header_elements_color: LONE_STAR.header_elements_color,
  use_alternative_color_for_header_cta: false,
};

/**
 * What a shared link opens (`&globals=dealerTheme:custom;customTheme.button_cta_color:!hex(2e7d32);…`):
 * the playground with those colours, and the page itself in them through the toolbar's "Custom".
 */
export const OpenedFromALink: Story = {
  name: 'Opened from a shared link',
  globals: { dealerTheme: CUSTOM_THEME, [CUSTOM_THEME_GLOBAL]: SHARED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Button call-to-action color' })).toHaveValue(NAVY);
    await expect(canvas.getByRole('textbox', { name: 'Header background color' })).toHaveValue(
      LONE_STAR.header_background_color,
    );
    await expect(canvas.getByRole('combobox', { name: 'Start from a preset' })).toHaveValue('riviere_auto');
    // The preview's kit button and, through the toolbar's "Custom", the playground's own button.
    const preview = within(canvas.getByTestId('kit-preview'));
    const unlock = preview.getByRole('button', { name: 'Unlock pricing' });
    await expect(hexOf(getComputedStyle(unlock).color)).toBe(NAVY);
    const copy = canvas.getByRole('button', { name: 'Copy settings' });
    await expect(hexOf(getComputedStyle(copy).backgroundColor)).toBe(NAVY);
  },
};

/**
 * The interactions, run by the tests and not on load (`!dev`: not in the sidebar, so a designer
 * opening the playground sees it as it is; `!autodocs`: not on the docs page).
 */
export const Interactions: Story = {
  name: 'Theme playground: interactions',
  tags: ['!dev', '!autodocs'],
  globals: { dealerTheme: CUSTOM_THEME },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByTestId('kit-preview'));
    const cta = canvas.getByRole('textbox', { name: 'Button call-to-action color' });

    await step('pasting a colour restyles the kit preview and the JSON', async () => {
      await userEvent.clear(cta);
      await userEvent.type(cta, NAVY);
      const contact = preview.getAllByRole('button', { name: 'Unlock pricing' })[0];
      await waitFor(() => expect(hexOf(getComputedStyle(contact as Element).color)).toBe(NAVY));
      const json = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Dealer theme settings (JSON)' });
      await expect(json.value).toContain(`"button_cta_color": "${NAVY}"`);
    });

    await step('an invalid colour is flagged and the last valid one stays', async () => {
      const bg = canvas.getByRole('textbox', { name: 'Header background color' });
      await userEvent.clear(bg);
      await userEvent.type(bg, 'zzz');
      await expect(bg).toHaveAttribute('aria-invalid', 'true');
      await expect(bg).toHaveAccessibleDescription(/^Enter a hex color such as /);
    });

    await step('an illegible header colour is adjusted and reported', async () => {
      const bg = canvas.getByRole('textbox', { name: 'Header background color' });
      const fg = canvas.getByRole('textbox', { name: 'Header elements color' });
      await userEvent.clear(bg);
      await userEvent.type(bg, RIVIERE.header_background_color);
      await userEvent.clear(fg);
      await userEvent.type(fg, MIDNIGHT.header_elements_color);
      await expect(canvas.getByTestId('adjusted')).toHaveTextContent('adjusted');
    });

    await step('the link opens this theme', async () => {
      const link = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Link to this theme' });
      await expect(link.value).toContain(`?path=/story/${PLAYGROUND_STORY}&globals=dealerTheme:custom;`);
      await expect(link.value).toContain(`customTheme.button_cta_color:${urlHex(NAVY)}`);
      await expect(link.value).toContain(
        `customTheme.header_background_color:${urlHex(RIVIERE.header_background_color)}`,
      );
      await expect(link.value).toContain('customTheme.preset:maple_motors');
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      // The clipboard answers when it answers (a busy machine took longer than a first look).
      await waitFor(() =>
        expect(
          within(canvas.getByRole('form', { name: 'Theme playground' })).getByRole('status'),
        ).toHaveTextContent(/Link copied|Copy failed/),
      );
    });

    await step('the kit modal opens and closes from the keyboard', async () => {
      const open = preview.getByRole('button', { name: 'Unlock pricing' });
      open.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Save your deal' });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(open).toHaveFocus();
    });

    await step('the payment step in the preview works', async () => {
      await userEvent.click(preview.getByRole('radio', { name: 'Monthly' }));
      await expect(preview.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      await expect(plain(preview.getByRole('article', { name: '2023 Honda CR-V' }).textContent)).toContain(
        '$34,895.00',
      );
    });

    await step('the settings can be copied', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy settings' }));
      await expect(
        within(canvas.getByRole('form', { name: 'Theme playground' })).getByRole('status'),
      ).toHaveTextContent(/Settings copied|Copy failed/);
    });
  },
};

/** In French, choosing a preset fills its colours (run by the tests, not on load). */
export const InteractionsInFrench: Story = {
  name: 'Theme playground (fr-CA): interactions',
  tags: ['!dev', '!autodocs'],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Partir d’un thème prédéfini' }),
      'riviere_auto',
    );
    await expect(canvas.getByRole('textbox', { name: 'Couleur des boutons d’action' })).toHaveValue(
      readCustomTheme({ preset: 'riviere_auto' }).settings.button_cta_color,
    );
  },
};

/** The locale toolbar sets a kit story's `language` arg too: in fr-CA the header is French throughout. */
export const LocaleSetsTheHeaderLanguage: StoryObj<{ language: 'en' | 'fr' }> = {
  name: 'Locale toolbar: the header follows',
  tags: ['!autodocs'],
  globals: { locale: 'fr-CA' },
  args: { language: 'en' },
  render: ({ language }) => (
    <Header
      dealer={DEALER}
      language={language}
      onLanguageChange={fn()}
      onContact={fn()}
      homeHref="#home"
      user={null}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'English' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Français' })).toBeNull();
  },
};
