import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useWarmRouteWhenIdle } from '../../shared/routing/warmRoute.ts';
import * as styles from './bnp.css.ts';
import { type BnpStep, nextStep, PROGRESS_STEP } from './steps.ts';
import { useDealContext } from './useDeal.ts';

/**
 * Continue to the next step of the dealer's (disabled while a payment-type change is in progress);
 * continuing completes the current build-and-price step in the order's progress. `step`: the current
 * step (null on the welcome page).
 */
export function StepFooter({ step }: { step: BnpStep | null }) {
  const deal = useDealContext();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const target = nextStep(step, deal.dealer) ?? 'review';
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
          const progress = step && PROGRESS_STEP[step];
          if (progress) deal.completeStep(progress);
        }}
      >
        <FormattedMessage id="bnp.continue" values={{ step: target }} />
      </Link>
    </div>
  );
}
