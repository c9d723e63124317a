import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { BADGE_EMPHASES, BADGE_SIZES, BADGE_TONES, Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  decorators: [withKit],
  args: { children: 'Label', tone: 'neutral', emphasis: 'subtle', size: 'sm' },
  argTypes: {
    tone: { control: 'select', options: BADGE_TONES },
    emphasis: { control: 'inline-radio', options: BADGE_EMPHASES },
    size: { control: 'inline-radio', options: BADGE_SIZES },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Label');
    await expect(badge.tagName).toBe('SPAN');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Every tone at both emphases and both sizes; axe checks each pair of colours under the story's dealer theme. */
export const EveryToneAndSize: Story = {
  render: () => (
    <table>
      <tbody>
        {BADGE_TONES.map((tone) => (
          <tr key={tone}>
            <th scope="row" style={{ textAlign: 'start', paddingRight: 16 }}>
              <code>{tone}</code>
            </th>
            {BADGE_EMPHASES.flatMap((emphasis) =>
              BADGE_SIZES.map((size) => (
                <td key={`${emphasis}-${size}`} style={{ padding: 4 }}>
                  <Badge tone={tone} emphasis={emphasis} size={size}>
                    {`${tone} ${emphasis} ${size}`}
                  </Badge>
                </td>
              )),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-tone]')).toHaveLength(
      BADGE_TONES.length * BADGE_EMPHASES.length * BADGE_SIZES.length,
    );
    // A strong badge wears the tone's own colour, a subtle one its pale shade: not the same background.
    const strong = getComputedStyle(canvas.getByText('success strong sm')).backgroundColor;
    const subtle = getComputedStyle(canvas.getByText('success subtle sm')).backgroundColor;
    await expect(strong).not.toBe(subtle);
    // The md size is larger than sm.
    const sm = canvas.getByText('info subtle sm').getBoundingClientRect().height;
    const md = canvas.getByText('info subtle md').getBoundingClientRect().height;
    await expect(md).toBeGreaterThan(sm);
  },
};

/** An icon before the label is decorative: the badge reads as its text. */
export const WithIcon: Story = {
  args: { tone: 'success', icon: <Icon name="check" />, children: 'Certified' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Certified');
    await expect(badge.querySelector('svg')).not.toBeNull();
    await expect(badge).toHaveTextContent(/^Certified$/);
  },
};

/** Extra attributes reach the element (the stock badge marks itself with `data-stock-badge`). */
export const PassesAttributes: Story = {
  args: { tone: 'warning', children: 'As-is', 'data-testid': 'as-is' } as Story['args'],
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTestId('as-is');
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    await expect(badge).toHaveTextContent('As-is');
  },
};
