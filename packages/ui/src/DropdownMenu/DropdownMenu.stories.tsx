import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

function Demo({ onProfile, onLogout }: { readonly onProfile: () => void; readonly onLogout: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="outline" tone="neutral" endIcon={<Icon name="chevronDown" />}>
          Account
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>pat@example.com</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onProfile}>Profile</DropdownMenu.Item>
        <DropdownMenu.Item href="#saved">Saved vehicles</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onLogout}>Log out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: Demo,
  subcomponents: {
    'DropdownMenu.Root': DropdownMenu.Root,
    'DropdownMenu.Trigger': DropdownMenu.Trigger,
    'DropdownMenu.Content': DropdownMenu.Content,
    'DropdownMenu.Item': DropdownMenu.Item,
    'DropdownMenu.Separator': DropdownMenu.Separator,
    'DropdownMenu.Label': DropdownMenu.Label,
  },
  decorators: [withKit],
  args: { onProfile: fn(), onLogout: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: Enter opens, arrows move, Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onProfile).toHaveBeenCalled();
  },
};
