import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEALER } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { OEM_HEADER_VARIANTS, OemHeader, PartnerBackHeader } from './OemHeader.tsx';

const meta = {
  title: 'Shell/OemHeader',
  component: OemHeader,
  subcomponents: { PartnerBackHeader },
  decorators: [withKit],
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'centredLogo',
    dealerName: DEALER.name,
    logos: DEALER.logos ?? null,
    logoHref: '#showroom',
    newCarsHref: '#new',
    usedCarsHref: '#used',
    phone: '416-555-0123',
  },
  argTypes: { variant: { control: 'select', options: OEM_HEADER_VARIANTS } },
} satisfies Meta<typeof OemHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The utility-row layout (story id kept from the programme that uses it: the baselines name it). */
export const Mitsubishi: Story = {
  name: 'Centred logo',
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /New vehicles|Véhicules neufs/ }),
    ).toHaveAttribute('href', '#new');
  },
};
/** Logo, links and the phone in one bar. */
export const Volkswagen: Story = {
  name: 'Logo and phone',
  args: { variant: 'logoAndPhone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /416-555-0123/ })).toHaveAttribute(
      'href',
      'tel:+14165550123',
    );
  },
};
export const Generic: Story = { args: { variant: 'generic', newCarsHref: null, usedCarsHref: null } };

/** The partner-marketplace back header. */
export const PartnerBack: Story = {
  render: () => <PartnerBackHeader partnerName="AutoTrader" href="#partner" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /Back to AutoTrader|Retour à AutoTrader/ }),
    ).toBeInTheDocument();
  },
};
