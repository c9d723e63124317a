import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { headerSurface } from '../styles/header.css.ts';
import { CustomerMenu } from './CustomerMenu.tsx';

const meta = {
  title: 'Shell/CustomerMenu',
  component: CustomerMenu,
  decorators: [
    withKit,
    (Story) => (
      <div className={headerSurface} style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: { firstName: 'Pat', hasIdentityLogin: true },
    onProfile: fn(),
    onLogin: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof CustomerMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Identity-login user: Profile and Log out. Escape closes the menu and focus returns to its button. */
export const IdentityUser: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: /Profile|Profil/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click outside closes the menu. */
export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Signed out: Log in only. */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Log in|Se connecter/ }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** A user without an identity-login id: no Profile. */
export const PlainUser: Story = {
  args: { user: { firstName: 'Sam', hasIdentityLogin: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ }));
    await screen.findByRole('menu');
    await expect(screen.queryByRole('menuitem', { name: /Profile|Profil/ })).toBeNull();
    await expect(screen.getByRole('menuitem', { name: /Log out|Se déconnecter/ })).toBeInTheDocument();
  },
};
