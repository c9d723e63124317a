import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../app/routePrefix.ts';
import { useWarmRouteWhenIdle } from '../../shared/routing/warmRoute.ts';
import * as styles from './bnp.css.ts';
import { type BnpStepId, useDealContext } from './useDeal.ts';

/**
 * Continue to the next step (disabled while a payment-type change is in progress); continuing
 * completes the current build-and-price step in the order's progress.
 */
export function StepFooter({ step, next }: { step: BnpStepId | null; next: string }) {
  const deal = useDealContext();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const skipIncentives =
    next === 'incentives' && !(deal.dealer?.country === 'CA' && deal.dealer.incentives_enabled);
  const target = skipIncentives ? 'payment' : next;
  const to = buildPath(prefix, `/conf/${deal.vehicle.id}/${target}/`);
  // The next step is the likely navigation: its code is fetched while the shopper is on this one.
  useWarmRouteWhenIdle(to);
  return (
    <div className={styles.actions}>
      <Link
        className={styles.stepLink}
        to={to}
        aria-disabled={!deal.proceeding || undefined}
        data-testid="step-continue"
        onClick={(event) => {
          if (!deal.proceeding) {
            event.preventDefault();
            return;
          }
          if (step) deal.completeStep(step);
        }}
      >
        <FormattedMessage id="bnp.continue" values={{ step: target }} />
      </Link>
    </div>
  );
}
