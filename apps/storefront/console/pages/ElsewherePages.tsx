import { Button } from '@storefront/ui';
import { useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import * as styles from '../console.css.ts';
import { type ConsoleContext, type Dealer, dealerPath, type StaffUser } from '../types.ts';

/** A page that says why there is nothing here, with the way back to the customers. */
function NothingHere({
  dealer,
  kind,
  role,
}: {
  dealer: Dealer;
  kind: 'forbidden' | 'notFound';
  /** The staff member's role: a sales manager refused is pointed to an administrator, not to a manager. */
  role?: string;
}): ReactNode {
  const t = useConsoleText();
  useEffect(() => {
    document.title = `${t(`console.${kind}.title`)} · ${t('console.title')}`;
  });
  return (
    <>
      <h1>{t(`console.${kind}.title`)}</h1>
      <p>
        {t(
          kind === 'forbidden' && role !== undefined && role !== 'dealer_sales_rep'
            ? 'console.forbidden.textAdmin'
            : `console.${kind}.text`,
        )}
      </p>
      <Link className={styles.link} to={dealerPath('/', dealer)}>
        {t('console.deals.back')}
      </Link>
    </>
  );
}

/** A page the staff member's role may not open (the server refuses its calls too). */
export function NotPermitted({ context }: { context: ConsoleContext }): ReactNode {
  return <NothingHere dealer={context.dealer} kind="forbidden" role={context.user.role} />;
}

/** An address the console has no page for. */
export function NotFoundPage({ dealer }: { dealer: Dealer }): ReactNode {
  return <NothingHere dealer={dealer} kind="notFound" />;
}

/**
 * A session begun at a dealership whose account does not work at this one (another group's): said
 * so, with the way to sign in with another account, instead of every screen failing.
 */
export function OtherDealerPage({
  dealer,
  user,
  onSignOut,
}: {
  dealer: Dealer;
  user: StaffUser;
  onSignOut: () => void;
}): ReactNode {
  const t = useConsoleText();
  useEffect(() => {
    document.title = `${t('console.otherDealer.title')} · ${t('console.title')}`;
  });
  return (
    <>
      <h1>{t('console.otherDealer.title')}</h1>
      <p>{t('console.otherDealer.text', { email: user.email, dealer: dealer.name })}</p>
      <Button onClick={onSignOut}>{t('console.otherDealer.switch')}</Button>
    </>
  );
}
