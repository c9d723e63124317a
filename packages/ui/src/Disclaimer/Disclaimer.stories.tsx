import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { Disclaimer, POST_TAX_SUPERSCRIPT, Superscript } from './Disclaimer.tsx';

const ITEMS = [
  { superscript: 1, text: 'Payments shown are estimates on approved credit; taxes and fees may apply.' },
  {
    superscript: 2,
    isExpanded: false,
    text: 'Lease offers are available on approved credit through the manufacturer’s finance company. Kilometre allowance of 20,000 km per year; a charge of $0.16 per excess kilometre applies. Offer may change without notice; see the dealer for details.',
  },
  { superscript: POST_TAX_SUPERSCRIPT, text: 'Post-tax item: added after taxes are calculated.' },
  { superscript: 4, hideNumberNearText: true, text: 'Images are for illustration purposes only.' },
] as const;

const meta = {
  title: 'Primitives/Disclaimer',
  component: Disclaimer,
  subcomponents: { Superscript },
  decorators: [withKit],
  args: { items: ITEMS },
} satisfies Meta<typeof Disclaimer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

/** Figures carry superscripts that link to their disclaimers; '^' marks a post-tax item. */
export const WithSuperscripts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <p>
        $389 bi-weekly
        <Superscript mark={1} /> · Licence fee $120
        <Superscript mark={POST_TAX_SUPERSCRIPT} />
      </p>
      <Disclaimer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /\^/ });
    await expect(link).toHaveAttribute('href', '#disclaimer-post-tax');
  },
};

/** A collapsed disclaimer (is_expanded false) expands with its toggle. */
export const Collapsible: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Show more|Afficher plus/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
