// TODO(ui): the kit's DealerBar once published.
import { DropdownMenu } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import type { CurrentUser } from '../../features/auth/api/user.ts';
import * as styles from './chrome.css.ts';

interface DealerBarProps {
  user: CurrentUser;
  onEndSession: () => void;
  onBackToDealer: () => void;
  onLogout: () => void;
}

/** Dealer acting as a customer: 'logged in as' the customer, with the way back. */
export function DealerBar({ user, onEndSession, onBackToDealer, onLogout }: DealerBarProps) {
  return (
    <div className={styles.dealerBar} data-testid="dealer-bar">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <button type="button" className={styles.dealerBarTrigger}>
            <FormattedMessage
              id="dealerBar.loggedInAs"
              values={{ name: user.full_name ?? user.name_or_email }}
            />
            {user.dealer_user?.first_name ? ` · ${user.dealer_user.first_name}` : ''}
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={onEndSession}>
            <FormattedMessage id="dealerBar.endSession" />
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={onBackToDealer}>
            <FormattedMessage id="dealerBar.customerList" />
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={onLogout}>
            <FormattedMessage id="dealerBar.logout" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
