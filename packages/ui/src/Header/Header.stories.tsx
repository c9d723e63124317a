import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from '../Footer/Footer.tsx';
import { DEALER, DEALER_WITHOUT_LOGO } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { CONTACT_KINDS, Header } from './Header.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  decorators: [withKit],
  parameters: { layout: 'fullscreen' },
  args: {
    dealer: DEALER,
    language: 'en',
    onLanguageChange: fn(),
    onContact: fn(),
    onLogout: fn(),
    onLogin: fn(),
    onProfile: fn(),
    homeHref: '#home',
    user: { firstName: 'Pat', nameOrEmail: 'pat@example.com' },
    savedVehiclesCount: 2,
    mobileMenuFooter: <Footer privacyPolicyHref="#privacy" termsHref="#terms" year={2026} />,
  },
  argTypes: { contactKind: { control: 'select', options: CONTACT_KINDS } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = () => window.matchMedia('(min-width: 768px)').matches;

/** Signed-in shopper: language toggle, contact button, saved vehicles and log out. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (wide()) {
      await userEvent.click(canvas.getByRole('button', { name: 'Français' }));
      await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
      await userEvent.click(canvas.getByRole('button', { name: /Contact us|Nous joindre/ }));
      await expect(args.onContact).toHaveBeenCalled();
    }
    const saved = canvas.getAllByRole('link', { name: /Saved vehicles, 2|Véhicules sauvegardés, 2/ });
    await expect(saved.length).toBeGreaterThan(0);
  },
};

/** The mobile menu slides in with the same items and the footer; Escape closes it. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement, args }) => {
    if (wide()) return;
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open menu|Ouvrir le menu/ }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: /Log out|Se déconnecter/ }));
    await expect(args.onLogout).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A one-language dealer, nobody signed in, no contact, no saved vehicles and no footer: nothing would be
 * in the mobile menu, so there is no menu button (it opened an empty drawer).
 */
export const MobileNothingToMenu: Story = {
  globals: { viewport: { value: 'xs' } },
  args: {
    dealer: { ...DEALER, languages: ['en'] },
    user: null,
    savedVehiclesCount: null,
    onContact: undefined,
    onLogout: undefined,
    onLogin: undefined,
    onProfile: undefined,
    mobileMenuFooter: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Maple|home|accueil/i })).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: /Open menu|Ouvrir le menu/ }),
    ).toBeNull();
  },
};

/** Only the footer for the mobile menu: the menu opens on it, with no empty list of links. */
export const MobileMenuFooterOnly: Story = {
  globals: { viewport: { value: 'xs' } },
  args: {
    ...MobileNothingToMenu.args,
    mobileMenuFooter: <Footer privacyPolicyHref="#privacy" termsHref="#terms" year={2026} />,
  },
  play: async ({ canvasElement }) => {
    if (wide()) return;
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open menu|Ouvrir le menu/ }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('contentinfo')).toBeInTheDocument();
    await expect(within(menu).queryByRole('navigation', { name: /Main|Principal/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SignedOut: Story = { args: { user: null, savedVehiclesCount: null } };

/**
 * Keyboard only: focus on the account menu's button (its code starts loading and replaces the button),
 * then Enter at once, and again after the code is in: the menu opens with focus on its item each time.
 */
export const MenuFromTheKeyboardWhileItsCodeArrives: Story = {
  args: { identityLogin: true, user: null, savedVehiclesCount: null },
  play: async ({ canvasElement }) => {
    if (!wide()) return;
    const account = () => within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ });
    account().focus();
    await userEvent.keyboard('{Enter}');
    // The menu's code may take its time to arrive (a loaded machine): wait for it, not for a fixed 1 s.
    const login = await screen.findByRole('menuitem', { name: /Log in|Se connecter/ }, { timeout: 10_000 });
    await waitFor(() => expect(login).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await waitFor(() => expect(account()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Log in|Se connecter/ })).toHaveFocus());
  },
};

/**
 * An Enter split by the menu's code (a lost Enter under load): its keydown reaches the plain button,
 * the code replaces that button, and the key's activation (the click a browser makes of an Enter on a
 * button, at its keypress, unless the keydown was prevented) reaches the menu's own button, which
 * opens on keydown, not on click. The menu opens all the same, with focus on its first item.
 */
