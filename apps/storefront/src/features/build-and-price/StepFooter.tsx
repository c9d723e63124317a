import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../app/routePrefix.ts';
import * as styles from './bnp.css.ts';
import { useDealContext } from './useDeal.ts';

/** Continue to the next step (disabled while a payment-type change is in progress). */
export function StepFooter({ next }: { next: string }) {
  const deal = useDealContext();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const skipIncentives =
    next === 'incentives' && !(deal.dealer?.country === 'CA' && deal.dealer.incentives_enabled);
  const target = skipIncentives ? 'payment' : next;
  return (
    <div className={styles.actions}>
      <Link
        className={styles.stepLink}
        to={buildPath(prefix, `/conf/${deal.vehicle.id}/${target}/`)}
        aria-disabled={!deal.proceeding || undefined}
        data-testid="step-continue"
      >
        <FormattedMessage id="bnp.continue" values={{ step: target }} />
      </Link>
    </div>
  );
}
