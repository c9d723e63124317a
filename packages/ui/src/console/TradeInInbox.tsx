import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { type Locale, parseMoneyText } from '../internal/domain.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import { type LoadPhoto, TradeInPhotos } from './TradeInPhotos.tsx';
import type { InboxTradeIn, OfferError, TradeInOfferInput } from './types.ts';
import { useConsoleMoney, useConsoleText } from './useConsoleText.ts';

export type TradeInInboxProps = {
  readonly items: readonly InboxTradeIn[];
  /** Sends an offer; the app calls the staff API and refreshes the list. */
  readonly onOffer: (item: InboxTradeIn, offer: TradeInOfferInput) => void;
  /**
   * The server's refusal per trade-in id (already in the staff member's language): of a field (shown
   * on it, marked invalid) or of the offer (an alert above the form).
   */
  readonly errors?: Readonly<Record<number, string | OfferError>> | undefined;
  /** The trade-in whose offer is being sent. */
  readonly sending?: number | null | undefined;
  /** The last offer sent, announced. */
  readonly sentTo?: string | null | undefined;
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

function OfferForm({
  item,
  onOffer,
  error,
  sending,
  defaultExpiry,
}: {
  item: InboxTradeIn;
  onOffer: TradeInInboxProps['onOffer'];
  error: string | OfferError | undefined;
  sending: boolean;
  defaultExpiry: string;
}): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [expires, setExpires] = useState(defaultExpiry);
  const [local, setLocal] = useState<OfferError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const dateId = useId();
  const dateErrorId = useId();
  const amountName = `amount-${item.id}`;
  const shown: OfferError | null =
    local ?? (typeof error === 'string' ? { message: error } : (error ?? null));
  // A refused field takes focus, as the storefront's forms do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each refusal of a submit
  useEffect(() => {
    if (attempt === 0 || !shown?.field) return;
    const selector = shown.field === 'amount' ? `input[name="${amountName}"]` : `#${CSS.escape(dateId)}`;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [attempt, error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const cents = parseAmountToCents(amount, intl.locale as Locale);
    // Not an amount (found in a staff trial: "abc" was told "at least 1.00"), or too small.
    if (cents === null) return setLocal({ field: 'amount', message: t('console.inbox.notAmount') });
    if (cents < 100) return setLocal({ field: 'amount', message: t('console.inbox.badAmount') });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires))
      return setLocal({ field: 'expires_on', message: t('console.inbox.badDate') });
    setLocal(null);
    onOffer(item, { amount: cents, expires_on: expires });
  };
  const dateError = shown?.field === 'expires_on' ? shown.message : null;
  return (
    <form ref={form} className={styles.stack} onSubmit={submit} noValidate>
      {shown && !shown.field ? (
        <p role="alert" className={styles.alert}>
          {shown.message}
        </p>
      ) : null}
      <div className={styles.row}>
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
            serverError={shown?.field === 'amount' ? shown.message : undefined}
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
          {dateError ? (
            <p id={dateErrorId} className={styles.alert}>
              {dateError}
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={sending}>
          {t('console.inbox.submit')}
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
            {t('console.inbox.sent', { name: sentTo })}
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
          <p className={styles.muted}>{t('console.inbox.customer', { name: item.customer.name_or_email })}</p>
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
            error={errors[item.id]}
            sending={sending === item.id}
            defaultExpiry={defaultExpiry}
          />
        </article>
      ))}
    </section>
  );
}