export const MenuEnterSplitByItsCode: Story = {
  args: { identityLogin: true, user: null, savedVehiclesCount: null },
  play: async ({ canvasElement }) => {
    if (!wide()) return;
    const plain = within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ });
    plain.focus();
    const keydown = new KeyboardEvent('keydown', {
      key: 'Enter',
      code: 'Enter',
      bubbles: true,
      cancelable: true,
    });
    const activates = plain.dispatchEvent(keydown);
    // The menu's code arrives: its button replaces the plain one and takes its focus.
    await waitFor(() => expect(plain.isConnected).toBe(false), { timeout: 10_000 });
    const focused = document.activeElement as HTMLElement;
    if (activates)
      focused.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
    focused.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', code: 'Enter', bubbles: true }));
    const login = await screen.findByRole('menuitem', { name: /Log in|Se connecter/ }, { timeout: 10_000 });
    await waitFor(() => expect(login).toHaveFocus());
  },
};

/**
 * The contact button sits on the header's colour: its focus ring is the header's ring (contrast with
 * the header, as every other header item's), not the page's.
 */
export const HeaderCtaFocusRing: Story = {
  play: async ({ canvasElement }) => {
    if (!wide()) return;
    const canvas = within(canvasElement);
    const ringOf = (element: HTMLElement) => {
      element.focus();
      expect(element.matches(':focus-visible')).toBe(true);
      return getComputedStyle(element).outlineColor;
    };
    const headerRing = ringOf(canvas.getByRole('button', { name: 'Français' }));
    await expect(ringOf(canvas.getByRole('button', { name: /Contact us/ }))).toBe(headerRing);
  },
};

/** No logos: the dealer's name; one language: no toggle. */
export const DealerNameOnly: Story = {
  args: { dealer: DEALER_WITHOUT_LOGO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lakeshore Auto Group')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Français' })).toBeNull();
  },
};

/** The dealer's contact_button_title replaces the wording. */
export const CustomContactTitle: Story = {
  args: { dealer: { ...DEALER, contactButtonTitle: 'Talk to Sam' } },
};

export const CheckAvailability: Story = { args: { contactKind: 'checkAvailability' } };

/** A dealer acting as the customer: no contact button. */
export const DealerAsCustomer: Story = {
  args: { isDealerAsCustomer: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Contact us/ })).toBeNull();
  },
};

/** Identity-login dealers show the customer menu (Profile, Log out). */
export const IdentityLogin: Story = {
  args: { identityLogin: true, user: { firstName: 'Pat', hasIdentityLogin: true } },
};

export const IdentityLoginSignedOut: Story = {
  args: { identityLogin: true, user: null, savedVehiclesCount: null },
};

/**
 * A press that the menu's code interrupts: the button is pressed (pointer down) before the menu's
 * code arrives and released after it has replaced the button. The menu opens all the same, as a
 * loaded menu opens on pointer down.
 */
export const MenuPressedWhileItsCodeArrives: Story = {
  args: { identityLogin: true, user: null, savedVehiclesCount: null },
  play: async ({ canvasElement, args }) => {
    if (!wide()) return;
    const button = within(canvasElement).getByRole('button', { name: /Account menu|Menu du compte/ });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    const login = await screen.findByRole('menuitem', { name: /Log in|Se connecter/ });
    await userEvent.pointer({ keys: '[/MouseLeft]' });
    await expect(login).toBeVisible();
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const InIframeWithFooter: Story = { args: { iframeFooter: true } };

/** Mobile, identity login, signed out: the menu offers Log in. */
export const MobileIdentityLoginSignedOut: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { identityLogin: true, user: null, savedVehiclesCount: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open menu|Ouvrir le menu/ }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('button', { name: /Log in|Se connecter/ }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** Mobile, French, with the language toggle in the menu. */
export const MobileFrench: Story = {
  globals: { viewport: { value: 'xs' }, locale: 'fr-CA' },
  args: { language: 'fr' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('button', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};
