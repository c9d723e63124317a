import { type InboxQuestion, QuestionInbox, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, firstMessage, sessionEnded } from '../api.ts';
import * as styles from '../console.css.ts';
import { useRefresh } from '../sync.ts';
import { type ConsoleContext, dealerPath, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

type Page = { next_page: number | null; results: InboxQuestion[] };

/**
 * The questions shoppers asked (`GET /api/dealer/questions/?page=`, 50 a page), answered by e-mail or
 * phone, or in place: "Reply to …" (`POST …/{id}/reply/`) e-mails the reply from the dealership and
 * marks the question answered; a signed-in asker's deals a link away; "Mark as answered"
 * (`POST …/{id}/answered/`) says who took it.
 */
export function QuestionsPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'actForCustomers') ? (
    <Questions context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Questions({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [items, setItems] = useState<readonly InboxQuestion[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  useEffect(() => {
    document.title = `${t('console.questions.title')} · ${t('console.title')}`;
  });
  const load = useCallback(
    async (page: number) => {
      setBusy(true);
      try {
        const answer = await context.api.get<Page>(
          `/api/dealer/questions/${page > 1 ? `?page=${page}` : ''}`,
        );
        setItems((shown) => (page > 1 && shown ? [...shown, ...answer.results] : answer.results));
        setNext(answer.next_page);
      } catch (e) {
        if (sessionEnded(e)) return;
        setFailed(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'other');
      } finally {
        setBusy(false);
      }
    },
    [context.api],
  );
  const reload = useCallback(() => load(1), [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useRefresh(reload);
  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!items) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <QuestionInbox
      timeZone={context.dealer.timezone}
      items={items}
      dealerName={context.dealer.name}
      country={context.dealer.country === 'US' ? 'US' : 'CA'}
      busy={busy}
      onMore={next === null ? undefined : () => void load(next)}
      onAnswered={async (question) => {
        const answered = await context.api.send<InboxQuestion>(
          'POST',
          `/api/dealer/questions/${question.id}/answered/`,
        );
        setItems((shown) => shown?.map((q) => (q.id === answered.id ? answered : q)) ?? shown);
      }}
      onReply={async (question, message) => {
        try {
          const replied = await context.api.send<InboxQuestion>(
            'POST',
            `/api/dealer/questions/${question.id}/reply/`,
            { message },
          );
          setItems((shown) => shown?.map((q) => (q.id === replied.id ? replied : q)) ?? shown);
          return replied;
        } catch (e) {
          // The server's refusal (in the console's language) is said under the field; anything else
          // (offline, the session ended) says the reply was not sent, the text kept.
          throw new Error(firstMessage(e) ?? '', { cause: e });
        }
      }}
      renderCustomer={(question, label) => (
        <Link className={styles.link} to={dealerPath(`/customers/${question.customer}`, context.dealer)}>
          {label}
        </Link>
      )}
    />
  );
}
