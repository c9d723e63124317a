import type { ReactNode } from 'react';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { headerItem } from '../styles/header.css.ts';
import { visuallyHidden } from '../styles/shared.css.ts';

/** The signed-in shopper as the header shows them. */
export type HeaderUser = {
  readonly firstName?: string | null;
  /** `name_or_email`: used when there is no first name. */
  readonly nameOrEmail?: string | null;
  /** The user has a manufacturer identity-login id (`has_volkswagen_id`): shows Profile. */
  readonly hasIdentityLogin?: boolean;
};

export type CustomerMenuProps = {
  /** Null when nobody is signed in: the menu then offers Log in. */
  readonly user: HeaderUser | null;
  readonly onProfile?: () => void;
  readonly onLogin?: () => void;
  readonly onLogout?: () => void;
};

/**
 * Customer menu in the header: Profile (identity-login users), Log in (signed out), Log out (signed
 * in). A Radix dropdown: closes on a click outside and on Escape, returning focus to its button.
 */
export function CustomerMenu({ user, onProfile, onLogin, onLogout }: CustomerMenuProps): ReactNode {
  const t = useUiText();
  const name = user?.firstName || user?.nameOrEmail || null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <button type="button" className={headerItem} data-customer-menu="">
          <Icon name="user" />
          {name === null ? null : <span>{name}</span>}
          <span className={visuallyHidden}>{t('ui.customerMenu.label')}</span>
          <Icon name="chevronDown" size="1em" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
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
