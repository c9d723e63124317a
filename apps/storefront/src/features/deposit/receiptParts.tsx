import { cardBrandName, formatMoney, type Locale } from '@storefront/domain';
import type { IntlShape } from 'react-intl';
import { formatDay } from '../appointment/index.ts';
import type { DepositReceipt } from './api/deposit.ts';

/** Statuses with a receipt: the deposit is held on the card or charged. */
export function isPaid(deposit: DepositReceipt | null | undefined): deposit is DepositReceipt {
  return deposit?.status === 'pre_authorized' || deposit?.status === 'confirmed';
}

/** What a receipt and the saved deal's line say, in the page's language. */
export function receiptWords(deposit: DepositReceipt, intl: IntlShape) {
  const locale = intl.locale as Locale;
  const money = (cents: number) => formatMoney(cents, locale, { currency: deposit.currency });
  return {
    total: money(deposit.deposit_total),
    amount: money(deposit.deposit_amount),
    fee: money(deposit.deposit_fee),
    cancellationFee: money(deposit.deposit_cancellation_fee),
    date: deposit.paid_on ? formatDay(new Date(deposit.paid_on), locale, deposit.time_zone) : '',
    card: deposit.card
      ? intl.formatMessage(
          { id: 'deposit.receipt.cardLine' },
          { brand: cardBrandName(deposit.card.brand), last4: deposit.card.last4 },
        )
      : '',
    status: intl.formatMessage({ id: `deposit.status.${deposit.status}` }),
  };
}
