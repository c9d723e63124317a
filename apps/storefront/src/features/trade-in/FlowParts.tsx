import {
  type BlackBookTradeInAnswer,
  isTradeInEditable,
  type NumberInputError,
  reviewDescription,
  TRADE_IN_MAX_ODOMETER,
  type TradeInCatalogueVehicle,
  type TradeInStatus,
} from '@storefront/domain';
import { TextField } from '@storefront/ui';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { useNotSaved } from '../../shared/forms/NotSaved.tsx';
import { completed, tell } from '../embedding/deferred.ts';
import { submitTradeIn } from './api/tradeIn.ts';
import * as styles from './tradeIn.css.ts';

// What the trade-in flows (black-book, trade-in 2) show alike: their step list, a step that waits
// for an earlier one, and sending the trade-in to the dealership.

/** A review's ways back to the deal: its payment, and the saved deal. */
export function DealLinks(props: { path: (to: string) => string; vehicleId: string | number }) {
  const { path, vehicleId } = props;
  return (
    <>
      <Link className={styles.stepLink} to={path(`/conf/${vehicleId}/payment/`)}>
        <FormattedMessage id="trade_in.review.seePayment" />
      </Link>
      <Link className={styles.stepLink} to={path(`/saved-vehicles/${vehicleId}/`)}>
        <FormattedMessage id="trade_in.review.backToDeal" />
      </Link>
    </>
  );
}

/** A step's page that is a title, a text and what to do (a link or a button). */
export function StepText(props: { title: string; text: string; children: ReactNode }) {
  const { title, text, children } = props;
  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={text} />
      </p>
      <div className={styles.links}>{children}</div>
    </section>
  );
}

/**
 * Whether the older flow's details and history are closed to changes: the trade-in is with the
 * dealership or in the deal (neither a draft nor excluded, after which another may be valued).
 */
export function isLockedForChanges(tradeIn: { status?: TradeInStatus | null } | null): boolean {
  return tradeIn !== null && !isTradeInEditable(tradeIn.status) && tradeIn.status !== 'excluded';
}

/** A step closed to changes (`isLockedForChanges`): said under its title, with a link to the review. */
export function LockedStep({ title, review }: { title: string; review: string }) {
  return (
    <StepFirst title={title} text="trade_in.details.locked" to={review} linkText="trade_in.sidebar.review" />
  );
}

/** A step under its title that says what to do first (`text`) and links to that step. */
export function StepFirst(props: { title: string; text: string; to: string; linkText: string }) {
  const { title, text, to, linkText } = props;
  return (
    <StepText title={title} text={text}>
      <Link className={styles.stepLink} to={to}>
        <FormattedMessage id={linkText} />
      </Link>
    </StepText>
  );
}

/** The catalogue vehicle of a saved trade-in. */
export function vehicleOf(tradeIn: BlackBookTradeInAnswer): TradeInCatalogueVehicle {
  return {
    vid: tradeIn.vid,
    year: tradeIn.year,
    make: tradeIn.make,
    model: tradeIn.model,
    trim: tradeIn.trim,
  };
}

/** Sends the trade-in to the dealership (awaiting dealer), then reads the order again. */
export function useSendToDealer(
  tradeIn: { id: number } | null,
  order: { id: number } | null,
  refresh: () => Promise<void>,
) {
  const { http } = useApi();
  const [sending, setSending] = useState(false);
  // Sent: the button is gone, and focus goes to the status saying so (not to the next button, whose
  // Enter would start taking the trade-in out of the deal).
  const [sent, setSent] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent > 0) statusRef.current?.focus();
  }, [sent]);
  const notSent = useNotSaved();
  async function send() {
    if (!tradeIn || !order) return;
    setSending(true);
    notSent.clear();
    try {
      await submitTradeIn(http, tradeIn.id, order.id);
      tell(completed('trade_in_sent', { order: order.id }));
      await refresh();
      setSent((n) => n + 1);
    } catch (caught) {
      // the HTTP client has told the shopper; no answer at all (offline) is said under the button too
      notSent.caught(caught);
    } finally {
      setSending(false);
    }
  }
  return { send, sending, statusRef, offline: notSent.offline };
}

/** The odometer as typed, in the dealer's unit, with the reason it was refused (`error`). */
export function OdometerInput(props: {
  unit: 'km' | 'mi';
  error: NumberInputError | null;
  value: string;
  onChange: (text: string) => void;
}) {
  const { unit, error, value, onChange } = props;
  const intl = useIntl();
  return (
    <TextField
      name="trade_in_odometer"
      label={intl.formatMessage({ id: 'trade_in.details.odometer' }, { unit })}
      serverError={
        error
          ? intl.formatMessage(
              { id: error === 'unit' ? 'trade_in.details.odometerUnit' : 'trade_in.details.odometerError' },
              { unit, max: TRADE_IN_MAX_ODOMETER },
            )
          : undefined
      }
      value={value}
      onChange={onChange}
      inputMode="numeric"
      maxLength={24}
      isRequired
    />
  );
}

/** What the trade-in's status means for the shopper (the domain's `reviewDescription`), announced. */
export function StatusText({
  status,
  firstName,
  statusRef,
}: {
  status: TradeInStatus;
  firstName: string | null;
  /** Focus comes here once the trade-in is sent (`useSendToDealer`). */
  statusRef?: Ref<HTMLParagraphElement>;
}) {
  const description = reviewDescription(status);
  return (
    <p role="status" data-testid="trade-in-status" ref={statusRef} tabIndex={-1}>
      {description.id ? (
        <FormattedMessage id={description.id} values={{ name: firstName ?? '' }} />
      ) : (
        <FormattedMessage id="trade_in.review.desc.awaiting_customer" />
      )}
    </p>
  );
}
