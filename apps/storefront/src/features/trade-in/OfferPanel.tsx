import { formatLongDate, formatMoney, type Locale, rules, type ValidationItem } from '@storefront/domain';
import { Button, FormModal, TextField, useForm } from '@storefront/ui';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { acceptOffer, declineOffer } from './api/tradeIn.ts';
import { useBlackBookFlow } from './context.ts';
import * as styles from './tradeIn.css.ts';

/**
 * The dealer's offer awaiting the customer (spec 3 §4): accept it (the trade-in is included and its
 * value enters the deal's payment) or decline it with a comment (required) in the decline modal. A
 * failure shows "unable to make changes" (the HTTP client's `trade-in-offer` call).
 */
export function OfferPanel() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const offer = flow.order?.trade_in_offer;
  const tradeIn = flow.tradeIn;
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
        <DeclineModal
          orderId={orderId}
          tradeInId={tradeIn.id}
          returnFocus={declineButton}
          onClose={() => setDeclining(false)}
          onDeclined={async () => {
            setDeclining(false);
            await flow.refresh();
          }}
        />
      ) : null}
    </section>
  );
}

type DeclineValues = { readonly comments: string };

/** The decline modal: the comment is required (spec 3 §5). */
function DeclineModal({
  orderId,
  tradeInId,
  returnFocus,
  onClose,
  onDeclined,
}: {
  orderId: number;
  tradeInId: number;
  returnFocus: { readonly current: HTMLElement | null };
  onClose: () => void;
  onDeclined: () => Promise<void>;
}) {
  const intl = useIntl();
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const items = useMemo<ValidationItem[]>(() => [{ field: 'comments', rules: [rules.required()] }], []);
  const form = useForm<DeclineValues>({
    items,
    initialValues: { comments: '' },
    country: 'CA',
    prepare: (values) => ({ comments: values.comments.trim() }),
    onSubmit: async (values) => {
      setBusy(true);
      try {
        await declineOffer(http, orderId, tradeInId, values.comments);
        await onDeclined();
      } catch {
        // the HTTP client has shown "unable to make changes"; the modal closes either way (spec 3 §4)
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
      title={intl.formatMessage({ id: 'trade_in.decline.title' })}
      description={intl.formatMessage({ id: 'trade_in.decline.description' })}
      name="trade_in_decline"
      form={form}
      submitLabel={<FormattedMessage id="trade_in.decline.submit" />}
      busy={busy}
      returnFocus={returnFocus}
    >
      <TextField
        {...form.field('comments')}
        label={intl.formatMessage({ id: 'trade_in.decline.comments' })}
        maxLength={2000}
        isRequired
      />
    </FormModal>
  );
}
