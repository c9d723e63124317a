import { type FormEvent, Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import * as styles from './Console.css.ts';
import type {
  CreditApplicantView,
  CreditDecision,
  InboxCreditApplication,
  InboxVehicle,
  OpenedCreditApplication,
} from './types.ts';
import { type ConsoleText, useConsoleMoney, useConsoleText } from './useConsoleText.ts';

/** The statuses the dealership decides from (awaiting the dealer, further verification). */
const DECIDABLE = [2, 5];
/** The decisions in the order offered. */
const DECISIONS: readonly CreditDecision[] = [3, 4, 5, 1];

export type CreditInboxProps = {
  readonly items: readonly InboxCreditApplication[];
  /** The application opened (the server audited its read), shown under its card. */
  readonly opened?: OpenedCreditApplication | null | undefined;
  /** Opens an application (the app reads it from the staff API). */
  readonly onOpen: (item: InboxCreditApplication) => void;
  readonly onClose: () => void;
  /** Records a decision on the opened application. */
  readonly onDecide: (item: InboxCreditApplication, status: CreditDecision) => void;
  /** The application being opened or decided. */
  readonly busy?: number | null | undefined;
  /** The server's refusal (in the staff member's language), shown on the opened application. */
  readonly error?: string | null | undefined;
  /** The decision just recorded, announced. */
  readonly decided?: { readonly name: string; readonly status: number } | null | undefined;
  /** The dealer's currency (CAD, USD), for the applicant's amounts. */
  readonly currency: string;
};

export const vehicleName = (v: InboxVehicle | null): string =>
  v ? `${v.year} ${v.make} ${v.model} ${v.trim}`.trim() : '';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** An applicant's facts, the way staff read them (codes in words, cents as money). */
function applicantFacts(
  a: CreditApplicantView,
  t: ConsoleText,
  money: (cents: number) => string,
  date: (iso: string) => string,
): [string, string][] {
  const none = t('console.credit.notGiven');
  const name = [a.first_name_enc, a.middle_name_enc, a.last_name_enc].map(text).filter(Boolean).join(' ');
  const address = [
    text(a.civic_address_enc) ??
      [text(a.address_number_enc), text(a.street_name_enc), text(a.street_type_enc)]
        .filter(Boolean)
        .join(' '),
    text(a.city_enc),
    text(a.province_enc),
    text(a.postal_code_enc),
  ]
    .filter(Boolean)
    .join(', ');
  const housing = t('console.credit.housing', { status: String(a.home_status_enc ?? '') });
  const housingLine =
    typeof a.monthly_housing_payment_enc === 'number'
      ? t('console.credit.housingPayment', { status: housing, amount: money(a.monthly_housing_payment_enc) })
      : housing;
  const employment = t('console.credit.employment', { status: String(a.employment_status_enc ?? '') });
  const employer = text(a.employer_enc);
  const income =
    typeof a.income_amount_enc === 'number'
      ? t('console.credit.incomeLine', {
          amount: money(a.income_amount_enc),
          frequency: String(a.income_frequency_enc ?? ''),
        }).trim()
      : none;
  const birth = text(a.date_of_birth_enc);
  return [
    [t('console.credit.field.name'), name || none],
    [
      t('console.credit.field.birth'),
      birth && /^\d{4}-\d{2}-\d{2}$/.test(birth) ? date(birth) : (birth ?? none),
    ],
    [t('console.credit.field.email'), text(a.email_enc) ?? none],
    [t('console.credit.field.phone'), text(a.phone_enc) ?? text(a.mobile_phone_enc) ?? none],
    [t('console.credit.field.sin'), text(a.social_insurance_number_enc) ?? none],
    [t('console.credit.field.address'), address || none],
    [t('console.credit.field.housing'), housingLine],
    [
      t('console.credit.field.employment'),
      employer ? t('console.credit.employer', { status: employment, employer }) : employment,
    ],
    [t('console.credit.field.income'), income],
  ];
}

function Facts({ facts }: { facts: [string, string][] }): ReactNode {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function DecisionForm({
  item,
  onDecide,
  busy,
  error,
}: {
  item: InboxCreditApplication;
  onDecide: CreditInboxProps['onDecide'];
  busy: boolean;
  error: string | null | undefined;
}): ReactNode {
  const t = useConsoleText();
  const [choice, setChoice] = useState<CreditDecision | null>(null);
  const [missing, setMissing] = useState(false);
  const legendId = useId();
  const errorId = useId();
  const first = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) {
      setMissing(true);
      first.current?.focus();
      return;
    }
    onDecide(item, choice);
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <fieldset
        className={styles.fieldset}
        aria-describedby={missing ? errorId : undefined}
        aria-invalid={missing ? true : undefined}
      >
        <legend id={legendId} className={styles.term}>
          {t('console.credit.decision')}
        </legend>
        {DECISIONS.map((status, index) => (
          <label key={status} className={styles.choice}>
            <input
              ref={index === 0 ? first : undefined}
              type="radio"
              name={`decision-${item.id}`}
              value={status}
              checked={choice === status}
              onChange={() => {
                setChoice(status);
                setMissing(false);
              }}
            />
            {t(`console.credit.decision.${status}`)}
          </label>
        ))}
        {missing ? (
          <p id={errorId} className={styles.fieldError}>
            {t('console.credit.chooseDecision')}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('console.credit.decide')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Credit applications sent to the dealership: who, which vehicle, the status in words and when sent.
 * Opening one shows the applicants (decrypted for staff only; the server records every opening in the
 * audit log, and says so here) and, while it waits for the dealership, the spec's decisions: complete,
 * declined, further verification, or back to the customer. The shopper sees the decision on their order.
 */
export function CreditInbox({
  items,
  opened,
  onOpen,
  onClose,
  onDecide,
  busy,
  error,
  decided,
  currency,
}: CreditInboxProps): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const money = useConsoleMoney();
  const titleId = useId();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  const announce = useRef<HTMLParagraphElement>(null);
  const openedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (decided) announce.current?.focus();
  }, [decided]);
  // The opened application takes focus (its heading), so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (opened) openedHeading.current?.focus();
  }, [opened]);
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.credit.title')}
      </h1>
      <p className={styles.muted}>{t('console.credit.audited')}</p>
      <div aria-live="polite">
        {decided ? (
          <p ref={announce} tabIndex={-1} className={styles.success}>
            {t('console.credit.decided', {
              name: decided.name,
              status: t('console.credit.status', { status: String(decided.status) }),
            })}
          </p>
        ) : null}
      </div>
      {items.length === 0 ? <p className={styles.muted}>{t('console.credit.empty')}</p> : null}
      {items.map((item) => {
        const isOpen = opened?.id === item.id;
        const headingId = `${titleId}-${item.id}`;
        return (
          <article key={item.id} className={styles.card} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.subheading}>
              {vehicleName(item.vehicle) || t('console.deals.order', { id: item.order })}
            </h2>
            <p className={styles.muted}>{t('console.credit.customer', { name: item.customer_name })}</p>
            <p className={styles.muted}>
              {t('console.credit.statusLine', {
                status: t('console.credit.status', { status: String(item.status) }),
              })}
              {item.submitted_at
                ? ` · ${t('console.credit.submitted', { date: date(item.submitted_at) })}`
                : null}
            </p>
            <div className={styles.actions}>
              {isOpen ? (
                <Button variant="outline" onClick={onClose}>
                  {t('console.credit.close')}
                </Button>
              ) : (
                <Button variant="outline" onClick={() => onOpen(item)} loading={busy === item.id && !opened}>
                  {t('console.credit.open', { name: item.customer_name })}
                </Button>
              )}
            </div>
            {isOpen && opened ? (
              <div className={styles.stack}>
                <h3 ref={openedHeading} tabIndex={-1} className={styles.subheading}>
                  {t('console.credit.applicant')}
                </h3>
                <Facts
                  facts={applicantFacts(
                    opened.application.primaryApplication,
                    t,
                    (cents) => money(cents, currency),
                    date,
                  )}
                />
                {opened.application.coApplication ? (
                  <>
                    <h3 className={styles.subheading}>{t('console.credit.coApplicant')}</h3>
                    <Facts
                      facts={applicantFacts(
                        opened.application.coApplication,
                        t,
                        (cents) => money(cents, currency),
                        date,
                      )}
                    />
                  </>
                ) : null}
                <Facts
                  facts={[
                    [
                      t('console.credit.field.system'),
                      t('console.credit.system', {
                        id: (opened.application.system.id ?? '').replaceAll('-', '_'),
                        name: opened.application.system.name,
                      }),
                    ],
                  ]}
                />
                {DECIDABLE.includes(opened.status) ? (
                  <DecisionForm item={item} onDecide={onDecide} busy={busy === item.id} error={error} />
                ) : (
                  <p className={styles.muted}>{error ?? t('console.credit.notDecidable')}</p>
                )}
              </div>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
