import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import * as styles from './Console.css.ts';
import * as leadStyles from './LeadInbox.css.ts';
import { type ConsoleText, useConsoleText } from './useConsoleText.ts';
import { useFocusAdded } from './useFocusAdded.ts';

/** A lead as the console's list reads it (`GET /api/dealer/leads/`): who and which vehicle its ADF names. */
export type InboxLead = {
  readonly id: number;
  /** As stored: `send_finance_lead`, `customer_question_availability`… */
  readonly kind: string;
  /**
   * The delivery to the CRM as stored: `queued` (waiting, or waiting to be tried again), `sending`,
   * `sent`, `failed` (after the last attempt), `not_sent` (the lead rule keeps it from the CRM).
   */
  readonly status: string;
  readonly customer_id: number | null;
  readonly created_at: string;
  /** When it was sent, given up, or found not to be sent; null while it waits. */
  readonly delivered_at?: string | null | undefined;
  /** Why it was not sent: `not_signed_in`, `crm_disabled`, `no_crm_address`, `oem_brand`. */
  readonly not_sent_reason?: string | null | undefined;
  /** Unread (null) or marked handled by a staff member (null `by`: since deleted), and when. */
  readonly handled?: { readonly at: string; readonly by: string | null } | null | undefined;
  readonly customer: { readonly name: string; readonly email: string; readonly phone: string };
  readonly vehicle: {
    readonly year: number | null;
    readonly make: string;
    readonly model: string;
    readonly trim: string;
    readonly vin: string | null;
    readonly stock_number: string;
  } | null;
};

/** One lead opened (`GET /api/dealer/leads/{id}/`): its ADF/XML exactly as sent, and where it went. */
export type OpenedLead = InboxLead & {
  readonly adf_xml: string;
  readonly delivery: {
    readonly channel: string;
    /** The CRM's address; null when the dealer has none. */
    readonly to: string | null;
    readonly status: string;
    readonly queued_at: string;
    readonly attempts?: number | undefined;
    readonly sent_at?: string | null | undefined;
    readonly failed_at?: string | null | undefined;
    /** A failed attempt: when the next one is due. */
    readonly next_attempt_at?: string | null | undefined;
    readonly not_sent_reason?: string | null | undefined;
  };
};

export type LeadInboxProps = {
  readonly items: readonly InboxLead[];
  /** The lead opened, shown under its card; null when none is. */
  readonly opened?: OpenedLead | null | undefined;
  /** Opens a lead (the app's call; it sets `opened`). */
  readonly onOpen: (lead: InboxLead) => void;
  readonly onClose: () => void;
  /** The lead being opened. */
  readonly opening?: number | null | undefined;
  /** A lead that could not be opened. */
  readonly failed?: number | null | undefined;
  /** The kinds to filter by (the select shows when there are some) and the one chosen ('' for all). */
  readonly kinds?: readonly string[] | undefined;
  readonly kind?: string | undefined;
  readonly onKind?: ((kind: string) => void) | undefined;
  /** Adds the next page; its button shows while the server has more. */
  readonly onMore?: (() => void) | undefined;
  readonly busy?: boolean | undefined;
  /** The dealership's time zone (IANA): dates are said at its time, in the staff member's locale. */
  readonly timeZone?: string | undefined;
  /** Puts text on the clipboard (the browser's by default). */
  readonly copyText?: ((text: string) => Promise<void>) | undefined;
  /** Marks a lead handled (the app's call; it updates the lead in `items`); no button without it. */
  readonly onHandled?: ((lead: InboxLead) => void) | undefined;
  /** The lead being marked handled. */
  readonly marking?: number | null | undefined;
  /** A lead that could not be marked handled. */
  readonly markFailed?: number | null | undefined;
};

const vehicleLine = (v: InboxLead['vehicle'], t: ConsoleText): string =>
  v
    ? [
        `${v.year ?? ''} ${v.make} ${v.model} ${v.trim}`.trim(),
        v.vin ? t('console.leads.vin', { vin: v.vin }) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

/** Up, Down, Home and End move between the leads' Open buttons (Tab still goes through them all). */
function moveBetweenLeads(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button[data-lead-open]')];
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : Math.min(buttons.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)));
  buttons[to]?.focus();
}

