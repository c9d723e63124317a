import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import * as styles from './pages.css.ts';

/** no-order-dashboard (spec 2 section 2): a signed-in shopper without saved deals. */
export function NoOrderPage() {
  const prefix = parseRoutePrefix(useLocation().pathname);
  return (
    <section>
      <h1>
        <FormattedMessage id="noOrder.title" />
      </h1>
      <p>
        <FormattedMessage id="noOrder.body" />
      </p>
      <Link to={buildPath(prefix, '/vehicle-list/')}>
        <FormattedMessage id="noOrder.browse" />
      </Link>
      <p className={styles.closingLink}>
        <Link to={buildPath(prefix, '/privacy/')}>
          <FormattedMessage id="privacy.link" />
        </Link>
      </p>
    </section>
  );
}
