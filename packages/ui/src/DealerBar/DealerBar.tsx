import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './DealerBar.css.ts';

export type DealerBarProps = {
  /** The customer's full name. */
  readonly customerName: string;
  /** The dealer user acting as the customer (`dealer_user`). */
  readonly dealerUser: { readonly firstName: string; readonly avatar?: string | null };
  readonly onEndSession: () => void;
  readonly onCustomerList: () => void;
  readonly onLogout: () => void;
};

function Avatar({ firstName, avatar }: DealerBarProps['dealerUser']): ReactNode {
  return avatar ? (
    <img src={avatar} alt="" className={styles.avatar} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {firstName.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * Dealer-as-customer bar: "Logged in as {name}" with end customer session, return to customer list
 * and log out. Below 992 px the actions are a menu on the text; wider, an end-session (close) button
 * and a menu on the dealer user's avatar and first name.
 */
export function DealerBar({
  customerName,
  dealerUser,
  onEndSession,
  onCustomerList,
  onLogout,
}: DealerBarProps): ReactNode {
  const t = useUiText();
  const text = t('ui.dealerBar.loggedInAs', { name: customerName });
  const items = (withEnd: boolean) => (
    <DropdownMenu.Content align="start">
      {withEnd ? (
        <DropdownMenu.Item onSelect={onEndSession}>{t('ui.dealerBar.endSession')}</DropdownMenu.Item>
      ) : null}
      <DropdownMenu.Item onSelect={onCustomerList}>{t('ui.dealerBar.customerList')}</DropdownMenu.Item>
      <DropdownMenu.Separator />
      <DropdownMenu.Item onSelect={onLogout}>{t('ui.dealerBar.logout')}</DropdownMenu.Item>
    </DropdownMenu.Content>
  );
  return (
    <section className={styles.bar} aria-label={t('ui.dealerBar.label')} data-dealer-bar="">
      <div className={styles.inner}>
        <div className={styles.narrow}>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <button type="button" className={`${buttonReset} ${focusRing} ${styles.trigger}`}>
                {text}
                <Icon name="chevronDown" size="1em" />
              </button>
            </DropdownMenu.Trigger>
            {items(true)}
          </DropdownMenu.Root>
        </div>
        <div className={styles.wide}>
          <span>{text}</span>
          <span className={styles.actions}>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <button type="button" className={`${buttonReset} ${focusRing} ${styles.trigger}`}>
                  <Avatar {...dealerUser} />
                  {dealerUser.firstName}
                  <Icon name="chevronDown" size="1em" />
                </button>
              </DropdownMenu.Trigger>
              {items(false)}
            </DropdownMenu.Root>
            <button
              type="button"
              className={`${buttonReset} ${focusRing} ${styles.trigger}`}
              aria-label={t('ui.dealerBar.endSession')}
              title={t('ui.dealerBar.endSession')}
              onClick={onEndSession}
            >
              <Icon name="close" />
            </button>
          </span>
        </div>
      </div>
    </section>
  );
}