/**
 * The leads the storefront sent to the dealership's CRM, newest first: who, which vehicle, what kind,
 * when, and the delivery's state (`data-status`). Opening one shows, under its card, where it went and
 * its ADF/XML exactly as sent in a monospace block to read, copy or download (`lead-<id>.xml`); focus
 * goes to its heading, and back to its Open button when it is closed.
 */
export function LeadInbox({
  items,
  opened,
  onOpen,
  onClose,
  opening,
  failed,
  kinds = [],
  kind = '',
  onKind,
  onMore,
  busy = false,
  timeZone,
  copyText = (text) => navigator.clipboard.writeText(text),
  onHandled,
  marking,
  markFailed,
}: LeadInboxProps): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const titleId = useId();
  const kindId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const openButtons = useRef(new Map<number, HTMLButtonElement>());
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const when = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  const added = useFocusAdded<HTMLUListElement>(items, (list, at) =>
    list.querySelectorAll<HTMLElement>(':scope > li')[at]?.querySelector('button'),
  );
  // The lead just marked handled: focus goes to its "Handled" line once the app says it is.
  const [markedFocus, setMarkedFocus] = useState<number | null>(null);
  const handledNow = markedFocus !== null && items.some((i) => i.id === markedFocus && i.handled);
  useEffect(() => {
    if (!handledNow) return;
    added.container.current
      ?.querySelector<HTMLElement>(`[data-lead="${markedFocus}"] [data-handled-line]`)
      ?.focus();
    setMarkedFocus(null);
  }, [handledNow, markedFocus, added.container]);
  const openedId = opened?.id ?? null;
  useEffect(() => {
    setCopied(null);
    if (openedId !== null) heading.current?.focus();
  }, [openedId]);
  useEffect(() => {
    if (openedId === null && returnTo !== null) {
      openButtons.current.get(returnTo)?.focus();
      setReturnTo(null);
    }
  }, [openedId, returnTo]);
  const kindName = (k: string) => t('console.leads.kind', { kind: k });
  const statusLine = (status: string, reason: string | null | undefined) =>
    status === 'not_sent' && reason
      ? `${t('console.leads.status', { status })} (${t('console.leads.notSentReason', { reason })})`
      : t('console.leads.status', { status });
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.leads.title')}
      </h1>
      <p className={styles.muted}>{t('console.leads.intro')}</p>
      {kinds.length > 0 && onKind ? (
        <div className={styles.nativeField}>
          <label htmlFor={kindId}>{t('console.leads.kindFilter')}</label>
          <select
            id={kindId}
            className={styles.select}
            value={kind}
            onChange={(event) => onKind(event.currentTarget.value)}
          >
            <option value="">{t('console.leads.allKinds')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {items.length === 0 ? <p className={styles.muted}>{t('console.leads.empty')}</p> : null}
      <ul className={leadStyles.list} ref={added.container} onKeyDown={moveBetweenLeads}>
        {items.map((item) => {
          const headingId = `${titleId}-${item.id}`;
          const name = item.customer.name.trim() || item.customer.email || t('console.leads.noName');
          const isOpen = opened?.id === item.id;
          return (
            <li
              key={item.id}
              className={styles.card}
              aria-labelledby={headingId}
              data-lead={item.id}
              data-kind={item.kind}
              data-status={item.status}
              data-handled={item.handled ? 'true' : 'false'}
            >
              <h2 id={headingId} className={styles.subheading}>
                {name}
              </h2>
              <p className={styles.muted}>{vehicleLine(item.vehicle, t) || t('console.leads.noVehicle')}</p>
              <p className={styles.muted}>
                {kindName(item.kind)} · {t('console.leads.received', { date: when(item.created_at) })} ·{' '}
                {statusLine(item.status, item.not_sent_reason)}
              </p>
              <p className={styles.muted} tabIndex={-1} data-handled-line="">
                {item.handled
                  ? t('console.leads.handled', {
                      by: item.handled.by ?? 'none',
                      date: when(item.handled.at),
                    })
                  : t('console.leads.unread')}
              </p>
              <div className={styles.actions}>
                {isOpen ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setReturnTo(item.id);
                      onClose();
                    }}
                  >
                    {t('console.leads.close')}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    data-lead-open=""
                    ref={(button: HTMLButtonElement | null) => {
                      if (button) openButtons.current.set(item.id, button);
                      else openButtons.current.delete(item.id);
                    }}
                    loading={opening === item.id}
                    onClick={() => onOpen(item)}
                  >
                    {t('console.leads.open', { name })}
                  </Button>
                )}
                {onHandled && !item.handled ? (
                  <Button
                    variant="outline"
                    loading={marking === item.id}
                    onClick={() => {
                      setMarkedFocus(item.id);
                      onHandled(item);
                    }}
                  >
                    {t('console.leads.markHandled', { name })}
                  </Button>
                ) : null}
              </div>
              {failed === item.id ? <p role="alert">{t('console.leads.openFailed')}</p> : null}
              {markFailed === item.id ? <p role="alert">{t('console.leads.markFailed')}</p> : null}
              {isOpen && opened ? (
                <div className={styles.stack}>
                  <h3 ref={heading} tabIndex={-1} className={styles.subheading}>
                    {t('console.leads.detailTitle', { id: opened.id, kind: kindName(opened.kind) })}
                  </h3>
                  {/* Where it goes; a lead never to be sent says only why (the line below). */}
                  {opened.delivery.status === 'not_sent' ? null : (
                    <p className={styles.muted}>
                      {t('console.leads.sentTo', { to: opened.delivery.to ?? 'none' })}
                    </p>
                  )}
                  <p className={styles.muted} data-delivery={opened.delivery.status}>
                    {t('console.leads.delivery', {
                      status: statusLine(opened.delivery.status, opened.delivery.not_sent_reason),
                      date: when(opened.delivery.queued_at),
                    })}
                  </p>
                  {opened.delivery.sent_at ? (
                    <p className={styles.muted}>
                      {t('console.leads.sentAt', { date: when(opened.delivery.sent_at) })}
                    </p>
                  ) : null}
                  {opened.delivery.failed_at ? (
                    <p className={styles.muted}>
                      {t('console.leads.failedAt', {
                        date: when(opened.delivery.failed_at),
                        attempts: opened.delivery.attempts ?? 0,
                      })}
                    </p>
                  ) : null}
                  {opened.delivery.next_attempt_at ? (
                    <p className={styles.muted}>
                      {t('console.leads.retry', {
                        date: when(opened.delivery.next_attempt_at),
                        attempts: opened.delivery.attempts ?? 0,
                      })}
                    </p>
                  ) : null}
                  <section className={styles.stack} aria-labelledby={`${headingId}-xml`}>
                    <h4 id={`${headingId}-xml`} className={styles.subheading}>
                      {t('console.leads.xmlTitle')}
                    </h4>
                    {/* A scrolled block the keyboard reaches (and scrolls). */}
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus */}
                    <pre className={leadStyles.xml} tabIndex={0} data-adf="">
                      <code>{opened.adf_xml}</code>
                    </pre>
                  </section>
                  <div className={styles.actions}>
                    <Button
                      variant="outline"
                      onClick={async () => {
                        try {
                          await copyText(opened.adf_xml);
                          setCopied('done');
                        } catch {
                          setCopied('failed');
                        }
                      }}
                    >
                      {t('console.leads.copy')}
                    </Button>
                    <a
                      className={styles.link}
                      href={`data:application/xml;charset=utf-8,${encodeURIComponent(opened.adf_xml)}`}
                      download={`lead-${opened.id}.xml`}
                    >
                      {t('console.leads.download', { id: opened.id })}
                    </a>
                  </div>
                  <p role="status" className={styles.muted}>
                    {copied === 'done' ? t('console.leads.copied') : null}
                    {copied === 'failed' ? t('console.leads.copyFailed') : null}
                  </p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {onMore ? (
        <div>
          <Button
            variant="outline"
            loading={busy}
            onClick={() => {
              added.expect();
              onMore();
            }}
          >
            {t('console.leads.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
