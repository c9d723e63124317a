import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUiText } from '../intl/useUiText.ts';
import { dayOf, useDepositMoney, useDepositWords } from './format.ts';
import { isDepositPaid, type PlacedDeposit } from './types.ts';

export type DepositSummaryProps = {
  /** The order's latest deposit attempt; null or undefined: none. */
  readonly deposit: PlacedDeposit | null | undefined;
  /** The app's link to place a deposit (shown when none is held or charged). */
  readonly placeLink: ReactNode;
  /** The app's link to the receipt (shown with a deposit held or charged). */
  readonly receiptLink: ReactNode;
};

/**
 * The deposit line of a saved deal. Held or charged (the payment intent's `pre_authorized` or
 * `confirmed`): the deposit, the fee apart from it (it does not count toward the vehicle), the total,
 * held or charged, the day, the card, and the receipt's link. Given back (a refund, or a hold
 * released): said, with the link to place another. Otherwise the link to place one. `data-state`:
 * none, given-back, held or charged.
 */
export function DepositSummary({ deposit, placeLink, receiptLink }: DepositSummaryProps): ReactNode {
  const t = useUiText();
  const { locale } = useIntl();
  const money = useDepositMoney();
  const wordsOf = useDepositWords();
  // (Read before the check below: a deposit given back is not a paid one.)
  const givenBack = deposit?.given_back_on ? { ...deposit, on: deposit.given_back_on } : null;
  if (!isDepositPaid(deposit)) {
    if (givenBack) {
      return (
        <div data-testid="deposit-summary" data-state="given-back" data-status={givenBack.status}>
          <p>
            {t(givenBack.status === 'refunded' ? 'deposit.summary.refunded' : 'deposit.summary.released', {
              total: money(givenBack.deposit_total, givenBack.currency),
              date: dayOf(givenBack.on, locale, givenBack.time_zone),
            })}
          </p>
          <p>{placeLink}</p>
        </div>
      );
    }
    return (
      <p data-testid="deposit-summary" data-state="none">
        {placeLink}
      </p>
    );
  }
  const words = wordsOf(deposit);
  return (
    <div
      data-testid="deposit-summary"
      data-state={deposit.status === 'pre_authorized' ? 'held' : 'charged'}
      data-status={deposit.status}
    >
      <p>{t(deposit.deposit_fee > 0 ? 'deposit.summary.lineWithFee' : 'deposit.summary.line', words)}</p>
      {receiptLink}
    </div>
  );
}
