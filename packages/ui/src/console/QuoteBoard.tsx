import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { DealCountryProvider } from '../deal/format.tsx';
import {
  canRemoveAccessory,
  canRemoveProtectionPlan,
  type PaymentDisclosure as Disclosure,
  formatDate,
  formatLongDate,
  type Locale,
  PAYMENT_FREQUENCIES,
  PAYMENT_TYPES,
  PRAQ_MAX_QUOTES,
} from '../internal/domain.ts';
import { PaymentDisclosure } from '../PaymentDisclosure/PaymentDisclosure.tsx';
import * as styles from './Console.css.ts';
import * as quoteStyles from './QuoteBoard.css.ts';
import { useQuoteText } from './QuoteMessages.ts';
import { parseAmountToCents } from './TradeInInbox.tsx';
import { useConsoleMoney, useConsoleText } from './useConsoleText.ts';

/** One quote of a flow as the staff API answers it (cents; ISO expiry). */
export type QuoteDraft = {
  readonly id: number;
  readonly payment_type: 'cash' | 'finance' | 'lease';
  readonly term: number | null;
  readonly down_payment: number | null;
  readonly payment_frequency: string | null;
  readonly accessory_ids: readonly number[];
  readonly protection_ids: readonly number[];
  readonly incentives: readonly number[];
  readonly quote_expiry: string | null;
};

/** What the dealership offers for the vehicle: the choices a quote is made of. */
export type QuoteCatalogue = {
  /**
   * The accessories; one pre-installed that cannot be removed (the domain's `canRemoveAccessory`) is on
   * every vehicle, in the price: shown ticked, not removable.
   */
  readonly accessories: readonly {
    readonly id: number;
    readonly name: string;
    readonly price: number;
    readonly pre_installed?: boolean;
    readonly is_removable?: boolean;
  }[];
  /**
   * Each protection plan option (a plan's price), named with its plan; a pre-installed plan's
   * (`canRemoveProtectionPlan`) is on every vehicle: its chosen option, or its first, shown ticked.
   */
  readonly protections: readonly {
    readonly id: number;
    readonly name: string;
    readonly price: number;
    readonly plan?: number;
    readonly pre_installed?: boolean;
  }[];
  readonly incentives: readonly { readonly id: number; readonly name: string }[];
  readonly terms: readonly number[];
};

/** A quote's priced payment (the server's pricing call, as the shopper's page prices it). */
export type QuotePricing =
  | { readonly state: 'pending' }
  | { readonly state: 'failed'; readonly reason: string }
  | {
      readonly state: 'priced';
      readonly payment: number;
      readonly total: number;
      readonly frequency: string | null;
      readonly disclosure: Disclosure | null;
    };

/**
 * The quote against the customer's order: the payment change per payment (null: the order has no
 * payment at the quote's frequency to compare with), the order's own payment (null: it has none yet;
 * its frequency null for a cash deal) and the fields that differ.
 */
export type QuoteComparison = {
  readonly paymentChange: number | null;
  readonly orderPayment?: {
    readonly amount: number;
    readonly total: number;
    readonly frequency: string | null;
  } | null;
  readonly fields: readonly string[];
};

export type QuoteStatus = 'draft' | 'active' | 'submitted';

export type QuoteBoardProps = {
  readonly customerName: string;
  readonly vehicleLabel: string;
  readonly currency: string;
  readonly quotes: readonly QuoteDraft[];
  readonly catalogue: QuoteCatalogue;
  /** Per quote id. */
  readonly pricing: Readonly<Record<number, QuotePricing>>;
  readonly comparison: Readonly<Record<number, QuoteComparison>>;
  readonly status: QuoteStatus;
  /** When the quotes were sent (ISO), for the submitted status. */
  readonly submittedAt?: string | null | undefined;
  /** A refusal of the whole board (the server's, in the staff member's language). */
  readonly error?: string | null | undefined;
  /** Today, ISO (the dealer's calendar day): the expiry may not be before it. */
  readonly today: string;
  readonly busy?: boolean | undefined;
  readonly back?: ReactNode;
  readonly onAdd: () => void;
  readonly onSave: (quote: QuoteDraft) => void;
  readonly onRemove: (id: number) => void;
  readonly onActivate: () => void;
  readonly onSubmit: (message: string) => void;
};

