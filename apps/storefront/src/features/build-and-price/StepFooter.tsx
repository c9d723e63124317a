import { currencyFor, formatMoney, type Locale } from '@storefront/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
export function StepFooter({
  step,
  children,
  sticky = false,
}: {
  step: BnpStep | null;
  children?: ReactNode;
  /** The vehicle page's: on a phone a sticky bottom bar with the payment (CSS, ./bnp.css.ts). */
  sticky?: boolean;
}) {
  const { target, to, onClick, disabled } = useStepMove(step, 1);
  // The next step is the likely navigation: its code is fetched while the shopper is on this one.
  useWarmRouteWhenIdle(to);
  return (
    <div
      className={sticky ? `${styles.actions} ${styles.stickyBar}` : styles.actions}
      data-sticky-bar={sticky || undefined}
    >
      {sticky ? <BarPayment /> : null}
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

/** The deal's payment in the phone's bar: amount and frequency (none while pricing or locked). */
function BarPayment() {
  const deal = useDealContext();
  const intl = useIntl();
  const p = deal.payment?.id === deal.paymentType ? deal.payment : undefined;
  if (!p || p.call_for_price) return null;
  const currency = currencyFor(deal.dealer?.country);
  return (
    <span className={styles.barPayment} data-testid="bar-payment">
      {formatMoney(p.payment, intl.locale as Locale, { currency })}
      {p.is_cash ? null : ` ${intl.formatMessage({ id: `deal.frequency.${p.payment_frequency}` })}`}
    </span>
  );
}
