import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { withConsole } from '../storybook/withConsole.tsx';
import { ConsoleHeader } from './ConsoleHeader.tsx';

const meta = {
  title: 'Console/ConsoleHeader',
  component: ConsoleHeader,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen' },
  args: { dealerName: 'Maple Motors', locale: 'en-US', onLocaleChange: fn() },
} satisfies Meta<typeof ConsoleHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before sign-in: the dealer's name and the language only. */
export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText(/Language|Langue/), 'fr-CA');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr-CA');
  },
};

export const SignedIn: Story = {
  args: {
    staffName: 'Sam Rep',
    onSignOut: fn(),
    nav: (
      <>
        <a href="#customers">Customers</a>
        <a href="#inbox">Trade-in inbox</a>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await expect(canvas.getByText(/Sam Rep/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Sign out|Se déconnecter/ }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/**
 * The phone's Menu button (shown below `sm`): Escape pressed on the button that opened the menu closes
 * it too, not only from inside the menu (found in a staff trial).
 */
export const MenuClosesOnEscape: Story = {
  args: { staffName: 'Sam Rep', onSignOut: fn(), nav: <a href="#customers">Customers</a> },
  play: async ({ canvasElement }) => {
    const menu = canvasElement.querySelector('button[aria-controls]') as HTMLButtonElement;
    await expect(menu).toHaveTextContent('Menu');
    fireEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** French elides before a vowel: "qu’Émilie", not "que Émilie". */
export const SignedInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { staffName: 'Émilie Roy', onSignOut: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Connecté en tant qu’Émilie Roy')).toBeVisible();
  },
};

/**
 * The language list sits on the header's colour: its focus ring is the header's (as the Sign out
 * button's), not the page's, which is invisible on a dark header (found by a partner's trial: 1:1).
 */
export const LanguageFocusRing: Story = {
  args: { staffName: 'Sam Rep', onSignOut: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ringOf = async (element: HTMLElement) => {
      while (document.activeElement !== element) await userEvent.tab();
      await expect(element.matches(':focus-visible')).toBe(true);
      return getComputedStyle(element).outlineColor;
    };
    const language = await ringOf(canvas.getByLabelText(/Language|Langue/));
    await expect(language).toBe(await ringOf(canvas.getByRole('button', { name: /Sign out/ })));
  },
};