/**
 * The personalised quotes of a customer's vehicle (PRAQ, spec 2 §3–§5): up to three columns, each
 * editable (payment, accessories, protection plans, incentives, expiry), priced as the shopper's page
 * prices it with its disclosure, and compared with the customer's order; a fourth is refused with the
 * spec's limit; then activate and send them by e-mail.
 */
export function QuoteBoard(props: QuoteBoardProps): ReactNode {
  const q = useQuoteText();
  const titleId = useId();
  const [message, setMessage] = useState(() => q('quote.messageDefault'));
  const full = props.quotes.length >= PRAQ_MAX_QUOTES;
  // Focus never left on a control that went away: a removed quote's column gives it to "Add a quote",
  // the activate button (gone once the quotes are active) to the message that comes with sending.
  const addRef = useRef<HTMLButtonElement>(null);
  const limitRef = useRef<HTMLParagraphElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // Sent (or sent again) while on this page: said beside the send button, where focus goes (a staff
  // trial saw nothing change there; the status line is at the top of the page).
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [sentHere, setSentHere] = useState(false);
  const shown = useRef({ count: props.quotes.length, status: props.status, sentAt: props.submittedAt });
  useEffect(() => {
    const before = shown.current;
    shown.current = { count: props.quotes.length, status: props.status, sentAt: props.submittedAt };
    if (props.status === 'submitted' && props.submittedAt && props.submittedAt !== before.sentAt)
      setSentHere(true);
    else if (props.quotes.length < before.count) addRef.current?.focus();
    else if (before.status === 'draft' && props.status === 'active') messageRef.current?.focus();
    else if (props.quotes.length > before.count && props.quotes.length >= PRAQ_MAX_QUOTES) {
      // "Add a quote" is disabled now: focus it had goes to the note that says why.
      const active = document.activeElement;
      if (active === addRef.current || active === document.body || active === null) limitRef.current?.focus();
    }
  }, [props.quotes.length, props.status, props.submittedAt]);
  useEffect(() => {
    if (sentHere) sentRef.current?.focus();
  }, [sentHere]);
  const limitId = useId();
  const intl = useIntl();
  const statusText =
    props.status === 'submitted' && props.submittedAt
      ? q('quote.status.submitted', {
          date: intl.formatDate(props.submittedAt, { dateStyle: 'long' }),
        })
      : q(props.status === 'draft' ? 'quote.status.draft' : 'quote.status.active');
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      {props.back}
      <h1 id={titleId} className={styles.heading}>
        {q('quote.title', { name: props.customerName })}
      </h1>
      <p className={styles.muted}>{q('quote.vehicle', { vehicle: props.vehicleLabel })}</p>
      <p role="status" className={styles.muted}>
        {statusText}
      </p>
      {props.error ? (
        <p role="alert" className={styles.alert}>
          {props.error}
        </p>
      ) : null}
      {props.quotes.length === 0 ? <p className={styles.muted}>{q('quote.empty')}</p> : null}
      <div className={quoteStyles.columns}>
        {props.quotes.map((quote, index) => (
          <QuoteColumn
            key={quote.id}
            number={index + 1}
            quote={quote}
            catalogue={props.catalogue}
            currency={props.currency}
            pricing={props.pricing[quote.id] ?? { state: 'pending' }}
            comparison={props.comparison[quote.id]}
            today={props.today}
            busy={props.busy}
            onSave={props.onSave}
            onRemove={() => props.onRemove(quote.id)}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          ref={addRef}
          variant="outline"
          // Three is the spec's limit: disabled then, the note beside it says why.
          disabled={full}
          aria-describedby={full ? limitId : undefined}
          onClick={() => {
            if (!full) props.onAdd();
          }}
          loading={props.busy}
        >
          {q('quote.add')}
        </Button>
      </div>
      {full ? (
        <p ref={limitRef} id={limitId} tabIndex={-1} className={styles.muted}>
          {q('quote.limit')}
        </p>
      ) : null}
      {props.quotes.length > 0 ? (
        <div className={styles.stack}>
          {props.status === 'draft' ? (
            <div className={styles.actions}>
              <Button onClick={props.onActivate} loading={props.busy}>
                {q('quote.activate')}
              </Button>
            </div>
          ) : (
            <form
              className={styles.stack}
              onSubmit={(event) => {
                event.preventDefault();
                props.onSubmit(message);
              }}
            >
              <QuoteTextArea
                ref={messageRef}
                label={q('quote.message')}
                value={message}
                onChange={setMessage}
              />
              <div className={styles.actions}>
                <Button type="submit" loading={props.busy}>
                  {q('quote.submit')}
                </Button>
              </div>
              {sentHere && props.submittedAt ? (
                <p ref={sentRef} tabIndex={-1} className={styles.success}>
                  {q('quote.sent', { name: props.customerName })}
                </p>
              ) : null}
            </form>
          )}
        </div>
      ) : null}
    </section>
  );
}

function QuoteTextArea(p: {
  ref: Ref<HTMLTextAreaElement>;
  label: string;
  value: string;
  onChange: (v: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.nativeField}>
      <label htmlFor={id}>{p.label}</label>
      <textarea
        ref={p.ref}
        id={id}
        className={styles.nativeInput}
        value={p.value}
        maxLength={2000}
        rows={3}
        onChange={(event) => p.onChange(event.target.value)}
      />
    </div>
  );
}

type ColumnProps = {
  readonly number: number;
  readonly quote: QuoteDraft;
  readonly catalogue: QuoteCatalogue;
  readonly currency: string;
  readonly pricing: QuotePricing;
  readonly comparison: QuoteComparison | undefined;
  readonly today: string;
  readonly busy: boolean | undefined;
  readonly onSave: (quote: QuoteDraft) => void;
  readonly onRemove: () => void;
};

const centsText = (cents: number | null, locale: string): string =>
  cents === null
    ? ''
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        cents / 100,
      );

/** One quote: its form (kept as typed until saved), its priced payment and its difference with the order. */
function QuoteColumn(p: ColumnProps): ReactNode {
  const q = useQuoteText();
  const t = useConsoleText();
  const money = useConsoleMoney();
  const intl = useIntl();
  const base = useId();
  const [draft, setDraft] = useState<QuoteDraft>(p.quote);
  const [down, setDown] = useState(() => centsText(p.quote.down_payment, intl.locale));
  const [errors, setErrors] = useState<{ down?: string; expiry?: string }>({});
  // A saved answer replaces the form (what the server kept), the down payment as the locale writes it;
  // the same quote given again (the board drawn anew, a price arriving) keeps what is being typed.
  const saved = JSON.stringify(p.quote);
  const savedRef = useRef(saved);
  useEffect(() => {
    if (savedRef.current === saved) return;
    savedRef.current = saved;
    setDraft(p.quote);
    setDown(centsText(p.quote.down_payment, intl.locale));
  }, [saved, p.quote, intl.locale]);
  const heading = q('quote.column', { number: p.number });
  const cash = draft.payment_type === 'cash';
  const toggle = (key: 'accessory_ids' | 'protection_ids' | 'incentives', id: number, on: boolean) =>
    setDraft((d) => ({ ...d, [key]: on ? [...d[key], id] : d[key].filter((x) => x !== id) }));
  const save = () => {
    const next: { down?: string; expiry?: string } = {};
    const downCents = down.trim() === '' ? null : parseAmountToCents(down, intl.locale as Locale);
    if (down.trim() !== '' && downCents === null) next.down = q('quote.badAmount');
    if (draft.quote_expiry !== null && draft.quote_expiry < p.today) next.expiry = q('quote.expiryPast');
    setErrors(next);
    if (next.down) {
      document.getElementById(`${base}-down`)?.focus();
      return;
    }
    if (next.expiry) {
      document.getElementById(`${base}-expiry`)?.focus();
      return;
    }
    p.onSave({ ...draft, down_payment: downCents });
  };
  const pricing = p.pricing;
  // The payment shown prices the quote as saved: a change typed since then is not in it until saved
  // (found in a staff trial: the payment read as the edited quote's).
  const unsaved = JSON.stringify(draft) !== saved || down !== centsText(p.quote.down_payment, intl.locale);
  return (
    <article className={styles.card} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className={styles.subheading}>
        {heading}
      </h2>
      <form
        className={styles.stack}
        aria-labelledby={`${base}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <div className={styles.nativeField}>
          <label htmlFor={`${base}-type`}>{q('quote.paymentType')}</label>
          <select
            id={`${base}-type`}
            className={styles.nativeInput}
            value={draft.payment_type}
            onChange={(event) => {
              const type = PAYMENT_TYPES.find((x) => x === event.target.value) ?? 'cash';
              setDraft((d) => ({ ...d, payment_type: type }));
            }}
          >
            {PAYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t('console.paymentType', { type })}
              </option>
            ))}
          </select>
        </div>
        {cash ? null : (
          <>
            <div className={styles.nativeField}>
              <label htmlFor={`${base}-term`}>{q('quote.term')}</label>
              <select
                id={`${base}-term`}
                className={styles.nativeInput}
                value={draft.term ?? ''}
                onChange={(event) =>
                  setDraft((d) => ({ ...d, term: event.target.value ? Number(event.target.value) : null }))
                }
              >
                {draft.term === null ? <option value="">—</option> : null}
                {[...new Set([...p.catalogue.terms, ...(draft.term ? [draft.term] : [])])]
                  .sort((a, b) => a - b)
                  .map((term) => (
                    <option key={term} value={term}>
                      {term}
                    </option>
                  ))}
              </select>
            </div>
            <div className={styles.nativeField}>
              <label htmlFor={`${base}-frequency`}>{q('quote.frequency')}</label>
              <select
                id={`${base}-frequency`}
                className={styles.nativeInput}
                value={draft.payment_frequency ?? 'monthly'}
                onChange={(event) => setDraft((d) => ({ ...d, payment_frequency: event.target.value }))}
              >
                {PAYMENT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {q('quote.frequencyOption', { frequency })}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        <div className={styles.nativeField}>
          <label htmlFor={`${base}-down`}>{q('quote.downPayment')}</label>
          <input
            id={`${base}-down`}
            className={styles.nativeInput}
            inputMode="decimal"
            value={down}
            aria-invalid={errors.down ? true : undefined}
            aria-describedby={`${base}-down-error`}
            onChange={(event) => setDown(event.target.value)}
          />
          <p id={`${base}-down-error`} className={styles.fieldErrorSlot}>
            {errors.down ?? null}
          </p>
        </div>
        {(
          [
            ['accessory_ids', 'quote.accessories', p.catalogue.accessories],
            ['protection_ids', 'quote.protections', p.catalogue.protections],
            ['incentives', 'quote.incentives', p.catalogue.incentives],
          ] as const
        ).map(([key, legend, items]) => {
          const included = includedIds(key, p.catalogue, draft);
          return (
            <QuoteChoices
              key={key}
              legend={q(legend)}
              items={items.map((a) => ({
                id: a.id,
                label:
                  ('price' in a ? `${a.name} (${money(a.price, p.currency)})` : a.name) +
                  (included.has(a.id) ? ` · ${q('quote.included')}` : ''),
                included: included.has(a.id),
              }))}
              chosen={draft[key]}
              onToggle={(id, on) => toggle(key, id, on)}
            />
          );
        })}
        <div className={styles.nativeField}>
          <label htmlFor={`${base}-expiry`}>{q('quote.expiry')}</label>
          <input
            id={`${base}-expiry`}
            type="date"
            className={styles.nativeInput}
            min={p.today}
            value={draft.quote_expiry ?? ''}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={`${base}-expiry-hint ${base}-expiry-error`}
            onChange={(event) => setDraft((d) => ({ ...d, quote_expiry: event.target.value || null }))}
          />
          <p id={`${base}-expiry-hint`} className={styles.muted}>
            {draft.quote_expiry
              ? q('quote.expiresOn', {
                  long: formatLongDate(draft.quote_expiry, intl.locale as Locale),
                  short: numericDate(draft.quote_expiry, intl.locale),
                })
              : q('quote.expiryHint')}
          </p>
          <p id={`${base}-expiry-error`} className={styles.fieldErrorSlot}>
            {errors.expiry ?? null}
          </p>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={p.busy}>
            {q('quote.save', { number: p.number })}
          </Button>
          <Button variant="ghost" onClick={p.onRemove} disabled={p.busy}>
            {q('quote.remove', { number: p.number })}
          </Button>
        </div>
      </form>
      <div className={styles.stack} aria-live="polite">
        {pricing.state === 'pending' ? <p className={styles.muted}>{q('quote.pricing')}</p> : null}
        {pricing.state === 'failed' ? (
          <p className={styles.alert}>{q('quote.notPriced', { reason: pricing.reason })}</p>
        ) : null}
        {pricing.state === 'priced' ? (
          <>
            {unsaved ? (
              <p className={styles.muted} data-quote-unsaved="">
                {q('quote.unsaved')}
              </p>
            ) : null}
            <p className={styles.subheading} data-testid="quote-payment">
              {pricing.frequency
                ? q('quote.payment', {
                    amount: money(pricing.payment, p.currency),
                    frequency: pricing.frequency,
                  })
                : q('quote.cashTotal', { amount: money(pricing.total, p.currency) })}
            </p>
            <DealCountryProvider country={p.currency === 'USD' ? 'US' : 'CA'}>
              <PaymentDisclosure disclosure={pricing.disclosure} context={heading} />
            </DealCountryProvider>
          </>
        ) : null}
        <QuoteDifference comparison={p.comparison} currency={p.currency} />
      </div>
    </article>
  );
}

function QuoteDifference(p: { comparison: QuoteComparison | undefined; currency: string }): ReactNode {
  const q = useQuoteText();
  const money = useConsoleMoney();
  const c = p.comparison;
  if (!c) return null;
  const lines: string[] = [];
  if (c.paymentChange === null) {
    const own = c.orderPayment;
    // An order with a payment at another frequency (or a cash deal) is not "without a payment".
    if (!own) lines.push(q('quote.noOrderPayment'));
    else if (own.frequency)
      lines.push(
        q('quote.orderOtherFrequency', { amount: money(own.amount, p.currency), frequency: own.frequency }),
      );
    else lines.push(q('quote.orderCash', { amount: money(own.total, p.currency) }));
  } else if (c.paymentChange > 0) lines.push(q('quote.more', { amount: money(c.paymentChange, p.currency) }));
  else if (c.paymentChange < 0) lines.push(q('quote.less', { amount: money(-c.paymentChange, p.currency) }));
  if (c.fields.length)
    lines.push(
      q('quote.changed', { fields: c.fields.map((field) => q('quote.field', { field })).join(', ') }),
    );
  else if (c.paymentChange === 0) lines.push(q('quote.same'));
  return (
    <div>
      <p className={styles.term}>{q('quote.against')}</p>
      {lines.map((line) => (
        <p key={line} className={styles.muted}>
          {line}
        </p>
      ))}
    </div>
  );
}

/**
 * The catalogue's items every vehicle includes, in the price whether chosen or not: a pre-installed
 * accessory that cannot be removed, and a pre-installed plan's option (the one chosen, else its first).
 */
function includedIds(
  key: 'accessory_ids' | 'protection_ids' | 'incentives',
  catalogue: QuoteCatalogue,
  draft: QuoteDraft,
): ReadonlySet<number> {
  if (key === 'accessory_ids')
    return new Set(
      catalogue.accessories
        .filter(
          (a) => a.pre_installed === true && !canRemoveAccessory({ is_removable: a.is_removable ?? true }),
        )
        .map((a) => a.id),
    );
  if (key === 'incentives') return new Set();
  const ids = new Set<number>();
  const plans = new Set(
    catalogue.protections
      .filter(
        (x) => x.plan !== undefined && !canRemoveProtectionPlan({ pre_installed: x.pre_installed ?? false }),
      )
      .map((x) => x.plan),
  );
  for (const plan of plans) {
    const options = catalogue.protections.filter((x) => x.plan === plan);
    const chosen = options.find((x) => draft.protection_ids.includes(x.id)) ?? options[0];
    if (chosen) ids.add(chosen.id);
  }
  return ids;
}

/**
 * An ISO date's numeric echo beside its long form: the spec's MM/DD/YYYY in en-US; in en-CA and fr-CA
 * the ISO form Canadian forms use (12/08/2026 reads as 12 August there).
 */
function numericDate(iso: string, locale: string): string {
  return locale === 'en-US' ? formatDate(iso) : iso.slice(0, 10);
}

function QuoteChoices(p: {
  legend: string;
  items: readonly { id: number; label: string; included?: boolean }[];
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}): ReactNode {
  const q = useQuoteText();
  const base = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.term}>{p.legend}</legend>
      {p.items.length === 0 ? <p className={styles.muted}>{q('quote.noneOffered')}</p> : null}
      {p.items.map((item) => (
        <label key={item.id} className={styles.choice} htmlFor={`${base}-${item.id}`}>
          <input
            id={`${base}-${item.id}`}
            type="checkbox"
            // Included on every vehicle: in the price, ticked and not removable.
            checked={item.included === true || p.chosen.includes(item.id)}
            disabled={item.included === true}
            onChange={(event) => p.onToggle(item.id, event.target.checked)}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}
