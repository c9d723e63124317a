import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SignInModal } from '../SignInModal/SignInModal.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { CustomCopyProvider } from './CustomCopyProvider.tsx';

function Demo({ copy }: { readonly copy: Readonly<Record<string, string>> }) {
  return (
    <CustomCopyProvider copy={copy}>
      <SignInModal open onOpenChange={fn()} source="default" dealer={{}} country="US" onSubmit={fn()} />
    </CustomCopyProvider>
  );
}

const meta = {
  title: 'Primitives/CustomCopyProvider',
  component: Demo,
  decorators: [withKit],
  args: {
    copy: {
      'auth.title.default': 'Lock in your Lone Star deal',
      'auth.button.save_deal': 'Save my Lone Star deal',
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer's custom copy replaces messages by id; every other message keeps the kit's text. */
export const DealerCopy: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Lock in your Lone Star deal' }));
    await expect(dialog.getByRole('button', { name: 'Save my Lone Star deal' })).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Email|Courriel/ })).toBeInTheDocument();
  },
};
