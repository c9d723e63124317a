import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { FormModal } from '../Form/FormModal.tsx';
import { useForm } from '../Form/useForm.ts';
import type { Locale, ValidationItem } from '../internal/domain.ts';
import { formatLongDate, formatMoney, rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TradeIn.css.ts';

/** What the dealership decided without an offer the shopper can take (spec 3 §4). */
export const TRADE_IN_DEALER_DECISIONS = ['no_offer', 'excluded'] as const;
export type TradeInDealerDecision = (typeof TRADE_IN_DEALER_DECISIONS)[number];

export type TradeInOffer = {
  /** The offer, in cents. */
  readonly amountCents: number;
  readonly currency: 'CAD' | 'USD';
  /** A conditional offer's condition, as the dealership wrote it. */
  readonly condition?: string | null;
  /** The last day it holds (ISO date). */
  readonly expiresOn?: string | null;
};

export type TradeInOfferPanelProps = {
  /** The dealership's offer awaiting the shopper. */
  readonly offer: TradeInOffer;
  /** The acceptance is under way. */
  readonly accepting?: boolean;
  readonly onAccept: () => void;
  /**
   * The decline modal sent with its (required) comment: resolves once declined; a rejection closes
   * the modal (the app says "unable to make changes").
   */
  readonly onDecline: (comment: string) => Promise<void>;
};

export type TradeInDealerDecisionNoticeProps = {
  /** The dealership answered without an offer: none made, or the trade-in out of the deal. */
  readonly decision: TradeInDealerDecision;
  /** Its message to the shopper. */
  readonly message?: string | null;
};

/** The dealership's answer without an offer (spec 3 §4): its decision as the heading, its message quoted. */
export function TradeInDealerDecisionNotice({
  decision,
  message,
}: TradeInDealerDecisionNoticeProps): ReactNode {
  const t = useUiText();
  const headingId = useId();
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="trade-in-offer"
      data-state={decision}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('ui.tradeIn.offer.dealerDecision', { decision })}
      </h2>
      {message ? <p className={styles.text}>{t('ui.tradeIn.offer.dealerMessage', { message })}</p> : null}
    </section>
  );
}

/**
 * The dealership's offer awaiting the customer (spec 3 §4): its amount, a conditional offer's condition,
 * its validity; accept it, or decline it with a comment (required) in the decline modal.
 */
export function TradeInOfferPanel({
  offer,
  accepting = false,
  onAccept,
  onDecline,
}: TradeInOfferPanelProps): ReactNode {
  const t = useUiText();
  const locale = useIntl().locale as Locale;
  const headingId = useId();
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const state = offer.condition ? 'conditional' : 'offer';
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="trade-in-offer"
      data-state={state}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('ui.tradeIn.offer.title')}
      </h2>
      <p className={styles.text}>
        {t('ui.tradeIn.offer.text', {
          amount: formatMoney(offer.amountCents, locale, { currency: offer.currency }),
        })}
      </p>
      {offer.condition ? (
        <p className={styles.text} data-testid="trade-in-offer-condition">
          {t('ui.tradeIn.offer.condition', { condition: offer.condition })}
        </p>
      ) : null}
      {offer.expiresOn ? (
        <p className={styles.text}>
          {t('ui.tradeIn.offer.expires', { date: formatLongDate(offer.expiresOn, locale) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onAccept} loading={accepting} data-testid="trade-in-accept">
          {t('ui.tradeIn.offer.accept')}
        </Button>
        <Button ref={declineButton} variant="outline" onClick={() => setDeclining(true)} disabled={accepting}>
          {t('ui.tradeIn.offer.decline')}
        </Button>
      </div>
      <TradeInCommentModal
        open={declining}
        title={t('ui.tradeIn.decline.title')}
        description={t('ui.tradeIn.decline.description')}
        submitLabel={t('ui.tradeIn.decline.submit')}
        returnFocus={declineButton}
        onClose={() => setDeclining(false)}
        onSubmit={async (comment) => {
          await onDecline(comment);
          setDeclining(false);
        }}
      />
    </section>
  );
}

export type TradeInCommentModalProps = {
  /** Shown; the comment typed is kept while it is closed. */
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  /** The comment field's label (default: "Your comment"). */
  readonly label?: string;
  readonly submitLabel: string;
  /** Where focus goes when it closes: the button that opened it. */
  readonly returnFocus: { readonly current: HTMLElement | null };
  readonly onClose: () => void;
  /** Resolves once done; a rejection closes the modal (the app has told the shopper why). */
  readonly onSubmit: (comment: string) => Promise<void>;
};

type CommentValues = { readonly comments: string };

/**
 * A modal asking for a required comment (spec 3 §5): the decline and exclude modals. An empty comment
 * is said under the field, focus on it; the comment is sent trimmed, and kept while the modal is closed.
 */
export function TradeInCommentModal({
  open,
  title,
  description,
  label,
  submitLabel,
  returnFocus,
  onClose,
  onSubmit,
}: TradeInCommentModalProps): ReactNode {
  const t = useUiText();
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
        // the app has said "unable to make changes"; the modal closes either way (spec 3 §4)
        onClose();
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <FormModal
      open={open}
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
      <TextField
        {...form.field('comments')}
        label={label ?? t('ui.tradeIn.decline.comments')}
        maxLength={2000}
        isRequired
      />
    </FormModal>
  );
}
