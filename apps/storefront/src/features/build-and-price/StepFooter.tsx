import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useWarmRouteWhenIdle } from '../../shared/routing/warmRoute.ts';
import * as styles from './bnp.css.ts';
import { type BnpStep, nextStep, PROGRESS_STEP } from './steps.ts';
import { useDealContext } from './useDeal.ts';

/**
 * Leaving a step for the next of the dealer's: `to` its path, and `onClick` of a link to it that
 * first sets the step's progress (completed 1 or skipped 4), shown at once (./progress.ts: the next
 * step opens in a linear flow) and written to the server (PUT order-steps once the order exists).
 * Nothing while a payment-type change is in progress.
 */
export function useStepMove(step: BnpStep | null, state: 1 | 4) {
  const deal = useDealContext();
  const navigate = useNavigate();
  const target = nextStep(step, deal.dealer) ?? 'review';
  const to = buildPath(parseRoutePrefix(useLocation().pathname), `/conf/${deal.vehicle.id}/${target}/`);
  const progress = step && PROGRESS_STEP[step];
  const onClick = (event: { preventDefault: () => void }) => {
    if (!deal.proceeding || progress) event.preventDefault();
    if (!deal.proceeding || !progress) return;
    void deal.setSteps({ [progress]: state }).finally(() => navigate(to));
  };
  return { target, to, onClick, disabled: !deal.proceeding || undefined };
}

/**
 * Continue to the next step of the dealer's (disabled while a payment-type change is in progress):
 * proceeding completes the current build-and-price step; `children` (a step's skip: ./SkipStep.tsx)
 * beside it. `step`: the current step (null on the welcome page).
 */
export function StepFooter({ step, children }: { step: BnpStep | null; children?: ReactNode }) {
  const { target, to, onClick, disabled } = useStepMove(step, 1);
  // The next step is the likely navigation: its code is fetched while the shopper is on this one.
  useWarmRouteWhenIdle(to);
  return (
    <div className={styles.actions}>
      <Link
        className={styles.stepLink}
        to={to}
        aria-disabled={disabled}
        data-testid="step-continue"
        onClick={onClick}
      >
        <FormattedMessage id="bnp.continue" values={{ step: target }} />
      </Link>
      {children}
    </div>
  );
}
