import { type ReactNode, useId } from 'react';
import * as deal from '../deal/deal.css.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Deposit.css.ts';
import { useDepositWords } from './format.ts';
import type { PlacedDeposit } from './types.ts';

export type DepositConfirmationProps = {
  /** A deposit held or charged (`isDepositPaid`). */
  readonly deposit: PlacedDeposit;
  /**
   * The order's number: what the shopper quotes to the dealership, whose console shows the deal as
   * "Order {number}" (not the payment's own reference, which the receipt carries).
   */
  readonly orderNumber: number | string;
  /** The vehicle's name as the page says it; unknown: "your vehicle". */
  readonly vehicleName?: string | undefined;
  /**
   * The app's links (book an appointment, the receipt, the saved deal), the kit's `LinkButton`s: laid
   * out side by side, wrapping on a phone.
   */
  readonly links?: ReactNode;
};

/**
 * The order confirmation (spec 2 §4: the deposit route once its place step is completed, where the
 * checkout page shows before): the order is confirmed and the vehicle reserved for the shopper at the
 * dealership, the deposit in one line (the saved deal's: amount, fee apart, held or charged, the day,
 * the card), the order's number and what comes next, with the app's links. `data-state`: held or
 * charged.
 */
export function DepositConfirmation({
  deposit,
  orderNumber,
  vehicleName,
  links,
}: DepositConfirmationProps): ReactNode {
  const t = useUiText();
  const words = useDepositWords()(deposit);
  const titleId = useId();
  const dealer = deposit.dealer_name;
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      data-testid="deposit-confirmation"
      data-state={deposit.status === 'pre_authorized' ? 'held' : 'charged'}
    >
      <h1 id={titleId}>{t('deposit.confirmation.title')}</h1>
      <p>
        {vehicleName
          ? t('deposit.confirmation.reserved', { vehicle: vehicleName, dealer })
          : t('deposit.confirmation.reservedVehicle', { dealer })}
      </p>
      <dl className={styles.lines}>
        <div>
          <dt>{t('deposit.confirmation.reference')}</dt>
          <dd data-testid="deposit-confirmation-reference">{orderNumber}</dd>
        </div>
      </dl>
      <p data-testid="deposit-confirmation-deposit">
        {t(deposit.deposit_fee > 0 ? 'deposit.summary.lineWithFee' : 'deposit.summary.line', words)}
      </p>
      <h2 className={deal.subheading}>{t('deposit.confirmation.next')}</h2>
      <p>{t('deposit.confirmation.nextText', { dealer })}</p>
      {links ? <div className={styles.actions}>{links}</div> : null}
    </section>
  );
}
