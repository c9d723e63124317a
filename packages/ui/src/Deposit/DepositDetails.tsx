import type { ReactNode } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Deposit.css.ts';
import { useDepositMoney } from './format.ts';
import type { DepositAmounts } from './types.ts';

export type DepositDetailsProps = {
  /** The dealer's deposit: amount, fee, total, cancellation fee, method, in cents and its currency. */
  readonly details: DepositAmounts;
};

/**
 * What the deposit costs before the shopper pays: the deposit, the fee on top of it (a fixed fee or
 * a processing fee, by the dealer's fee mode; no line without one), what the card is charged, what
 * cancelling costs (no line when nothing), and how it is taken (a hold or a charge), in the page's
 * money format.
 */
export function DepositDetails({ details: d }: DepositDetailsProps): ReactNode {
  const t = useUiText();
  const money = useDepositMoney();
  const line = (label: string, value: string, testId?: string, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className={styles.lines} data-testid="deposit-amounts" data-method={d.deposit_method}>
      {line(t('deposit.amount'), money(d.deposit_amount, d.currency))}
      {d.deposit_fee > 0
        ? line(
            t(d.fee_mode === 'Charge Fixed Fee' ? 'deposit.fee.fixed' : 'deposit.fee'),
            money(d.deposit_fee, d.currency),
          )
        : null}
      {line(t('deposit.total'), money(d.deposit_total, d.currency), 'deposit-total', styles.totalLine)}
      {line(t('deposit.method'), t(`deposit.method.${d.deposit_method}`))}
      {d.deposit_cancellation_fee > 0
        ? line(t('deposit.cancellationFee'), money(d.deposit_cancellation_fee, d.currency))
        : null}
    </dl>
  );
}
