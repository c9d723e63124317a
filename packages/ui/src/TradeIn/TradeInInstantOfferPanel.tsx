import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import type { Locale } from '../internal/domain.ts';
import { formatLongDate, formatMoney } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './TradeIn.css.ts';

export type TradeInInstantOffer = {
  /** The offer, in cents. */
  readonly amountCents: number;
  readonly currency: 'CAD' | 'USD';
  /** The last day it holds (ISO date). */
  readonly validUntil: string;
  /** The offer code the shopper quotes. */
  readonly code: string;
  /** A sandbox provider's name (a demo offer, said as such); absent for a real one. */
  readonly sandboxProvider?: string | null;
};

export type TradeInInstantOfferPanelProps = {
  /** The offer made, or null before one is asked for. */
  readonly offer: TradeInInstantOffer | null;
  /** The trade-in is a draft: an offer can be asked for and taken (once sent, it is shown only). */
  readonly canTake: boolean;
  /** A request or the taking is under way. */
  readonly busy?: boolean;
  /** "Get an instant cash offer". */
  readonly onRequest: () => void;
  /** "Take this offer" (`submit_ico`: the trade-in goes to the dealership). */
  readonly onTake: () => void;
};

/**
 * The instant cash offer (spec 3 §2 and §4): asked for on a valued draft, shown with its amount,
 * validity and code (a sandbox's says so), and taken, which sends the trade-in to the dealership.
 */
export function TradeInInstantOfferPanel({
  offer,
  canTake,
  busy = false,
  onRequest,
  onTake,
}: TradeInInstantOfferPanelProps): ReactNode {
  const t = useUiText();
  const locale = useIntl().locale as Locale;
  const headingId = useId();
  if (!offer && !canTake) return null;
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="trade-in-ico"
      data-state={offer ? (canTake ? 'offered' : 'taken') : 'none'}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('ui.tradeIn.ico.title')}
      </h2>
      {offer ? (
        <>
          <p className={styles.text}>
            {t('ui.tradeIn.ico.text', {
              amount: formatMoney(offer.amountCents, locale, { currency: offer.currency }),
              date: formatLongDate(offer.validUntil, locale),
              code: offer.code,
            })}
          </p>
          {offer.sandboxProvider ? (
            <p className={styles.muted}>{t('ui.tradeIn.ico.sandbox', { provider: offer.sandboxProvider })}</p>
          ) : null}
          {canTake ? (
            <div>
              <Button loading={busy} onClick={onTake}>
                {t('ui.tradeIn.ico.take')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <div>
          <Button variant="outline" loading={busy} onClick={onRequest}>
            {t('ui.tradeIn.ico.request')}
          </Button>
        </div>
      )}
    </section>
  );
}
