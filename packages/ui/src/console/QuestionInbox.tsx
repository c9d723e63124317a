import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { type Country, formatPhone, telUri } from '../internal/domain.ts';
import * as styles from './Console.css.ts';
import { vehicleName } from './CreditInbox.tsx';
import { elision } from './elision.ts';
import { FieldError } from './TradeInInbox.tsx';
import type { InboxQuestion, InboxQuestionReply } from './types.ts';
import { useConsoleText } from './useConsoleText.ts';
import { useFocusAdded } from './useFocusAdded.ts';

/** What a list of questions shows and how staff answer them (the inbox's and the customer page's). */
type QuestionsShown = {
  readonly items: readonly InboxQuestion[];
  /** The dealership's name, in the subject of a reply. */
  readonly dealerName: string;
  /** The dealer's country: phone numbers are written as it writes them. */
  readonly country?: Country | undefined;
  /** A link to the asker's deals (a signed-in customer's), in the app's router. */
  readonly renderCustomer?: ((question: InboxQuestion, label: string) => ReactNode) | undefined;
  /** The dealership's time zone (IANA): when a question was asked is said at its time. */
  readonly timeZone?: string | undefined;
  /**
   * Marks a question answered (the app's call; it updates `items`). Without it (a role that may not),
   * there is no such button. Rejected: the question says it could not be marked.
   */
  readonly onAnswered?: ((question: InboxQuestion) => Promise<void>) | undefined;
  /**
   * Sends a reply to the asker (the app's call: added to the question's replies, e-mailed from the
   * dealership); resolves with the question as the server answers it (answered, every reply in
   * `replies`). Without it (a role that may not) there is no "Reply" button. Rejected with an `Error`
   * whose message says why (the server's refusal, in the staff member's language): shown under the
   * field, the text kept; a rejection without a message says the reply could not be sent.
   */
  readonly onReply?: ((question: InboxQuestion, message: string) => Promise<InboxQuestion>) | undefined;
};

/** A list of questions without a heading of its own (the customer page's), inside a page's section. */
export type QuestionListProps = QuestionsShown & {
  /** The level of each question's heading: 2 under the inbox's title, 3 under a page's section. */
  readonly headingLevel?: 2 | 3 | undefined;
  /** Says "Not answered yet" on a question nobody answered (where there is no button to mark it). */
  readonly showUnanswered?: boolean | undefined;
  /** The element that holds the questions (the inbox focuses the first one a page adds). */
  readonly ref?: Ref<HTMLDivElement> | undefined;
};

export type QuestionInboxProps = QuestionsShown & {
  /** Adds the next page; its button shows while the server has more. */
  readonly onMore?: (() => void) | undefined;
  readonly busy?: boolean | undefined;
};

/** The longest reply the server takes (characters, once trimmed). */
const REPLY_MAX = 4000;

/**
 * The inline reply to one question: a labelled text area (focus there on open), Send and Cancel; a
 * question already replied to says so first (who sent the last reply and when: this one is a further
 * e-mail), read with the field; a refusal under the field (aria-describedby), the text typed kept.
 */
