import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { dealStyles as styles } from '../build-and-price/index.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';
import { depositPaidQuery } from './api/deposit.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import * as depositStyles from './deposit.css.ts';
import { isPaid, receiptWords } from './receiptParts.tsx';

/**
 * The deposit's receipt (`deposit/{vehicleId}/receipt/`): what a card receipt carries (the dealership,
 * the amounts and currency, the card's brand and last four digits, the date, the reference, the
 * processor) and the terms of a hold or a charge. No deposit held or charged: the place step.
 */
export function DepositReceiptPage() {
  const { id = '' } = useParams();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  useOrdersOfOtherTabs();
  const orders = useOrders();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived);
  const paid = useQuery({ ...depositPaidQuery(http, dealerCode, order?.id ?? 0), enabled: Boolean(order) });
  if (orders.isPending || (order && paid.isPending)) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  const deposit = paid.data?.deposit;
  if (!order || !isPaid(deposit)) return <Navigate replace to={buildPath(prefix, `/deposit/${id}/place/`)} />;
  const words = receiptWords(deposit, intl);
  const held = deposit.status === 'pre_authorized';
  const row = (label: string, value: string, testId?: string) => (
    <div className={testId === 'deposit-receipt-total' ? depositStyles.totalLine : undefined}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby="deposit-receipt-title" data-testid="deposit-receipt">
      <h1 id="deposit-receipt-title">
        <FormattedMessage id="deposit.receipt.title" />
      </h1>
      <dl className={depositStyles.lines}>
        {row('deposit.receipt.dealer', deposit.dealer_name)}
        {row('deposit.receipt.reference', deposit.reference, 'deposit-receipt-reference')}
        {row('deposit.receipt.date', words.date)}
        {row('deposit.amount', words.amount)}
        {deposit.deposit_fee > 0 ? row('deposit.fee', words.fee) : null}
        {row(held ? 'deposit.receipt.held' : 'deposit.receipt.charged', words.total, 'deposit-receipt-total')}
        {row('deposit.receipt.currency', deposit.currency)}
        {row('deposit.receipt.card', words.card, 'deposit-receipt-card')}
        {row('deposit.receipt.status', words.status)}
        {row(
          'deposit.receipt.processor',
          intl.formatMessage({ id: `deposit.processor.${deposit.processor}` }),
        )}
      </dl>
      <p data-testid="deposit-receipt-terms">
        <FormattedMessage
          id={
            deposit.deposit_cancellation_fee > 0
              ? held
                ? 'deposit.receipt.termsHold'
                : 'deposit.receipt.termsCapture'
              : held
                ? 'deposit.receipt.termsHoldNoFee'
                : 'deposit.receipt.termsCaptureNoFee'
          }
          values={{ dealer: deposit.dealer_name, fee: words.cancellationFee }}
        />
      </p>
      <p>
        <FormattedMessage id="deposit.receipt.emailed" />
      </p>
      <p className={styles.card}>
        <Link to={buildPath(prefix, `/appointment/${id}/?mode=edit`)}>
          <FormattedMessage id="deposit.receipt.appointment" />
        </Link>{' '}
        <Link to={buildPath(prefix, `/saved-vehicles/${id}/`)}>
          <FormattedMessage id="orderDetails.title" />
        </Link>
      </p>
    </section>
  );
}
