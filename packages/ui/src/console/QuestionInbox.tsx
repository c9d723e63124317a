import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { type Country, formatPhone } from '../internal/domain.ts';
import * as styles from './Console.css.ts';
import { vehicleName } from './CreditInbox.tsx';
import type { InboxQuestion } from './types.ts';
import { useConsoleText } from './useConsoleText.ts';
import { useFocusAdded } from './useFocusAdded.ts';

export type QuestionInboxProps = {
  readonly items: readonly InboxQuestion[];
  /** The dealership's name, in the subject of a reply. */
  readonly dealerName: string;
  /** The dealer's country: phone numbers are written as it writes them. */
  readonly country?: Country | undefined;
  /** A link to the asker's deals (a signed-in customer's), in the app's router. */
  readonly renderCustomer?: ((question: InboxQuestion, label: string) => ReactNode) | undefined;
  /** Adds the next page; its button shows while the server has more. */
  readonly onMore?: (() => void) | undefined;
  readonly busy?: boolean | undefined;
  /** The dealership's time zone (IANA): when a question was asked is said at its time. */
  readonly timeZone?: string | undefined;
  /**
   * Marks a question answered (the app's call; it updates `items`). Without it (a role that may not),
   * there is no such button. Rejected: the question says it could not be marked.
   */
  readonly onAnswered?: ((question: InboxQuestion) => Promise<void>) | undefined;
};

/**
 * The questions shoppers asked (the storefront's "Ask a question", availability and price requests),
 * newest first: about which vehicle, who asked and when, the message, and how to answer: an e-mail
 * (the staff member's mail program, the reply's subject filled in), a call, the asker's deals. After
 * "Show more questions", focus goes to the first question added.
 */
export function QuestionInbox({
  items,
  dealerName,
  country,
  renderCustomer,
  onMore,
  busy = false,
  timeZone,
  onAnswered,
}: QuestionInboxProps): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const titleId = useId();
  const [answering, setAnswering] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  // Once marked, focus goes to the question's "Answered by" line (its button is gone).
  const [marked, setMarked] = useState<number | null>(null);
  const answeredLines = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    // Once the app's items say it is answered: its line is there to take focus.
    if (items.some((question) => question.id === marked && question.answered))
      answeredLines.current.get(marked ?? 0)?.focus();
  }, [marked, items]);
  const when = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  const added = useFocusAdded<HTMLDivElement>(
    items,
    (list, at) => list.querySelectorAll<HTMLElement>('article h2')[at],
  );
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.questions.title')}
      </h1>
      {items.length === 0 ? <p className={styles.muted}>{t('console.questions.empty')}</p> : null}
      <div className={styles.stack} ref={added.container}>
        {items.map((item) => {
          const headingId = `${titleId}-${item.id}`;
          const name = item.name.trim() || item.email;
          const subject = t('console.questions.subject', { dealer: dealerName });
          return (
            <article key={item.id} className={styles.card} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.subheading} tabIndex={-1}>
                {item.vehicle
                  ? t('console.deposits.vehicle', {
                      vehicle: vehicleName(item.vehicle),
                      stock: item.vehicle.stock_number,
                    })
                  : t('console.questions.general')}
              </h2>
              <p className={styles.muted}>
                {t('console.questions.from', { name, date: when(item.created_at) })}
              </p>
              <p className={styles.message}>{item.message}</p>
              <div className={styles.actions}>
                <a
                  className={styles.link}
                  href={`mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(subject)}`}
                >
                  {t('console.questions.reply', { name })}
                </a>
                {item.phone ? (
                  <a className={styles.link} href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>
                    {t('console.questions.call', { phone: formatPhone(item.phone, country) })}
                  </a>
                ) : null}
                {item.customer !== null && renderCustomer
                  ? renderCustomer(item, t('console.questions.deals', { name }))
                  : null}
                {!item.answered && onAnswered ? (
                  <Button
                    variant="outline"
                    loading={answering === item.id}
                    onClick={async () => {
                      setAnswering(item.id);
                      setFailed(null);
                      try {
                        await onAnswered(item);
                        setMarked(item.id);
                      } catch {
                        setFailed(item.id);
                      } finally {
                        setAnswering(null);
                      }
                    }}
                  >
                    {t('console.questions.markAnswered')}
                  </Button>
                ) : null}
              </div>
              {item.answered ? (
                <p
                  className={styles.muted}
                  data-answered=""
                  tabIndex={-1}
                  ref={(line) => {
                    if (line) answeredLines.current.set(item.id, line);
                    else answeredLines.current.delete(item.id);
                  }}
                >
                  {t('console.questions.answered', {
                    by: item.answered.by ?? 'none',
                    date: when(item.answered.at),
                  })}
                </p>
              ) : null}
              {failed === item.id ? <p role="alert">{t('console.questions.answerFailed')}</p> : null}
            </article>
          );
        })}
      </div>
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
            {t('console.questions.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
