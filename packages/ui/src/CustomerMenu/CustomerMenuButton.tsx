import { visuallyHidden } from '@storefront/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { headerItem } from '../styles/header.css.ts';
import type { HeaderUser } from './types.ts';

/** The name the customer menu shows for a user: first name, else name or e-mail. */
export function customerMenuName(user: HeaderUser | null): string | null {
  return user?.firstName || user?.nameOrEmail || null;
}

/**
 * The customer menu's button, without the menu: the menu's trigger, and what the header shows while
 * the menu's code loads (same size and text, so nothing moves when the menu arrives).
 */
export function CustomerMenuButton({
  user,
  ...rest
}: { readonly user: HeaderUser | null } & ComponentPropsWithRef<'button'>): ReactNode {
  const t = useUiText();
  const name = customerMenuName(user);
  return (
    <button type="button" className={headerItem} data-customer-menu="" {...rest}>
      <Icon name="user" />
      {name === null ? null : <span>{name}</span>}
      <span className={visuallyHidden}>{t('ui.customerMenu.label')}</span>
      <Icon name="chevronDown" size="1em" />
    </button>
  );
}
