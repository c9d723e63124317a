/**
 * The kit under every preset dealer theme and in each locale, as tests: axe checks contrast and
 * names whatever colours the dealer picked and whatever the language.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { BUTTON_TONES, BUTTON_VARIANTS, Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Disclaimer, POST_TAX_SUPERSCRIPT } from '../Disclaimer/Disclaimer.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { rules, STOCK_STATUSES } from '../internal/domain.ts';
import { SignInModal } from '../SignInModal/SignInModal.tsx';
import { StockBadge } from '../StockBadge/StockBadge.tsx';
import { DEALER, vehicleImage } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { TextField } from '../TextField/TextField.tsx';

function Controls() {
  const [email, setEmail] = useState('pat@');
  const [agree, setAgree] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {BUTTON_TONES.flatMap((tone) =>
          BUTTON_VARIANTS.map((variant) => (
            <Button key={`${tone}-${variant}`} tone={tone} variant={variant} size="sm">
              {`${tone} ${variant}`}
            </Button>
          )),
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {STOCK_STATUSES.map((status) => (
          <StockBadge key={status} stockStatus={status} />
        ))}
        <StockBadge stockStatus="in stock" isCpo />
      </div>
      <TextField
        name="email"
        label="Email"
        value={email}
        onChange={setEmail}
        rules={[rules.required(), rules.email()]}
        showErrors
      />
      <Checkbox name="agree" checked={agree} onChange={setAgree}>
        Send me offers
      </Checkbox>
      <Disclaimer
        items={[
          { superscript: 1, text: 'Estimated payment on approved credit.' },
          { superscript: POST_TAX_SUPERSCRIPT, text: 'Added after taxes.' },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Showcase/Themes and locales',
  component: Controls,
  decorators: [withKit],
} satisfies Meta<typeof Controls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons, badges, a field with its error, a checkbox and disclaimers under every preset, side by side. */
export const AllPresets: Story = {
  globals: { dealerTheme: 'all' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-dealer]').length).toBeGreaterThan(3);
  },
};

export const PaleBrandFrench: Story = { globals: { dealerTheme: 'pale_brand', locale: 'fr-CA' } };

/** The header in a very light brand, in French. */
export const HeaderPaleBrandFrench: Story = {
  globals: { dealerTheme: 'pale_brand', locale: 'fr-CA' },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Header
        dealer={DEALER}
        language="fr"
        onLanguageChange={fn()}
        onContact={fn()}
        onLogout={fn()}
        user={{ firstName: 'Pat' }}
        savedVehiclesCount={3}
      />
      <Footer privacyPolicyHref="#p" termsHref="#t" year={2026} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Propulsé par/)).toBeInTheDocument();
  },
};

/** The header in a very dark brand, in Canadian English. */
export const HeaderDarkBrand: Story = {
  globals: { dealerTheme: 'dark_brand', locale: 'en-CA' },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Header
      dealer={DEALER}
      language="en"
      onLanguageChange={fn()}
      onContact={fn()}
      onLogout={fn()}
      user={{ firstName: 'Pat' }}
      savedVehiclesCount={1}
      contactKind="checkAvailability"
    />
  ),
};

/** The sign-in modal in French under a dark brand. */
export const SignInFrenchDarkBrand: Story = {
  globals: { dealerTheme: 'dark_brand', locale: 'fr-CA' },
  render: () => (
    <SignInModal
      open
      onOpenChange={fn()}
      source="unlock_pricing"
      dealer={{ enable_phone_auth: true }}
      country="CA"
      vehicle={{ name: 'Toyota RAV4 XLE 2025', image: vehicleImage('RAV4') }}
      onSubmit={fn()}
      onSkip={fn()}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Déverrouillez vos prix' }));
    await expect(dialog.getByRole('button', { name: 'Déverrouiller les prix' })).toBeInTheDocument();
  },
};

/** Each other preset with the controls. */
export const MapleMotors: Story = { globals: { dealerTheme: 'maple_motors' } };
export const RiviereAutoFrench: Story = {
  tags: ['visual'],
  globals: { dealerTheme: 'riviere_auto', locale: 'fr-CA' },
};
export const LoneStarMotors: Story = {
  tags: ['visual'],
  globals: { dealerTheme: 'lone_star_motors', locale: 'en-US' },
};
export const DarkBrand: Story = { globals: { dealerTheme: 'dark_brand', locale: 'en-CA' } };
