import type { ReactNode, Ref } from 'react';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { CustomerMenuButton, customerMenuName } from './CustomerMenuButton.tsx';
import type { HeaderUser } from './types.ts';

export type { HeaderUser };

export type CustomerMenuProps = {
  /** Null when nobody is signed in: the menu then offers Log in. */
  readonly user: HeaderUser | null;
  readonly onProfile?: () => void;
  readonly onLogin?: () => void;
  readonly onLogout?: () => void;
  /** Opens the menu when it mounts (the header's deferred menu, opened before its code arrived). */
  readonly defaultOpen?: boolean;
  /** Focuses the menu's button when it mounts (it replaces a button that had focus). */
  readonly autoFocusTrigger?: boolean;
  /** With `defaultOpen`: the menu was opened from the keyboard, focus goes to its first item. */
  readonly focusFirstItem?: boolean;
};

type Props = CustomerMenuProps & {
  /** The menu's button, for the header's deferred menu. */
  readonly triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * Customer menu in the header: Profile (identity-login users), Log in (signed out), Log out (signed
 * in). A Radix dropdown: closes on a click outside and on Escape, returning focus to its button.
 */
export function CustomerMenu({
  user,
  onProfile,
  onLogin,
  onLogout,
  defaultOpen = false,
  autoFocusTrigger = false,
  focusFirstItem = false,
  triggerRef,
}: Props): ReactNode {
  const t = useUiText();
  const name = customerMenuName(user);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <CustomerMenuButton
          user={user}
          autoFocus={autoFocusTrigger}
          {...(triggerRef ? { ref: triggerRef } : {})}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content focusFirstItem={defaultOpen && focusFirstItem}>
        {user === null ? null : name === null ? null : <DropdownMenu.Label>{name}</DropdownMenu.Label>}
        {user?.hasIdentityLogin ? (
          <DropdownMenu.Item {...(onProfile ? { onSelect: onProfile } : {})}>
            <Icon name="user" /> {t('ui.customerMenu.profile')}
          </DropdownMenu.Item>
        ) : null}
        {user === null ? (
          <DropdownMenu.Item {...(onLogin ? { onSelect: onLogin } : {})}>
            <Icon name="lock" /> {t('ui.customerMenu.login')}
          </DropdownMenu.Item>
        ) : (
          <DropdownMenu.Item {...(onLogout ? { onSelect: onLogout } : {})}>
            <Icon name="logout" /> {t('ui.customerMenu.logout')}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
