import type { ReactNode } from 'react';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { PaymentFrequency } from '../internal/domain.ts';
import { isSentinelPriceCents } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { FREQUENCY_LABEL } from '../PricingHeader/PaymentAmount.tsx';
import * as styles from './VehicleResultCard.css.ts';

/** The list's price/payment switch (VehicleSearchResults). */
export const PRICE_DISPLAYS = ['price', 'payment'] as const;
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number];
/** A card's: the switch's two, or the price with "from $X bi-weekly" beside it. */
export type CardDisplay = PriceDisplay | 'price-and-payment';

export type VehicleResultCardProps = {
  /** The vehicle's formatted name ("2026 Make Model"). */
  readonly name: string;
  readonly trim?: string | null | undefined;
  /** Vehicle details address; the whole card's title links to it. */
  readonly href: string;
  readonly imageSrc?: string | undefined;
  /** Slot for the stock badge. */
  readonly badge?: ReactNode;
  readonly condition: 'new' | 'used';
  /** Odometer in the country's unit (used vehicles). */
  readonly odometer?: number | null | undefined;
  readonly stockNumber?: string | null | undefined;
  /** Listing price, integer cents; null or a sentinel shows "Call for price". */
  readonly priceCents: number | null;
  /** Estimated payment, shown when `display` is payment. */
  readonly payment?:
    | {
        readonly amountCents: number;
        readonly frequency: PaymentFrequency;
        readonly termMonths?: number | undefined;
      }
    | undefined;
  /**
   * `price` the listing price, `payment` the estimated payment, `price-and-payment` the price with
   * "from $X bi-weekly" beside it ("/ mo" when monthly).
   */
  readonly display?: CardDisplay;
  /**
   * Slot after the payment: its disclosure mark (a link to the disclosure on the page, whose rate,
   * term, amount financed, cost of borrowing and total the dealer must show with the payment).
   */
  readonly paymentMark?: ReactNode;
};

/**
 * A vehicle in the search results: image, name and trim, stock badge, condition, odometer, stock
 * number, and the price or the estimated payment ("Call for price" without a usable price).
 * State: `data-display`, `data-call-for-price`.
 */
export function VehicleResultCard({
  name,
  trim,
  href,
  imageSrc,
  badge,
  condition,
  odometer,
  stockNumber,
  priceCents,
  payment,
  display = 'price',
  paymentMark,
}: VehicleResultCardProps): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  const callForPrice = isSentinelPriceCents(priceCents);
  const showPayment = display === 'payment' && payment !== undefined && !callForPrice;
  const paymentBeside = display === 'price-and-payment' && payment !== undefined && !callForPrice;
  return (
    <article
      className={`${deal.card} ${styles.card}`}
      aria-label={name}
      data-display={showPayment ? 'payment' : paymentBeside ? 'price-and-payment' : 'price'}
      data-call-for-price={callForPrice || undefined}
    >
      {imageSrc === undefined ? (
        <span className={deal.imagePlaceholder}>
          <Icon name="car" size={40} />
        </span>
      ) : (
        <img className={deal.media} src={imageSrc} alt="" loading="lazy" />
      )}
      <div className={styles.title}>
        <h3 className={deal.subheading}>
          <a href={href} className={styles.link}>
            {name}
          </a>
        </h3>
        {trim ? <p className={deal.muted}>{trim}</p> : null}
      </div>
      <div className={deal.row}>
        <span className={deal.tag}>
          {t(condition === 'new' ? 'deal.filters.condition.new' : 'deal.filters.condition.used')}
        </span>
        {badge}
      </div>
      <dl className={styles.facts}>
        {odometer === null || odometer === undefined ? null : (
          <div>
            <dt className={deal.muted}>{t('deal.vehicle.odometer')}</dt>
            <dd className={deal.dd}>{format.distance(odometer)}</dd>
          </div>
        )}
        {stockNumber ? (
          <div>
            <dt className={deal.muted}>{t('deal.vehicle.stockNumber')}</dt>
            <dd className={deal.dd}>{stockNumber}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.price}>
        {callForPrice ? (
          <span className={styles.amount}>{t('deal.vehicle.callForPrice')}</span>
        ) : showPayment ? (
          <>
            <span className={styles.amount}>{format.money(payment.amountCents)}</span>{' '}
            <span className={deal.muted}>
              {t(FREQUENCY_LABEL[payment.frequency])}
              {payment.termMonths === undefined
                ? null
                : ` · ${t('deal.payment.term', { term: payment.termMonths })}`}
            </span>
            {paymentMark}
          </>
        ) : (
          <>
            <span className={deal.muted}>{t('deal.vehicle.price')}</span>{' '}
            <span className={styles.amount}>{format.money(priceCents ?? 0)}</span>
          </>
        )}
      </p>
      {paymentBeside ? (
        <p className={styles.from} data-list-payment="">
          {t('deal.vehicle.paymentFrom', {
            amount: format.money(payment.amountCents),
            frequency: payment.frequency,
          })}
          {paymentMark}
        </p>
      ) : null}
    </article>
  );
}
