import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { type Locale, parseMoneyText } from '../internal/domain.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import { type LoadPhoto, TradeInPhotos } from './TradeInPhotos.tsx';
import type { InboxTradeIn, OfferError, TradeInDeclineInput, TradeInOfferInput } from './types.ts';
import { useConsoleMoney, useConsoleText } from './useConsoleText.ts';

export type TradeInInboxProps = {
  readonly items: readonly InboxTradeIn[];
  /** Sends an offer; the app calls the staff API and refreshes the list. */
  readonly onOffer: (item: InboxTradeIn, offer: TradeInOfferInput) => void;
  /**
   * The dealer makes no offer (`no_offer`) or takes the trade-in out of the deal (`excluded`), with
   * a message the customer reads; without it the form sends offers only.
   */
  readonly onDecline?: ((item: InboxTradeIn, decline: TradeInDeclineInput) => void) | undefined;
  /**
   * The link to the customer's deals screen (the app's router link around `label`); without it the
   * customer's name is text.
   */
  readonly renderCustomer?: ((item: InboxTradeIn, label: string) => ReactNode) | undefined;
  /**
   * The server's refusal per trade-in id (already in the staff member's language): of a field (shown
   * on it, marked invalid) or of the offer (an alert above the form).
   */
  readonly errors?: Readonly<Record<number, string | OfferError>> | undefined;
  /** The trade-in whose offer is being sent. */
  readonly sending?: number | null | undefined;
  /** The last offer sent (the customer's name), or no offer or exclusion (with its reason), announced. */
  readonly sentTo?:
    | string
    | { readonly name: string; readonly reason: TradeInDeclineInput['reason'] }
    | null
    | undefined;
  /** The default expiry date (YYYY-MM-DD). */
  readonly defaultExpiry: string;
  /** The dealer's currency (CAD, USD): of an offer the customer declined when no valuation names one. */
  readonly currency?: string | undefined;
  /**
   * Reads a trade-in's photo with the staff session and dealer (the console's HTTP client); without
   * it a photo is shown from its URL.
   */
  readonly loadPhoto?: LoadPhoto | undefined;
};

/**
 * Parses a typed amount as the page's language writes it ("12,345.67" in English, "12 345,67" in
 * French) into whole cents; null when it is not one (the domain's `parseMoneyText`: "12.345" is
 * refused, not guessed).
 */
export function parseAmountToCents(text: string, locale: Locale): number | null {
  const read = parseMoneyText(text, locale);
  return read.ok ? read.value : null;
}

type Decision = 'offer' | 'conditional' | TradeInDeclineInput['reason'];
const DECISIONS: readonly Decision[] = ['offer', 'conditional', 'no_offer', 'excluded'];

/** A field's refusal under it, in a place kept for it: a refusal does not move the fields around it. */
export function FieldError({ id, message }: { id: string; message: string | null }): ReactNode {
  return (
    <p id={id} className={styles.fieldErrorSlot}>
      {message}
    </p>
  );
}

