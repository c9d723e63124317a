import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { DealCountryProvider } from '../deal/format.tsx';
import { SECTION_STEPS, SECTIONS, STEP_STATES, sectionProgress, telUri } from '../internal/domain.ts';
import { PaymentDisclosure } from '../PaymentDisclosure/PaymentDisclosure.tsx';
import * as styles from './Console.css.ts';
import { type ConsoleOffer, type ConsoleOrder, type ConsoleTestDrive, testDriveModel } from './types.ts';
import { useConsoleMoney, useConsoleText } from './useConsoleText.ts';

/** The section states the console names (console.section.state): the steps' own, and "in progress". */
const IN_PROGRESS = 5;

/**
 * Each section of an order the customer has started, with one state: awaiting the dealer or the
 * customer when a step is, completed when every step is past initial, else in progress. The order's
 * progress map is by step (`place`, `deposit-review`...): read by section with the domain's rule.
 */
export function sectionStates(progress: Readonly<Record<string, number>>): [string, number][] {
  const views = sectionProgress(SECTIONS, progress as Parameters<typeof sectionProgress>[1]);
  return SECTIONS.flatMap((section): [string, number][] => {
    const states: number[] = Object.values(views[section] ?? {});
    if (states.length === 0) return [];
    if (states.includes(STEP_STATES.AWAITING_DEALER)) return [[section, STEP_STATES.AWAITING_DEALER]];
    if (states.includes(STEP_STATES.AWAITING_CUSTOMER)) return [[section, STEP_STATES.AWAITING_CUSTOMER]];
    const done = states.filter((state) => state !== STEP_STATES.INITIAL).length;
    if (done === 0) return [[section, STEP_STATES.INITIAL]];
    return [[section, done === SECTION_STEPS[section].length ? STEP_STATES.COMPLETED : IN_PROGRESS]];
  });
}

export type CustomerDealsProps = {
  readonly customerName: string;
  readonly orders: readonly ConsoleOrder[];
  /** The dealer's currency (CAD, USD). */
  readonly currency: string;
  /** Acts as the customer; without it (a role that may not act for customers) there is no such button. */
  readonly onActAs?: (() => void) | undefined;
  readonly acting?: boolean | undefined;
  /** The way back to the customer list (the app's router link). */
  readonly back?: ReactNode;
  /** The customer's test drives (asked for by model, not by deal), newest first. */
  readonly testDrives?: readonly ConsoleTestDrive[] | undefined;
  /** How to reach the customer (their e-mail, phone and preferred way), under the heading. */
  readonly contact?: ConsoleCustomerContact | undefined;
  /** More ways on from this page (the app's links: prepare quotes for an order), beside "act as". */
  readonly actions?: ReactNode;
};

export type ConsoleCustomerContact = {
  readonly email: string;
  readonly phone: string | null;
  /** email, phone or sms; null when the customer did not say (or the dealer does not ask). */
  readonly preferred?: string | null | undefined;
};

type AccessoryQuestionView = NonNullable<ConsoleOrder['accessories']>[number]['questions'][number];

/** An answer's words: Yes or No (a yes/no question), Not answered, or the choice's words. */
const answerValues = (q: AccessoryQuestionView) => ({
  question: q.text,
  answer:
    q.answer === null
      ? 'none'
      : q.answer_label === null && (q.answer === 'yes' || q.answer === 'no')
        ? q.answer
        : 'choice',
  label: q.answer_label ?? q.answer ?? '',
});

/**
 * One customer's open orders: the vehicle (stock number and VIN), the payment type, each section's
 * progress, the payment last quoted, the trade-in and the dealer's offer, the credit application, the
 * deposit and the appointment; then their test drives; "act as" opens the storefront as the customer.
 */
