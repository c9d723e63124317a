import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { cardBrandName } from '../internal/domain.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import { vehicleName } from './CreditInbox.tsx';
import type { DepositAction, InboxDeposit } from './types.ts';
import { useConsoleMoney, useConsoleText } from './useConsoleText.ts';
import { useFocusRefusal } from './useFocusRefusal.ts';

export type DepositInboxProps = {
  readonly items: readonly InboxDeposit[];
  /** Captures, refunds or releases a deposit; the app calls the staff API and refreshes the list. */
  readonly onAction: (item: InboxDeposit, action: DepositAction) => void;
  /** The deposit being acted on. */
  readonly busy?: { readonly id: number; readonly action: DepositAction } | null | undefined;
  /** The server's refusal per deposit id, in the staff member's language. */
  readonly errors?: Readonly<Record<number, string>> | undefined;
  /** The last action done, announced. */
  readonly done?:
    | {
        readonly name: string;
        readonly action: DepositAction;
        /** Done before this action (another tab, a retry): nothing more was done. */
        readonly already?: boolean | undefined;
      }
    | null
    | undefined;
  /** The payments are the sandbox's: said so. */
  readonly sandbox?: boolean | undefined;
  /**
   * The actions this staff member may take (default: every one). A sales rep captures and releases
   * holds; refunds are a sales manager's or an admin's: a charged deposit then says who may.
   */
  readonly actions?: readonly DepositAction[] | undefined;
  /** The dealership's time zone (IANA): when a deposit was paid is said at its time. */
  readonly timeZone?: string | undefined;
  /**
   * Searches the deposits (the customer's name or e-mail, the order number or the stock number) with
   * the text typed, trimmed; without it there is no search field.
   */
  readonly onSearch?: ((query: string) => void) | undefined;
  /** The text in the search field. */
  readonly query?: string | undefined;
  readonly onQueryChange?: ((query: string) => void) | undefined;
  /** The search `items` answer ('' or absent: the whole list): how many it found is said politely. */
  readonly searched?: string | undefined;
  /** While a search runs. */
  readonly searching?: boolean | undefined;
  /** Why the last search found nothing new (not sent: offline), under the field; the list stays as it was. */
  readonly searchError?: string | null | undefined;
};

/** What staff may do with a deposit in a status: capture or release a hold, refund a charge. */
const DEPOSIT_ACTIONS: readonly DepositAction[] = ['capture', 'release', 'refund'];

export function depositActions(item: InboxDeposit): DepositAction[] {
  if (item.status === 'pre_authorized') return ['capture', 'release'];
  if (item.status === 'confirmed') return ['refund'];
  return [];
}

/**
 * The dealer's deposits, newest first: who, the vehicle reserved, the amount and its status in words,
 * the card (brand and last four digits). A hold is captured (charged) or released; a charge is
 * refunded. Each moves money, so each asks first (the question says how much, to whom, and that giving
 * a deposit back frees the vehicle for other shoppers); focus goes to its "yes", and back to the action
 * on "no".
 */
