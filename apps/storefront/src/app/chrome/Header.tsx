// TODO(ui): swap for the kit's Header, CustomerMenu and DealerBar once published; the wiring
// (language toggle, sign-in, log-out, saved-vehicle count) stays in the app.
import { isDealerUser } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '../../features/auth/api/user.ts';
import { openSignInState, signInAtom } from '../../features/auth/signIn.ts';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import { buildPath, parseRoutePrefix } from '../routePrefix.ts';
import * as styles from './chrome.css.ts';
import { LanguageToggle } from './LanguageToggle.tsx';

interface HeaderProps {
  dealer: HomeDealership | undefined;
  user: CurrentUser | null | undefined;
  savedCount: number | undefined;
  onLogout: () => void;
}

export function Header({ dealer, user, savedCount, onLogout }: HeaderProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const openSignIn = useSetAtom(signInAtom);
  const actingForCustomer = isDealerUser(user);
  const logo = dealer?.theme?.logo;
  const contactTitle = dealer?.contact_button_title || intl.formatMessage({ id: 'header.contact' });
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Link className={styles.dealerName} to={buildPath(prefix, '/')}>
          {logo ? (
            <img className={styles.logo} src={logo} alt={dealer?.name ?? ''} width={160} height={48} />
          ) : (
            (dealer?.name ?? '\u00a0')
          )}
        </Link>
        {dealer?.show_dealership_address_in_header && dealer.full_address && (
          <span className={styles.address}>{dealer.full_address}</span>
        )}
      </div>
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.nav' })}>
        <LanguageToggle dealer={dealer} />
        {!actingForCustomer && dealer?.email && (
          <a className={styles.headerCta} href={`mailto:${dealer.email}`}>
            {contactTitle}
          </a>
        )}
        {user ? (
          <>
            <Link
              className={styles.navLink}
              to={buildPath(prefix, '/saved-vehicles/')}
              data-testid="saved-vehicles"
            >
              <FormattedMessage id="header.savedVehicles" values={{ count: savedCount ?? 0 }} />
            </Link>
            <button type="button" className={styles.navButton} onClick={onLogout}>
              <FormattedMessage id="header.logout" />
            </button>
          </>
        ) : (
          <Button
            variant="outline"
            tone="headerCta"
            size="sm"
            onClick={() => openSignIn(openSignInState('default'))}
          >
            <FormattedMessage id="header.login" />
          </Button>
        )}
      </nav>
    </header>
  );
}
