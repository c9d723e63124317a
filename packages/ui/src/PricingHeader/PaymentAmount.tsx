import { media, useMediaQuery, visuallyHidden } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useDealFormat } from '../deal/format.tsx';
import type { PaymentFrequency } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './PricingHeader.css.ts';
import type { PaymentAnimationFrame } from './paymentAnimation.ts';
import { paymentChangeFrames } from './paymentAnimation.ts';

/** Message id of each payment frequency's label ("bi-weekly"). */
export const FREQUENCY_LABEL: Readonly<Record<PaymentFrequency, UiMessageId>> = {
  weekly: 'deal.frequency.weekly',
  biweekly: 'deal.frequency.biweekly',
  monthly: 'deal.frequency.monthly',
  semimonthly: 'deal.frequency.semimonthly',
};

/**
 * Follows a changing amount with the spec's animation frames (see `paymentChangeFrames`): the
 * difference from the amount on screen shows at once, the new amount after 500 ms, and so on.
 */
export function usePaymentAnimation(
  amountCents: number,
  motion: 'auto' | 'reduced' = 'auto',
  basis = '',
): PaymentAnimationFrame {
  const prefersReduced = useMediaQuery(media.reducedMotion);
  const reducedMotion = motion === 'reduced' || prefersReduced;
  const [frame, setFrame] = useState<PaymentAnimationFrame>({
    atMs: 0,
    phase: 'idle',
    shownCents: amountCents,
    differenceCents: null,
  });
  const shown = useRef(amountCents);
  const shownBasis = useRef(basis);

  useEffect(() => {
    if (shownBasis.current !== basis) {
      // Another kind of amount (payment type, frequency, term, tax choice): shown as it is, with no
      // difference, which would read as a saving or a cost it is not.
      shownBasis.current = basis;
      shown.current = amountCents;
      setFrame({ atMs: 0, phase: 'idle', shownCents: amountCents, differenceCents: null });
      return;
    }
    const from = shown.current;
    if (from === amountCents) {
      // Back to the amount on screen before the new one appeared: nothing changed after all.
      setFrame((current) =>
        current.phase === 'pending'
          ? { atMs: 0, phase: 'idle', shownCents: amountCents, differenceCents: null }
          : current,
      );
      return;
    }
    const timers = paymentChangeFrames(from, amountCents, reducedMotion).map((next) =>
      setTimeout(() => {
        shown.current = next.shownCents;
        setFrame(next);
      }, next.atMs),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [amountCents, reducedMotion, basis]);

  return frame;
}

export type PaymentAmountProps = {
  /** The payment (finance, lease) or the cash price, integer cents from the pricing engine. */
  readonly amountCents: number;
  /** Payment frequency; null for cash. */
  readonly frequency: PaymentFrequency | null;
  /** Term in months, shown as "for 84 months" (finance and lease). */
  readonly termMonths?: number | undefined;
  /** Whether the amount includes taxes ("Taxes included") or not ("Plus taxes"); hidden when undefined. */
  readonly includesTax?: boolean | undefined;
  /**
   * The taxes are paid at signing, none is in or added to the payments (finance with its taxes paid
   * up front, a Texas lease): the note says so ("Taxes paid at signing") instead of `includesTax`'s.
   */
  readonly taxesAtSigning?: boolean | undefined;
  /** `lg` in the pricing header, `md` in cards. */
  readonly size?: 'md' | 'lg';
  /** `auto` follows prefers-reduced-motion; `reduced` forces the reduced animation. */
  readonly motion?: 'auto' | 'reduced';
  /**
   * What the amount is (e.g. the payment type): a change of it, of the frequency, term or tax choice
   * shows the new amount without a difference; only a change of the same kind of amount has one.
   */
  readonly kind?: string;
  /**
   * A mark after the amount: the kit's `Superscript` linking to the dealer's pricing disclaimer (spec 2:
   * disclaimers with their superscripts wherever a price is shown).
   */
  readonly mark?: ReactNode;
};

/**
 * A payment amount with its frequency, animated on change: the difference (+$12.34) shows and is
 * highlighted, the new amount appears after 500 ms, the highlight stops at 2000 ms and the difference
 * clears at 3500 ms. Respects prefers-reduced-motion. State: `data-phase` (idle, pending, highlight,
 * settled) and `data-direction` (up, down) on the difference.
 */
export function PaymentAmount({
  amountCents,
  frequency,
  termMonths,
  includesTax,
  taxesAtSigning = false,
  size = 'lg',
  motion = 'auto',
  kind = '',
  mark,
}: PaymentAmountProps): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  const frame = usePaymentAnimation(
    amountCents,
    motion,
    `${kind}:${frequency ?? 'cash'}:${termMonths ?? ''}:${includesTax ?? ''}:${taxesAtSigning}`,
  );
  const difference = frame.differenceCents;
  const announce =
    difference !== null && frame.phase !== 'pending'
      ? t('deal.payment.updated', { amount: format.money(frame.shownCents) })
      : '';
  return (
    <div className={styles.amountBlock} data-phase={frame.phase} data-size={size} data-payment-amount="">
      <p className={styles.amountLine}>
        {frequency === null ? (
          <span className={styles.amountCaption}>{t('deal.payment.cashPrice')}</span>
        ) : null}
        <span className={styles.amount} data-highlight={frame.phase === 'highlight' || undefined}>
          {format.money(frame.shownCents)}
          {mark}
        </span>
        {frequency === null ? null : (
          <span className={styles.frequency}>{t(FREQUENCY_LABEL[frequency])}</span>
        )}
        {difference === null ? null : (
          <span
            className={styles.difference}
            data-direction={difference > 0 ? 'up' : 'down'}
            data-highlight={frame.phase === 'pending' || frame.phase === 'highlight' || undefined}
          >
            <span aria-hidden="true">
              {t(difference > 0 ? 'deal.payment.differenceUp' : 'deal.payment.differenceDown', {
                amount: format.money(Math.abs(difference)),
              })}
            </span>
            {/* "+$12.34" alone says nothing to a screen reader: it hears what the sign means. */}
            <span className={visuallyHidden}>
              {t(difference > 0 ? 'deal.payment.differenceUpSpoken' : 'deal.payment.differenceDownSpoken', {
                amount: format.money(Math.abs(difference)),
              })}
            </span>
          </span>
        )}
      </p>
      {termMonths === undefined && includesTax === undefined ? null : (
        <p className={styles.amountNote}>
          {termMonths === undefined ? null : t('deal.payment.term', { term: termMonths })}
          {termMonths !== undefined && includesTax !== undefined ? ' · ' : null}
          {includesTax === undefined
            ? null
            : t(
                taxesAtSigning
                  ? 'deal.payment.taxesAtSigning'
                  : includesTax
                    ? 'deal.payment.taxesIncluded'
                    : 'deal.payment.plusTaxes',
              )}
        </p>
      )}
      <span role="status" className={visuallyHidden}>
        {announce}
      </span>
    </div>
  );
}
