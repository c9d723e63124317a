import type { ReactNode } from 'react';
import { useDealFormat } from '../deal/format.tsx';
import type { PaymentDisclosure as Disclosure } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { FREQUENCY_LABEL } from '../PricingHeader/PaymentAmount.tsx';
import * as styles from './PaymentDisclosure.css.ts';

export type PaymentDisclosureProps = {
  /** The domain's disclosure of the priced deal (`paymentDisclosure`); nothing shows for cash (null). */
  readonly disclosure: Disclosure | null;
  /**
   * What this cost of credit belongs to where a page shows more than one (a saved deal's vehicle,
   * the price breakdown): the region is then named "Cost of credit, {context}", so landmarks stay unique.
   */
  readonly context?: string | undefined;
};

/**
 * Where the taxes are: in each payment (financed, or on each lease payment, shown with them or
 * "plus taxes"), or paid at signing instead (finance with its taxes paid up front, a Texas lease),
 * or nowhere; taxes paid at signing beside taxed payments (on a lease's down payment) are named too.
 */
function taxesSentence(
  disclosure: Disclosure,
  t: ReturnType<typeof useUiText>,
  money: (cents: number) => string,
): string {
  const atSigning = disclosure.taxesAtSigningCents;
  if (!disclosure.paymentsTaxed) {
    return atSigning > 0
      ? t('deal.disclosure.taxes.atSigning', { amount: money(atSigning) })
      : t('deal.disclosure.taxes.none');
  }
  const inPayments = t(
    disclosure.taxesIncluded ? 'deal.disclosure.taxes.included' : 'deal.disclosure.taxes.extra',
  );
  return atSigning > 0
    ? `${inPayments} ${t('deal.disclosure.taxes.alsoAtSigning', { amount: money(atSigning) })}`
    : inPayments;
}

/**
 * The cost of credit beside an advertised payment (Canadian cost-of-borrowing disclosure, US Truth
 * in Lending): the rate, the number and frequency of payments over the term, the amount financed (a
 * lease's capitalised cost), the cost of borrowing, the total of payments and a lease's residual,
 * what is due at signing, and where the taxes are (in each payment, added to each payment, or paid
 * at signing); a last payment that differs is named, and a payment derived from the monthly one
 * says how.
 * Every figure comes from the domain, in cents.
 */
export function PaymentDisclosure({ disclosure, context }: PaymentDisclosureProps): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  if (disclosure === null) return null;
  const lease = disclosure.paymentType === 'lease';
  const rows: { label: string; value: string; key: string }[] = [
    {
      key: 'rate',
      label: t(lease ? 'deal.disclosure.rate.lease' : 'deal.disclosure.rate.finance'),
      value: format.percent(disclosure.aprPercent),
    },
    {
      key: 'financed',
      label: t(lease ? 'deal.disclosure.financed.lease' : 'deal.disclosure.financed.finance'),
      value: format.money(disclosure.amountFinancedCents),
    },
    {
      key: 'cost',
      label: t('deal.disclosure.costOfBorrowing'),
      value: format.money(disclosure.costOfBorrowingCents),
    },
    {
      key: 'total',
      label: t(
        disclosure.taxesIncluded
          ? 'deal.disclosure.totalOfPayments'
          : 'deal.disclosure.totalOfPayments.beforeTax',
      ),
      value: format.money(disclosure.totalOfPaymentsCents),
    },
    ...(disclosure.dueAtSigningCents === null
      ? []
      : [
          {
            key: 'signing',
            label: t('deal.disclosure.dueAtSigning'),
            value: format.money(disclosure.dueAtSigningCents),
          },
        ]),
    ...(disclosure.residualCents === null
      ? []
      : [
          {
            key: 'residual',
            label: t('deal.disclosure.residual'),
            value: format.money(disclosure.residualCents),
          },
        ]),
  ];
  return (
    <section
      className={styles.disclosure}
      aria-label={context ? t('deal.disclosure.titleOf', { context }) : t('deal.disclosure.title')}
      data-disclosure=""
    >
      <p className={styles.summary}>
        {/* A last payment unlike the others is counted apart: "155 payments of $X and a last payment of $Y". */}
        {disclosure.finalPaymentCents === disclosure.paymentCents
          ? t('deal.disclosure.payments', {
              count: disclosure.numberOfPayments,
              // The key: the message agrees the frequency with the count (fr-CA "2 paiements mensuels").
              frequency: disclosure.frequency,
              amount: format.money(disclosure.paymentCents),
              term: disclosure.termMonths,
            })
          : t('deal.disclosure.paymentsAndLast', {
              count: disclosure.numberOfPayments - 1,
              frequency: disclosure.frequency,
              amount: format.money(disclosure.paymentCents),
              last: format.money(disclosure.finalPaymentCents),
              term: disclosure.termMonths,
            })}{' '}
        {taxesSentence(disclosure, t, format.money)}
      </p>
      {disclosure.derivedFromMonthly ? (
        <p className={styles.summary} data-convention="derived_from_monthly">
          {/* A lease's payments carry their taxes on top of the derived amount: said before taxes. */}
          {t(
            disclosure.paymentType === 'lease' && disclosure.paymentsTaxed && disclosure.taxesIncluded
              ? 'deal.disclosure.derivedBeforeTax'
              : 'deal.disclosure.derived',
            {
              frequency: t(FREQUENCY_LABEL[disclosure.frequency]),
              monthly: format.money(disclosure.derivedFromMonthly.monthlyPaymentCents),
              factor: disclosure.derivedFromMonthly.factor,
            },
          )}
        </p>
      ) : null}
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-figure={row.key}>
            <dt>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
