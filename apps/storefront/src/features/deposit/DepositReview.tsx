import { cardBrandName, formatMoney, formatPhone, type Locale } from '@storefront/domain';
import { Button, type DepositAmounts, type DepositBillingValues, DepositDetails } from '@storefront/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dealStyles as styles } from '../build-and-price/index.ts';
import { NextStepLink } from './NextStepLink.tsx';

/** What the identity-login variant's review pays with: the form's details and the card's token. */
export interface PendingDeposit {
  readonly billing: DepositBillingValues;
  readonly token: string;
  /** The sandbox card's brand and last four digits; null with Stripe (its field keeps the card). */
  readonly card: { readonly brand: string; readonly last4: string } | null;
}

/**
 * The identity-login variant's `review-vw/` (spec 2 §2): the deposit's amounts, the shopper's contact,
 * billing address and card as the form took them, and the button that pays; "Change the details" goes
 * back to `place-vw/` with everything kept. A decline is said here and takes focus; the card's
 * authentication step (`challenge`) stands in place of the buttons. Its heading takes focus when shown.
 */
export function DepositReview({
  pending,
  vehicleName,
  details,
  busy,
  paymentError,
  reserved,
  challenge,
  placePath,
  onPay,
}: {
  pending: PendingDeposit;
  vehicleName: string | undefined;
  details: DepositAmounts | null;
  busy: boolean;
  paymentError: string | null;
  reserved: boolean;
  challenge: ReactNode;
  placePath: string;
  onPay: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (paymentError) error.current?.focus();
  }, [paymentError]);
  const b = pending.billing;
  const total = details
    ? formatMoney(details.deposit_total, intl.locale as Locale, { currency: details.currency })
    : null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="deposit-review">
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        <FormattedMessage id="deposit.review.title" />
      </h1>
      {vehicleName ? <p>{vehicleName}</p> : null}
      {details ? <DepositDetails details={details} /> : null}
      <dl>
        <dt>
          <FormattedMessage id="deposit.review.contact" />
        </dt>
        <dd>
          {`${b.first_name} ${b.last_name}`.trim()}
          <br />
          {formatPhone(b.phone)}
        </dd>
        <dt>
          <FormattedMessage id="deposit.review.billing" />
        </dt>
        <dd>
          {b.address_line_1}
          {b.address_line_2 ? (
            <>
              <br />
              {b.address_line_2}
            </>
          ) : null}
          <br />
          {`${b.city}, ${b.province} ${b.postal_code}`}
        </dd>
        <dt>
          <FormattedMessage id="deposit.review.card" />
        </dt>
        <dd>
          {b.cardholder_name}
          {pending.card ? (
            <>
              <br />
              <FormattedMessage
                id="deposit.review.cardLine"
                values={{ brand: cardBrandName(pending.card.brand), last4: pending.card.last4 }}
              />
            </>
          ) : null}
        </dd>
      </dl>
      {reserved ? (
        <p role="alert" data-testid="deposit-reserved">
          <FormattedMessage id="vehicleNotFound.reserved" />
        </p>
      ) : null}
      {paymentError ? (
        <p role="alert" tabIndex={-1} ref={error} data-testid="deposit-payment-error">
          {paymentError}
        </p>
      ) : null}
      {challenge ?? (
        <p className={styles.actions}>
          <Button onClick={onPay} loading={busy} disabled={reserved}>
            {total ? (
              <FormattedMessage id="deposit.review.pay" values={{ amount: total }} />
            ) : (
              <FormattedMessage id="deposit.review.payPlain" />
            )}
          </Button>
          <NextStepLink to={placePath}>
            <FormattedMessage id="deposit.review.change" />
          </NextStepLink>
        </p>
      )}
    </section>
  );
}
