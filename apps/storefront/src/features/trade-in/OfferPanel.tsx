import { formatLongDate, formatMoney, type Locale, rules, type ValidationItem } from '@storefront/domain';
import { Button, FormModal, TextField, useForm } from '@storefront/ui';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { acceptOffer, declineOffer, excludeTradeIn } from './api/tradeIn.ts';
import { type BlackBookFlow, useBlackBookFlow } from './context.ts';
import * as styles from './tradeIn.css.ts';

/** What the offer needs of a trade-in flow (the black-book's and trade-in 2's both give it). */
export type OfferFlow = Pick<BlackBookFlow, 'order' | 'tradeIn' | 'country' | 'refresh'>;

/**
 * The dealer's offer awaiting the customer (spec 3 §4): accept it (the trade-in is included and its
 * value enters the deal's payment) or decline it with a comment (required) in the decline modal. A
 * failure shows "unable to make changes" (the HTTP client's `trade-in-offer` call).
 */
export function OfferPanel({ flow }: { flow: OfferFlow }) {
  const intl = useIntl();
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const offer = flow.order?.trade_in_offer;
  const tradeIn = flow.tradeIn;
  // The dealer answered without an offer: none made, or the trade-in out of the deal, its message said.
  if (offer?.dealer_decision && tradeIn?.status === 'excluded') {
    return (
      <section className={styles.card} aria-labelledby="trade-in-offer-title" data-testid="trade-in-offer">
        <h2 id="trade-in-offer-title">
          <FormattedMessage id="trade_in.offer.dealerDecision" values={{ decision: offer.dealer_decision }} />
        </h2>
        {offer.comments ? (
          <p>
            <FormattedMessage id="trade_in.offer.dealerMessage" values={{ message: offer.comments }} />
          </p>
        ) : null}
      </section>
    );
  }
  if (!offer || !tradeIn || !flow.order || tradeIn.status !== 'awaiting_customer') return null;
  const orderId = flow.order.id;
  const locale = intl.locale as Locale;
  const currency = tradeIn.valuation?.currency ?? (flow.country === 'US' ? 'USD' : 'CAD');
  const amount = formatMoney(offer.value, locale, { currency });

  async function accept() {
    if (!tradeIn) return;
    setBusy(true);
    try {
      await acceptOffer(http, orderId, tradeIn.id);
      await flow.refresh();
    } catch {
      // the HTTP client has shown "unable to make changes"
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="trade-in-offer-title" data-testid="trade-in-offer">
      <h2 id="trade-in-offer-title">
        <FormattedMessage id="trade_in.offer.title" />
      </h2>
      <p>
        <FormattedMessage id="trade_in.offer.text" values={{ amount }} />
      </p>
      {offer.condition ? (
        <p data-testid="trade-in-offer-condition">
          <FormattedMessage id="trade_in.offer.condition" values={{ condition: offer.condition }} />
        </p>
      ) : null}
      {offer.expires_on ? (
        <p>
          <FormattedMessage
            id="trade_in.offer.expires"
            values={{ date: formatLongDate(offer.expires_on, locale) }}
          />
        </p>
      ) : null}
      <div className={styles.links}>
        <Button onClick={accept} loading={busy} data-testid="trade-in-accept">
          <FormattedMessage id="trade_in.offer.accept" />
        </Button>
        <Button ref={declineButton} variant="outline" onClick={() => setDeclining(true)} disabled={busy}>
          <FormattedMessage id="trade_in.offer.decline" />
        </Button>
      </div>
      {declining ? (
        <CommentModal
          title={intl.formatMessage({ id: 'trade_in.decline.title' })}
          description={intl.formatMessage({ id: 'trade_in.decline.description' })}
          label={intl.formatMessage({ id: 'trade_in.decline.comments' })}
          submitLabel={intl.formatMessage({ id: 'trade_in.decline.submit' })}
          returnFocus={declineButton}
          onClose={() => setDeclining(false)}
          onSubmit={async (comments) => {
            await declineOffer(http, orderId, tradeIn.id, comments);
            setDeclining(false);
            await flow.refresh();
          }}
        />
      ) : null}
    </section>
  );
}

type CommentValues = { readonly comments: string };

/** A modal asking for a required comment (spec 3 §5): the decline and exclude modals. */
export function CommentModal({
  title,
  description,
  label,
  submitLabel,
  returnFocus,
  onClose,
  onSubmit,
}: {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  returnFocus: { readonly current: HTMLElement | null };
  onClose: () => void;
  /** Resolves once done; a failure closes the modal (the HTTP client has told the shopper). */
  onSubmit: (comments: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const items = useMemo<ValidationItem[]>(() => [{ field: 'comments', rules: [rules.required()] }], []);
  const form = useForm<CommentValues>({
    items,
    initialValues: { comments: '' },
    country: 'CA',
    prepare: (values) => ({ comments: values.comments.trim() }),
    onSubmit: async (values) => {
      setBusy(true);
      try {
        await onSubmit(values.comments);
      } catch {
        // "unable to make changes" is shown; the modal closes either way (spec 3 §4)
        onClose();
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      name="trade_in_comment"
      form={form}
      submitLabel={submitLabel}
      busy={busy}
      returnFocus={returnFocus}
    >
      <TextField {...form.field('comments')} label={label} maxLength={2000} isRequired />
    </FormModal>
  );
}

/** Take the trade-in out of the deal (the exclude modal): once it is with the dealer or included. */
export function ExcludeButton() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const { http } = useApi();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { tradeIn, order } = flow;
  if (!tradeIn || !order || tradeIn.status === 'draft' || tradeIn.status === 'excluded') return null;
  return (
    <>
      <Button ref={button} variant="outline" tone="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="trade_in.exclude.open" />
      </Button>
      {open ? (
        <CommentModal
          title={intl.formatMessage({ id: 'trade_in.exclude.title' })}
          description={intl.formatMessage({ id: 'trade_in.exclude.description' })}
          label={intl.formatMessage({ id: 'trade_in.decline.comments' })}
          submitLabel={intl.formatMessage({ id: 'trade_in.exclude.submit' })}
          returnFocus={button}
          onClose={() => setOpen(false)}
          onSubmit={async (comments) => {
            await excludeTradeIn(http, tradeIn.id, order.id, comments);
            setOpen(false);
            await flow.refresh();
          }}
        />
      ) : null}
    </>
  );
}
