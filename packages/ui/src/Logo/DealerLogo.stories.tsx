import { contrastRatio, NEUTRALS } from '@storefront/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEALER } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { headerBand } from './DealerLogo.stories.css.ts';
import { DealerLogo } from './DealerLogo.tsx';

const INK = NEUTRALS.text;

const meta = {
  title: 'Shell/DealerLogo',
  component: DealerLogo,
  decorators: [withKit],
  args: { dealerName: DEALER.name, logos: DEALER.logos ?? null, href: '#home' },
} satisfies Meta<typeof DealerLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Primary and secondary logos, one file per device size (resize the viewport to see them switch). */
export const Logos: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: DEALER.name })).toBeInTheDocument();
  },
};

/** Only a desktop file: every size uses it. */
export const OneFile: Story = {
  args: { logos: { primary: { desktop: DEALER.logos?.primary?.desktop ?? null } } },
};

/** No logos: the dealer's name. */
export const NameOnly: Story = {
  args: { logos: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DEALER.name)).toBeInTheDocument();
  },
};

/**
 * A secondary logo that is the primary's file again (a dealer that filled both fields with one logo):
 * the logo shows once.
 */
export const SecondarySameAsPrimary: Story = {
  args: { logos: { primary: DEALER.logos?.primary ?? null, secondary: DEALER.logos?.primary ?? null } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: DEALER.name });
    await expect(link.querySelectorAll('img')).toHaveLength(1);
  },
};

/** The background of an element as `#rrggbb` (computed `rgb(...)`). */
const hexBackground = (element: Element): string => {
  const [r = 0, g = 0, b = 0] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * On a dark header (Rivière Auto's river blue) a logo drawn in dark ink would vanish: it sits on a
 * light plate, on which dark ink reaches 3:1. On a light header the plate is the header itself.
 */
export const OnADarkHeader: Story = {
  globals: { dealerTheme: 'riviere_auto' },
  parameters: { dealerTheme: { all: false } },
  render: (args) => (
    <div className={headerBand}>
      <DealerLogo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: DEALER.name });
    const band = canvasElement.querySelector(`.${headerBand}`) as HTMLElement;
    const plate = hexBackground(link);
    await expect(plate).not.toBe(hexBackground(band));
    await expect(contrastRatio(INK, plate)).toBeGreaterThanOrEqual(3);
  },
};

/** On a light header (Maple Motors' white) no plate shows: it is the header's own colour. */
export const OnALightHeader: Story = {
  ...OnADarkHeader,
  globals: { dealerTheme: 'maple_motors' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: DEALER.name });
    const band = canvasElement.querySelector(`.${headerBand}`) as HTMLElement;
    await expect(hexBackground(link)).toBe(hexBackground(band));
  },
};