function OfferForm({
  item,
  onOffer,
  onDecline,
  error,
  sending,
  defaultExpiry,
}: {
  item: InboxTradeIn;
  onOffer: TradeInInboxProps['onOffer'];
  onDecline: TradeInInboxProps['onDecline'];
  error: string | OfferError | undefined;
  sending: boolean;
  defaultExpiry: string;
}): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const [decision, setDecision] = useState<Decision>('offer');
  const [amount, setAmount] = useState('');
  const [expires, setExpires] = useState(defaultExpiry);
  const [condition, setCondition] = useState('');
  const [message, setMessage] = useState('');
  const [local, setLocal] = useState<OfferError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const dateId = useId();
  const dateErrorId = useId();
  const conditionId = useId();
  const conditionErrorId = useId();
  const messageId = useId();
  const messageErrorId = useId();
  const decisionName = `decision-${item.id}`;
  const amountName = `amount-${item.id}`;
  const shown: OfferError | null =
    local ?? (typeof error === 'string' ? { message: error } : (error ?? null));
  const offering = decision === 'offer' || decision === 'conditional';
  // A refused field takes focus, as the storefront's forms do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each refusal of a submit
  useEffect(() => {
    if (attempt === 0 || !shown?.field) return;
    const ids = { expires_on: dateId, condition: conditionId, message: messageId } as const;
    const selector =
      shown.field === 'amount' ? `input[name="${amountName}"]` : `#${CSS.escape(ids[shown.field])}`;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [attempt, error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!offering) {
      const text = message.trim();
      if (!text) return setLocal({ field: 'message', message: t('console.inbox.messageRequired') });
      setLocal(null);
      return onDecline?.(item, { reason: decision, message: text });
    }
    const cents = parseAmountToCents(amount, intl.locale as Locale);
    // Not an amount (found in a staff trial: "abc" was told "at least 1.00"), or too small.
    if (cents === null) return setLocal({ field: 'amount', message: t('console.inbox.notAmount') });
    if (cents < 100) return setLocal({ field: 'amount', message: t('console.inbox.badAmount') });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires))
      return setLocal({ field: 'expires_on', message: t('console.inbox.badDate') });
    const conditionText = condition.trim();
    if (decision === 'conditional' && !conditionText)
      return setLocal({ field: 'condition', message: t('console.inbox.conditionRequired') });
    setLocal(null);
    onOffer(
      item,
      decision === 'conditional'
        ? { amount: cents, expires_on: expires, condition: conditionText }
        : { amount: cents, expires_on: expires },
    );
  };
  const fieldError = (field: NonNullable<OfferError['field']>) =>
    shown?.field === field ? shown.message : null;
  const dateError = fieldError('expires_on');
  const conditionError = fieldError('condition');
  const messageError = fieldError('message');
  return (
    <form ref={form} className={styles.stack} onSubmit={submit} noValidate>
      {shown && !shown.field ? (
        <p role="alert" className={styles.alert}>
          {shown.message}
        </p>
      ) : null}
      {onDecline ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('console.inbox.decision')}</legend>
          {DECISIONS.map((d) => (
            <label key={d} className={styles.choice}>
              <input
                type="radio"
                name={decisionName}
                value={d}
                checked={decision === d}
                onChange={() => {
                  setDecision(d);
                  setLocal(null);
                }}
              />
              {t('console.inbox.decisionOption', { decision: d })}
            </label>
          ))}
        </fieldset>
      ) : null}
      {offering ? (
        <div className={styles.offerRow}>
          <div className={styles.grow}>
            <TextField
              name={amountName}
              label={t('console.inbox.amount')}
              value={amount}
              onChange={(next) => {
                setAmount(next);
                if (local?.field === 'amount') setLocal(null);
              }}
              inputMode="decimal"
              isRequired
              serverError={fieldError('amount') ?? undefined}
              showErrors
            />
          </div>
          <div className={`${styles.grow} ${styles.nativeField}`}>
            <label htmlFor={dateId}>{t('console.inbox.expires')}</label>
            <input
              id={dateId}
              type="date"
              className={styles.nativeInput}
              value={expires}
              required
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? dateErrorId : undefined}
              onChange={(event) => {
                setExpires(event.target.value);
                if (local?.field === 'expires_on') setLocal(null);
              }}
            />
            <FieldError id={dateErrorId} message={dateError} />
          </div>
        </div>
      ) : null}
      {decision === 'conditional' ? (
        <div className={styles.nativeField}>
          <label htmlFor={conditionId}>{t('console.inbox.condition')}</label>
          <textarea
            id={conditionId}
            className={styles.nativeInput}
            value={condition}
            maxLength={500}
            rows={3}
            required
            aria-invalid={conditionError ? true : undefined}
            aria-describedby={conditionError ? conditionErrorId : undefined}
            onChange={(event) => {
              setCondition(event.target.value);
              if (local?.field === 'condition') setLocal(null);
            }}
          />
          <FieldError id={conditionErrorId} message={conditionError} />
        </div>
      ) : null}
      {offering ? null : (
        <div className={styles.nativeField}>
          <label htmlFor={messageId}>{t('console.inbox.message', { decision })}</label>
          <textarea
            id={messageId}
            className={styles.nativeInput}
            value={message}
            maxLength={500}
            rows={3}
            required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? messageErrorId : undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              if (local?.field === 'message') setLocal(null);
            }}
          />
          <FieldError id={messageErrorId} message={messageError} />
        </div>
      )}
      <div>
        <Button type="submit" loading={sending}>
          {t('console.inbox.submitDecision', { decision })}
        </Button>
      </div>
    </form>
  );
}

