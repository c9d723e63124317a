import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { ShareDealPanel } from './ShareDealPanel.tsx';

const URL = 'https://shop.example.com/acme/deal/7f3c9a2e';

const meta = {
  title: 'Saved deals/ShareDealPanel',
  component: ShareDealPanel,
  decorators: [withKit],
  args: { url: URL, onCopied: fn(), onSendLink: fn(), email: 'alex@example.com' },
} satisfies Meta<typeof ShareDealPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Copies the link. The play function records what the panel hands to `navigator.clipboard.writeText`
 * instead of reading the clipboard back, so the story needs no clipboard permission (a docs page or a
 * browser that asks for it would otherwise fail or prompt).
 */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your deal link' });
    await expect(field).toHaveValue(URL);
    await expect(field).toHaveAttribute('readonly');
    const written: string[] = [];
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      written.push(text);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
      await expect(written).toEqual([URL]);
      await expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Link copied to the clipboard.');
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};

/** The clipboard is refused: the link is selected for the shopper to copy. */
export const ClipboardRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your deal link' })).toHaveFocus());
      await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('The link is selected');
      await expect(args.onCopied).not.toHaveBeenCalled();
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};

export const EmailLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Email me the link' }));
    await expect(args.onSendLink).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sendState: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Email me the link/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Sent: Story = {
  args: { sendState: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The link is on its way to alex@example.com.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Email me the link' })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  args: { sendState: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The link could not be sent.');
  },
};

export const CopyOnly: Story = { args: { onSendLink: undefined } };

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { sendState: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    await expect(canvas.getByText('Le lien est en route vers alex@example.com.')).toBeInTheDocument();
  },
};

/**
 * Every preset dealer theme side by side: axe checks the contrast in each. The copies repeat the
 * same landmarks, which no real page does, so only that rule is off here.
 */
export const AllDealerThemes: Story = {
  globals: { dealerTheme: 'all' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
};