function ReplyForm({
  label,
  warning,
  onSend,
  onCancel,
}: {
  label: string;
  warning: string | null;
  onSend: (message: string) => Promise<void>;
  onCancel: () => void;
}): ReactNode {
  const t = useConsoleText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const warningId = useId();
  useEffect(() => {
    area.current?.focus();
  }, []);
  const refuse = (message: string) => {
    setError(message);
    area.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return refuse(t('console.questions.replyRequired'));
    if (message.length > REPLY_MAX) return refuse(t('console.questions.replyTooLong'));
    setError(null);
    setSending(true);
    try {
      await onSend(message);
    } catch (failure) {
      setSending(false);
      refuse(
        failure instanceof Error && failure.message ? failure.message : t('console.questions.replyFailed'),
      );
    }
  };
  const described = [warning ? warningId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      {warning ? (
        <p id={warningId} className={styles.muted} data-already-answered="">
          {warning}
        </p>
      ) : null}
      <div className={styles.nativeField}>
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          id={fieldId}
          ref={area}
          className={styles.nativeInput}
          value={text}
          rows={5}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('console.questions.send')}
        </Button>
        <Button type="button" variant="outline" disabled={sending} onClick={onCancel}>
          {t('console.questions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The question with the most replies of the app's and the last reply's answer (another tab's reply may be in either). */
function latest(question: InboxQuestion, answered: InboxQuestion | undefined): InboxQuestion {
  return answered && (answered.replies?.length ?? 0) > (question.replies?.length ?? 0) ? answered : question;
}

/**
 * The questions, each a card headed by its vehicle (or "About the dealership"), without a title of
 * its own: who asked and when, the message, and how to answer: a reply written here (`onReply`,
 * e-mailed from the dealership; focus in its field, back on "Reply" when cancelled, on the question's
 * "Answered" line once sent), an e-mail (the staff member's mail program, the reply's subject filled
 * in), a call, the asker's deals. Every reply sent shows, oldest first, with who sent it and when.
 * The inbox (`QuestionInbox`) and the console's customer page draw their questions with it.
 */
export function QuestionList({
  items,
  dealerName,
  country,
  renderCustomer,
  timeZone,
  onAnswered,
  onReply,
  headingLevel = 2,
  showUnanswered = false,
  ref,
}: QuestionListProps): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const listId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [answering, setAnswering] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  // Once marked, focus goes to the question's "Answered by" line (its button is gone).
  const [marked, setMarked] = useState<number | null>(null);
  const answeredLines = useRef(new Map<number, HTMLElement>());
  // The question whose reply form is open, and the questions as the server answered a reply (shown
  // until the app's items say so too).
  const [replying, setReplying] = useState<number | null>(null);
  const [replied, setReplied] = useState<ReadonlyMap<number, InboxQuestion>>(new Map());
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
  const [cancelled, setCancelled] = useState<number | null>(null);
  const shown = items.map((question) => latest(question, replied.get(question.id)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the question shows it is answered
  useEffect(() => {
    // Once the question says it is answered: its line is there to take focus.
    if (shown.some((question) => question.id === marked && question.answered))
      answeredLines.current.get(marked ?? 0)?.focus();
  }, [marked, items, replied]);
  useEffect(() => {
    // A reply cancelled: back to its "Reply" button.
    if (cancelled === null) return;
    replyButtons.current.get(cancelled)?.focus();
    setCancelled(null);
  }, [cancelled]);
  const zone = timeZone ? { timeZone } : {};
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', ...zone });
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', ...zone });
  const repliedLine = (reply: InboxQuestionReply) =>
    t('console.questions.replied', {
      by: reply.by ?? 'none',
      elision: elision(reply.by),
      date: when(reply.at),
    });
  return (
    <div className={styles.stack} ref={ref}>
      {shown.map((item) => {
        const headingId = `${listId}-${item.id}`;
        const name = item.name.trim() || item.email;
        const subject = t('console.questions.subject', { dealer: dealerName });
        const replies = item.replies ?? [];
        const last = replies.at(-1);
        return (
          <article key={item.id} className={styles.card} aria-labelledby={headingId} data-question={item.id}>
            <Heading id={headingId} className={styles.subheading} tabIndex={-1}>
              {item.vehicle
                ? t('console.deposits.vehicle', {
                    vehicle: vehicleName(item.vehicle),
                    stock: item.vehicle.stock_number,
                  })
                : t('console.questions.general')}
            </Heading>
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
                <a className={styles.link} href={telUri(item.phone)}>
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
              {onReply && replying !== item.id ? (
                <Button
                  variant="outline"
                  ref={(button) => {
                    if (button) replyButtons.current.set(item.id, button);
                    else replyButtons.current.delete(item.id);
                  }}
                  onClick={() => setReplying(item.id)}
                >
                  {t('console.questions.replyOpen', { name })}
                </Button>
              ) : null}
            </div>
            {onReply && replying === item.id ? (
              <ReplyForm
                label={t('console.questions.replyLabel', { name, dealer: dealerName })}
                warning={
                  last
                    ? t('console.questions.alreadyAnswered', { by: last.by ?? 'none', date: day(last.at) })
                    : null
                }
                onCancel={() => {
                  setReplying(null);
                  setCancelled(item.id);
                }}
                onSend={async (message) => {
                  const answered = await onReply(item, message);
                  setReplied((before) => new Map(before).set(item.id, answered));
                  setReplying(null);
                  setMarked(item.id);
                }}
              />
            ) : null}
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
            ) : showUnanswered ? (
              <p className={styles.muted}>{t('console.questions.open')}</p>
            ) : null}
            {replies.map((reply, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: replies are only ever added at the end
              <div key={index} data-replied="">
                <p className={styles.muted}>{repliedLine(reply)}</p>
                <p className={styles.message}>{reply.message}</p>
              </div>
            ))}
            {failed === item.id ? <p role="alert">{t('console.questions.answerFailed')}</p> : null}
          </article>
        );
      })}
    </div>
  );
}

/**
 * The questions shoppers asked (the storefront's "Ask a question", availability and price requests),
 * newest first, under a title: each drawn by `QuestionList`. After "Show more questions", focus goes
 * to the first question added.
 */
export function QuestionInbox({ items, onMore, busy = false, ...list }: QuestionInboxProps): ReactNode {
  const t = useConsoleText();
  const titleId = useId();
  const added = useFocusAdded<HTMLDivElement>(
    items,
    (container, at) => container.querySelectorAll<HTMLElement>('article h2')[at],
  );
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.questions.title')}
      </h1>
      {items.length === 0 ? <p className={styles.muted}>{t('console.questions.empty')}</p> : null}
      <QuestionList {...list} items={items} ref={added.container} />
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
