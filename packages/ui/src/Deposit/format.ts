import { useIntl } from 'react-intl';
import { cardBrandName, formatMoney, frenchFirstOfMonth, type Locale } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { DEPOSIT_STATUSES, type DepositStatus, type PlacedDeposit } from './types.ts';

/** Cents in the page's money format ("$514.80", "514,80 $"). */
export function useDepositMoney(): (cents: number, currency: string) => string {
  const { locale } = useIntl();
  return (cents, currency) => formatMoney(cents, locale as Locale, { currency: currency as 'CAD' | 'USD' });
}

/** An instant's day with its weekday at the dealership ("Monday, December 21, 2026", "lundi 1er juin 2026"). */
export function dayOf(instant: string, locale: string, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(instant));
  return frenchFirstOfMonth(parts, locale);
}

const isStatus = (status: string): status is DepositStatus =>
  (DEPOSIT_STATUSES as readonly string[]).includes(status);

/** What the saved deal's line and the receipt say of a placed deposit, in the page's language. */
export function useDepositWords(): (
  deposit: PlacedDeposit,
) => Record<'total' | 'amount' | 'fee' | 'cancellationFee' | 'date' | 'card' | 'status', string> {
  const t = useUiText();
  const { locale } = useIntl();
  const money = useDepositMoney();
  return (deposit) => ({
    total: money(deposit.deposit_total, deposit.currency),
    amount: money(deposit.deposit_amount, deposit.currency),
    fee: money(deposit.deposit_fee, deposit.currency),
    cancellationFee: money(deposit.deposit_cancellation_fee, deposit.currency),
    date: deposit.paid_on ? dayOf(deposit.paid_on, locale, deposit.time_zone) : '',
    card: deposit.card
      ? t('deposit.receipt.cardLine', {
          brand: cardBrandName(deposit.card.brand),
          last4: deposit.card.last4,
        })
      : '',
    status: isStatus(deposit.status) ? t(`deposit.status.${deposit.status}`) : deposit.status,
  });
}
