import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from '../deal/LinkButton.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS, Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  subcomponents: { LinkButton },
  decorators: [withKit],
  args: { children: 'Save deal', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: BUTTON_VARIANTS },
    tone: { control: 'select', options: BUTTON_TONES },
    size: { control: 'select', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save deal' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant in every tone. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {BUTTON_TONES.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>{`Size ${size}`}</Button>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  args: { startIcon: <Icon name="phone" />, children: 'Call the dealer', variant: 'outline' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save deal/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };
