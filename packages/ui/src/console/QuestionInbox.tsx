import { type ReactNode, useId } from 'react';
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
}: QuestionInboxProps): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const titleId = useId();
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
                {t('console.questions.from', {
                  name,
                  date: intl.formatDate(item.created_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    ...(timeZone ? { timeZone } : {}),
                  }),
                })}
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
              </div>
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