/**
 * Trade-ins sent to the dealer and awaiting an offer: the vehicle, the customer, the odometer, the
 * valuation (its provider named: the demo one says it is a sandbox), the photos and the condition
 * answers the customer sent; an offer (amount and expiry)
 * goes to the customer, who accepts or declines it on the storefront.
 */
export function TradeInInbox({
  items,
  onOffer,
  onDecline,
  renderCustomer,
  errors = {},
  sending,
  sentTo,
  defaultExpiry,
  currency = 'CAD',
  loadPhoto,
}: TradeInInboxProps): ReactNode {
  const t = useConsoleText();
  const money = useConsoleMoney();
  const titleId = useId();
  // The offer sent, its form gone: focus goes to the message that says so.
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sent.current?.focus();
  }, [sentTo]);
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.inbox.title')}
      </h1>
      <div aria-live="polite">
        {sentTo ? (
          <p ref={sent} tabIndex={-1} className={styles.success}>
            {typeof sentTo === 'string'
              ? t('console.inbox.sent', { name: sentTo })
              : t('console.inbox.declinedSent', sentTo)}
          </p>
        ) : null}
      </div>
      {items.length === 0 ? <p className={styles.muted}>{t('console.inbox.empty')}</p> : null}
      {items.map((item) => (
        <article
          key={item.id}
          className={styles.card}
          aria-labelledby={`${titleId}-${item.id}`}
          data-trade-in={item.id}
        >
          <h2 id={`${titleId}-${item.id}`} className={styles.subheading}>
            {item.year} {item.make} {item.model} {item.trim}
          </h2>
          <p className={styles.muted}>
            {t('console.inbox.customerLabel')}{' '}
            {renderCustomer
              ? renderCustomer(
                  item,
                  t('console.inbox.customerDeals', { name: item.customer.name_or_email, order: item.order }),
                )
              : item.customer.name_or_email}
          </p>
          <p className={styles.muted}>{t('console.inbox.order', { order: item.order })}</p>
          {item.vin ? <p className={styles.muted}>{t('console.inbox.vin', { vin: item.vin })}</p> : null}
          <p className={styles.muted}>
            {t('console.inbox.odometer', { odometer: item.odometer, unit: item.unit })}
          </p>
          {item.valuation ? (
            <p className={styles.muted}>
              {t('console.inbox.valuation', {
                low: money(item.valuation.low, item.valuation.currency),
                high: money(item.valuation.high, item.valuation.currency),
                provider: item.valuation.provider,
              })}
            </p>
          ) : null}
          {item.trade_in_offer?.status === 'declined' ? (
            <p className={styles.muted}>
              {t('console.inbox.declined', {
                amount: money(item.trade_in_offer.value, item.valuation?.currency ?? currency),
                reason: item.trade_in_offer.comments || 'none',
              })}
            </p>
          ) : null}
          <TradeInPhotos images={item.images} answers={item.answers} loadPhoto={loadPhoto} />
          <OfferForm
            item={item}
            onOffer={onOffer}
            onDecline={onDecline}
            error={errors[item.id]}
            sending={sending === item.id}
            defaultExpiry={defaultExpiry}
          />
        </article>
      ))}
    </section>
  );
}
