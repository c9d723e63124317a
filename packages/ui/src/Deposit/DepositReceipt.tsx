import { type ReactNode, useId } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Deposit.css.ts';
import { useDepositWords } from './format.ts';
import type { PlacedDeposit } from './types.ts';

export type DepositReceiptProps = {
  /** A deposit held or charged (`isDepositPaid`). */
  readonly deposit: PlacedDeposit;
  /** The app's links after the receipt (book an appointment, the saved deal), the kit's `LinkButton`s side by side. */
  readonly links?: ReactNode;
};

/**
 * The deposit's receipt: what a card receipt carries (the dealership, the reference, the date, the
 * amounts and currency, the card's brand and last four digits, the status, the processor) and the
 * terms of a hold (held, not charged; charged when the shopper buys or released) or of a charge
 * (counts toward the vehicle; refunded if cancelled), with the cancellation fee only when there is
 * one. `data-state`: held or charged.
 */
export function DepositReceipt({ deposit, links }: DepositReceiptProps): ReactNode {
  const t = useUiText();
  const words = useDepositWords()(deposit);
  const titleId = useId();
  const held = deposit.status === 'pre_authorized';
  const fee = deposit.deposit_cancellation_fee > 0;
  const row = (label: string, value: string, testId?: string, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      data-testid="deposit-receipt"
      data-state={held ? 'held' : 'charged'}
    >
      <h1 id={titleId}>{t('deposit.receipt.title')}</h1>
      <dl className={styles.lines}>
        {row(t('deposit.receipt.dealer'), deposit.dealer_name)}
        {row(t('deposit.receipt.reference'), deposit.reference, 'deposit-receipt-reference')}
        {row(t('deposit.receipt.date'), words.date)}
        {row(t('deposit.amount'), words.amount)}
        {deposit.deposit_fee > 0 ? row(t('deposit.fee'), words.fee) : null}
        {row(
          t(held ? 'deposit.receipt.held' : 'deposit.receipt.charged'),
          words.total,
          'deposit-receipt-total',
          styles.totalLine,
        )}
        {row(t('deposit.receipt.currency'), deposit.currency)}
        {row(t('deposit.receipt.card'), words.card, 'deposit-receipt-card')}
        {row(t('deposit.receipt.status'), words.status)}
        {row(t('deposit.receipt.processor'), t(`deposit.processor.${deposit.processor}`))}
      </dl>
      <p data-testid="deposit-receipt-terms">
        {t(
          held
            ? fee
              ? 'deposit.receipt.termsHold'
              : 'deposit.receipt.termsHoldNoFee'
            : fee
              ? 'deposit.receipt.termsCapture'
              : 'deposit.receipt.termsCaptureNoFee',
          { dealer: deposit.dealer_name, fee: words.cancellationFee },
        )}
      </p>
      <p>{t('deposit.receipt.emailed')}</p>
      {links ? <div className={styles.actions}>{links}</div> : null}
    </section>
  );
}