export function CustomerDeals({
  customerName,
  orders,
  currency,
  onActAs,
  acting = false,
  back,
  testDrives = [],
  contact,
  actions,
}: CustomerDealsProps): ReactNode {
  const t = useConsoleText();
  const money = useConsoleMoney();
  const intl = useIntl();
  const titleId = useId();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  // A visit at the dealer's time (its time zone when the answer gives it), whatever the staff member's own.
  const dateTime = (iso: string, timeZone?: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  // The payment last quoted to the customer: their figures, to answer them with.
  const quote = (order: ConsoleOrder): string => {
    const type = t('console.paymentType', { type: order.payment_type });
    const p = order.payment;
    if (!p) return type;
    if (p.frequency === null || p.term === null)
      return t('console.deals.quoteCash', { type, amount: money(p.total, currency) });
    const down = p.down_payment ? t('console.deals.down', { amount: money(p.down_payment, currency) }) : '';
    return `${t('console.deals.quote', {
      type,
      amount: money(p.amount, currency),
      frequency: t('console.frequency', { frequency: p.frequency }),
      term: p.term,
    })}${down}`;
  };
  // The dealer's offer as the customer left it: open until its expiry, accepted, or declined (why).
  const offerLine = (offer: ConsoleOffer): string => {
    const amount = money(offer.value, currency);
    if (offer.dealer_decision)
      return t('console.tradeIn.dealerDecision', {
        decision: offer.dealer_decision,
        reason: offer.comments || 'none',
      });
    const condition = offer.condition
      ? ` · ${t('console.tradeIn.condition', { condition: offer.condition })}`
      : '';
    if (offer.status === 'accepted') return t('console.tradeIn.offerAccepted', { amount }) + condition;
    if (offer.status === 'declined')
      return t('console.tradeIn.offerDeclined', { amount, reason: offer.comments || 'none' });
    return t('console.tradeIn.offer', { amount, date: date(offer.expires_on) }) + condition;
  };
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      {back}
      <h1 id={titleId} className={styles.heading}>
        {t('console.deals.title', { name: customerName })}
      </h1>
      {contact ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('console.customer.email')}</dt>
          <dd className={styles.definition}>
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
          <dt className={styles.term}>{t('console.customer.phone')}</dt>
          <dd className={styles.definition}>
            {contact.phone ? (
              <a className={styles.link} href={telUri(contact.phone)}>
                {contact.phone}
              </a>
            ) : (
              t('console.deals.nothing', { gender: 'other' })
            )}
          </dd>
          {contact.preferred ? (
            <>
              <dt className={styles.term}>{t('console.customer.preferred')}</dt>
              <dd className={styles.definition}>
                {t('console.customer.method', { method: contact.preferred })}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {onActAs || actions ? (
        <div className={styles.actions}>
          {onActAs ? (
            <Button onClick={onActAs} loading={acting}>
              {t('console.actAs', { name: customerName })}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
      {orders.length === 0 ? <p className={styles.muted}>{t('console.deals.none')}</p> : null}
      {orders.map((order) => {
        const v = order.vehicle;
        // An offer the customer declined puts the trade-in back in the dealer's inbox (not the dealership's own
        // answer without an offer).
        const sections = sectionStates(order.progress).map(([section, state]): [string, number] =>
          section === 'trade-in' &&
          order.trade_in_offer?.status === 'declined' &&
          !order.trade_in_offer.dealer_decision
            ? [section, STEP_STATES.AWAITING_DEALER]
            : [section, state],
        );
        return (
          <article key={order.id} className={styles.card} aria-labelledby={`${titleId}-${order.id}`}>
            <h2 id={`${titleId}-${order.id}`} className={styles.subheading}>
              {t('console.deals.order', { id: order.id })} · {v.year} {v.make} {v.model} {v.trim}
            </h2>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('console.deals.vehicle')}</dt>
              <dd className={styles.definition}>
                {t('console.deals.stock', { stock: v.stock_number, vin: v.vin })}
              </dd>
              <dt className={styles.term}>{t('console.deals.paymentType')}</dt>
              <dd className={styles.definition}>
                {quote(order)}
                {/* its cost of credit, as the customer was shown it */}
                {order.payment?.disclosure ? (
                  <DealCountryProvider country={currency === 'USD' ? 'US' : 'CA'}>
                    <PaymentDisclosure
                      disclosure={order.payment.disclosure}
                      context={`${t('console.deals.order', { id: order.id })} · ${v.year} ${v.make} ${v.model} ${v.trim}`}
                    />
                  </DealCountryProvider>
                ) : null}
              </dd>
              {order.accessories?.length ? (
                <>
                  <dt className={styles.term}>{t('console.deals.accessories')}</dt>
                  <dd className={styles.definition}>
                    <ul className={styles.sectionList}>
                      {order.accessories.map((a) => (
                        <li key={a.id}>
                          {t('console.deals.accessory', {
                            title: a.title,
                            install: a.install ? 'yes' : 'no',
                          })}
                          {a.questions.length ? (
                            <ul className={styles.sectionList}>
                              {a.questions.map((q) => (
                                <li key={q.id}>{t('console.deals.answer', answerValues(q))}</li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
              <dt className={styles.term}>{t('console.deals.sections')}</dt>
              <dd className={styles.definition}>
                {sections.length ? (
                  <ul className={styles.sectionList}>
                    {sections.map(([section, state]) => (
                      <li key={section}>
                        {t('console.section.line', {
                          // ICU selectors take no hyphen: build-and-price is build_and_price there
                          section: t('console.section.name', { section: section.replaceAll('-', '_') }),
                          // A booked appointment is the appointment step done, not the visit over;
                          // once staff confirm it, it says so.
                          state:
                            section === 'appointment' && state === 1
                              ? t(
                                  order.appointment?.confirmed
                                    ? 'console.section.confirmed'
                                    : 'console.section.booked',
                                )
                              : // French agrees the state with the section's gender ("Dépôt : Terminé").
                                t('console.section.state', {
                                  state: String(state),
                                  section: section.replaceAll('-', '_'),
                                }),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('console.deals.nothing', { gender: 'other' })
                )}
              </dd>
              <dt className={styles.term}>{t('console.deals.tradeIn')}</dt>
              <dd className={styles.definition}>
                {order.trade_in
                  ? t('console.tradeIn.line', {
                      vehicle: `${order.trade_in.year} ${order.trade_in.make} ${order.trade_in.model} ${order.trade_in.trim}`,
                      status: t('console.tradeIn.status', { status: order.trade_in.status }),
                    })
                  : t('console.deals.nothing', { gender: 'other' })}
                {order.trade_in_offer ? ` · ${offerLine(order.trade_in_offer)}` : null}
              </dd>
              <dt className={styles.term}>{t('console.deals.credit')}</dt>
              <dd className={styles.definition}>
                {order.credit_application
                  ? t('console.credit.status', { status: String(order.credit_application.status ?? 0) })
                  : t('console.deals.nothing', { gender: 'feminine' })}
              </dd>
              <dt className={styles.term}>{t('console.deals.deposit')}</dt>
              <dd className={styles.definition}>
                {order.deposit
                  ? t('console.deposit.status', {
                      amount: money(order.deposit.total, order.deposit.currency),
                      status: t('console.deposit.state', { status: order.deposit.status }),
                    })
                  : t('console.deals.nothing', { gender: 'other' })}
              </dd>
              <dt className={styles.term}>{t('console.deals.appointment')}</dt>
              <dd className={styles.definition}>
                {order.appointment
                  ? t('console.appointment.at', {
                      date: dateTime(order.appointment.starts_at, order.appointment.time_zone),
                      location: order.appointment.location,
                    })
                  : t('console.deals.nothing', { gender: 'other' })}
              </dd>
            </dl>
          </article>
        );
      })}
      {testDrives.length > 0 ? (
        <>
          <h2 id={`${titleId}-drives`} className={styles.subheading}>
            {t('console.visits.testDrives')}
          </h2>
          <ul className={styles.sectionList} aria-labelledby={`${titleId}-drives`}>
            {testDrives.map((drive) => (
              <li key={drive.id}>
                {`${testDriveModel(drive.model)} · ${t('console.visits.state', { state: drive.status })}`}
                {drive.start ? ` · ${dateTime(drive.start, drive.time_zone)}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