export function DepositInbox({
  items,
  onAction,
  busy,
  errors = {},
  done,
  sandbox,
  actions = DEPOSIT_ACTIONS,
  timeZone,
  onSearch,
  query = '',
  onQueryChange,
  searched,
  searching = false,
  searchError,
}: DepositInboxProps): ReactNode {
  const t = useConsoleText();
  const money = useConsoleMoney();
  const intl = useIntl();
  const titleId = useId();
  const announce = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState<{ id: number; action: DepositAction } | null>(null);
  // The question opens on its safe answer: Enter pressed twice never moves money.
  const no = useRef<HTMLButtonElement>(null);
  const back = useRef<string | null>(null);
  useEffect(() => {
    if (done) announce.current?.focus();
  }, [done]);
  useEffect(() => {
    if (asking) no.current?.focus();
    else if (back.current) {
      document.getElementById(back.current)?.focus();
      back.current = null;
    }
  }, [asking]);
  // A question about an action its deposit no longer offers (charged or given back meanwhile, in another
  // tab or by another member: found in a staff trial) closes, focus on that deposit's heading.
  const stale =
    asking !== null && !items.some((i) => i.id === asking.id && depositActions(i).includes(asking.action));
  useEffect(() => {
    if (!stale || !asking) return;
    back.current = `${titleId}-${asking.id}`;
    setAsking(null);
  }, [stale, asking, titleId]);
  // The deposit last acted on: a refusal of it takes focus, to say what was refused and why.
  const acted = useFocusRefusal(errors, titleId);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(query.trim());
  };
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.deposits.title')}
      </h1>
      {sandbox ? <p className={styles.muted}>{t('console.deposits.sandbox')}</p> : null}
      <div aria-live="polite">
        {done ? (
          <p ref={announce} tabIndex={-1} className={styles.success}>
            {t(done.already ? 'console.deposits.already' : 'console.deposits.done', {
              name: done.name,
              action: done.action,
            })}
          </p>
        ) : null}
      </div>
      {onSearch ? (
        <search>
          <form className={styles.row} onSubmit={search}>
            <div className={styles.grow}>
              <TextField
                name="q"
                type="search"
                label={t('console.deposits.search')}
                description={t('console.deposits.searchHint')}
                value={query}
                onChange={(text) => onQueryChange?.(text)}
                maxLength={100}
              />
            </div>
            <Button type="submit" loading={searching}>
              {t('console.customers.submit')}
            </Button>
          </form>
          {searchError ? (
            <p role="alert" className={styles.alert}>
              {searchError}
            </p>
          ) : null}
        </search>
      ) : null}
      {onSearch ? (
        <p className={styles.muted} aria-live="polite">
          {searched ? t('console.deposits.found', { count: items.length }) : ''}
        </p>
      ) : null}
      {items.length === 0 && !searched ? <p className={styles.muted}>{t('console.deposits.empty')}</p> : null}
      {items.map((item) => {
        const headingId = `${titleId}-${item.id}`;
        const name = item.customer.name_or_email;
        const error = errors[item.id];
        // What this member may do to it; a charge only a manager may refund says who may.
        const offered = depositActions(item).filter((action) => actions.includes(action));
        const withheld = offered.length === 0 && depositActions(item).length > 0;
        return (
          <article key={item.id} className={styles.card} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.subheading} tabIndex={-1}>
              {item.vehicle_details
                ? t('console.deposits.vehicle', {
                    vehicle: vehicleName(item.vehicle_details),
                    stock: item.vehicle_details.stock_number,
                  })
                : t('console.deals.order', { id: item.order })}
            </h2>
            <p className={styles.muted}>
              {t('console.deposits.customer', { name })}
              {/* the heading says the order when there is no vehicle */}
              {item.vehicle_details ? ` · ${t('console.deals.order', { id: item.order })}` : null}
            </p>
            <p className={styles.muted}>
              {t('console.deposits.amount', {
                amount: money(item.deposit_total, item.currency),
                status: t('console.deposit.state', { status: item.status }),
              })}
            </p>
            {item.card ? (
              <p className={styles.muted}>
                {t('console.deposits.card', {
                  brand: cardBrandName(item.card.brand ?? ''),
                  last4: item.card.last4,
                })}
                {item.paid_on
                  ? ` · ${t('console.deposits.paidOn', { status: item.status, date: intl.formatDate(item.paid_on, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }) })}`
                  : null}
              </p>
            ) : null}
            {error ? (
              <p id={`${headingId}-error`} tabIndex={-1} role="alert" className={styles.alert}>
                {error}
              </p>
            ) : null}
            {asking?.id === item.id && !stale ? (
              <fieldset
                className={styles.fieldset}
                // Escape is "no", as on the appointments' question (found in a staff trial: it did nothing).
                onKeyDown={(event) => {
                  if (event.key !== 'Escape') return;
                  back.current = `${headingId}-${asking.action}`;
                  setAsking(null);
                }}
              >
                <legend className={styles.term}>
                  {t('console.deposits.confirm', {
                    action: asking.action,
                    name,
                    amount: money(item.deposit_total, item.currency),
                  })}
                </legend>
                <div className={styles.actions}>
                  <Button
                    tone={asking.action === 'capture' ? 'brand' : 'danger'}
                    loading={busy?.id === item.id}
                    onClick={() => {
                      acted.current = item.id;
                      // meanwhile focus is back on the action (busy), not on the page
                      back.current = `${headingId}-${asking.action}`;
                      onAction(item, asking.action);
                      setAsking(null);
                    }}
                  >
                    {t('console.deposits.yes', { action: asking.action })}
                  </Button>
                  <Button
                    ref={no}
                    variant="outline"
                    tone="neutral"
                    onClick={() => {
                      back.current = `${headingId}-${asking.action}`;
                      setAsking(null);
                    }}
                  >
                    {t('console.deposits.no')}
                  </Button>
                </div>
              </fieldset>
            ) : offered.length ? (
              <div className={styles.actions}>
                {offered.map((action) => (
                  <Button
                    key={action}
                    id={`${headingId}-${action}`}
                    variant={action === 'capture' ? 'solid' : 'outline'}
                    tone={action === 'capture' ? 'brand' : 'danger'}
                    loading={busy?.id === item.id && busy.action === action}
                    onClick={() => setAsking({ id: item.id, action })}
                  >
                    {t(`console.deposits.${action}`, { name })}
                  </Button>
                ))}
              </div>
            ) : withheld ? (
              <p className={styles.muted}>{t('console.deposits.refundByManager')}</p>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
