import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { PaymentFrequency, PaymentType } from '../internal/domain.ts';
import { PAYMENT_TYPES } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { Skeleton } from '../Spinner/Spinner.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { PaymentAmount } from './PaymentAmount.tsx';
import * as styles from './PricingHeader.css.ts';

/** Message id of each payment type's label. */
export const PAYMENT_TYPE_LABEL: Readonly<Record<PaymentType, UiMessageId>> = {
  cash: 'deal.paymentType.cash',
  finance: 'deal.paymentType.finance',
  lease: 'deal.paymentType.lease',
};

/** The payment shown for the selected payment type (computed by the pricing engine). */
export type HeaderPayment = {
  /** Payment (finance, lease) or cash price, integer cents. */
  readonly amountCents: number;
  /** Null for cash. */
  readonly frequency: PaymentFrequency | null;
  readonly termMonths?: number | undefined;
  readonly includesTax?: boolean | undefined;
  /** The taxes are paid at signing, not in the payments (see `PaymentAmount`). */
  readonly taxesAtSigning?: boolean | undefined;
};

export type PricingHeaderProps = {
  /** The vehicle's formatted name, e.g. "2026 Make Model EX-L". */
  readonly vehicleName: string;
  /** Image address (the app picks the primary image or the dealer's placeholder). */
  readonly imageSrc?: string | undefined;
  /** Slot for the stock badge (the kit's StockBadge). */
  readonly badge?: ReactNode;
  /** Payment types the dealer offers for this vehicle, in display order. Default cash, finance, lease. */
  readonly paymentTypes?: readonly PaymentType[];
  readonly paymentType: PaymentType;
  readonly onPaymentTypeChange: (paymentType: PaymentType) => void;
  /** Payment of the selected type; undefined while it loads. */
  readonly payment?: HeaderPayment | undefined;
  /** Shows skeletons in place of the payment (recalculating). */
  readonly loading?: boolean;
  /**
   * Pricing locked (not signed in and the dealer requires it): payment hidden, unlock button shown;
   * no pricing-details button, and the details stay closed whatever `expanded` says.
   */
  readonly locked?: boolean;
  /** "Unlock pricing": the app opens the sign-in modal (source unlock pricing, skippable). */
  readonly onUnlockPricing?: () => void;
  /** Content of the pricing-details expander: the vehicle carousel and overview. Without it, no expander. */
  readonly details?: ReactNode;
  /**
   * The payment's cost of credit (`PaymentDisclosure`), shown in the card under the payment while the
   * details are closed (open, they carry their own).
   */
  readonly disclosure?: ReactNode;
  /**
   * A mark after the payment (the kit's `Superscript`, linking to the dealer's pricing disclaimer on the
   * page). Not shown while the payment loads or pricing is locked.
   */
  readonly paymentMark?: ReactNode;
  /** Controlled expander state (the app expands it on an invalid payment frequency). */
  readonly expanded?: boolean;
  readonly defaultExpanded?: boolean;
  readonly onExpandedChange?: (expanded: boolean) => void;
  /**
   * `bar` (default): a full-width bar with the vehicle's picture and name. `panel`: a raised card
   * beside the page's own gallery and name (the vehicle page), showing the badge, the payment and
   * the details only.
   */
  readonly variant?: 'bar' | 'panel';
};

/**
 * The pricing header of build-and-price: vehicle image and name, stock badge, payment-type tabs,
 * the animated payment, a pricing-details expander, and an unlock button when pricing is locked.
 * State: `data-locked`, `data-expanded`, `data-payment-type`.
 */
export function PricingHeader({
  vehicleName,
  imageSrc,
  badge,
  paymentTypes = PAYMENT_TYPES,
  paymentType,
  onPaymentTypeChange,
  payment,
  loading = false,
  locked = false,
  onUnlockPricing,
  details,
  disclosure,
  paymentMark,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  variant = 'bar',
}: PricingHeaderProps): ReactNode {
  const t = useUiText();
  const detailsId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  // The details are prices too: locked, they neither show nor have a button (it opened an empty panel).
  // Without details there is nothing to expand: no button (it opened an empty panel either way).
  const hasDetails = !locked && details !== undefined && details !== null && details !== false;
  const isExpanded = hasDetails && (expanded ?? ownExpanded);
  const toggle = () => {
    const next = !isExpanded;
    if (expanded === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  const paymentNode =
    loading || payment === undefined ? (
      <div className={styles.amountBlock} data-loading="">
        <Skeleton width="9em" height="2em" />
        <Skeleton width="6em" />
      </div>
    ) : (
      <PaymentAmount
        amountCents={payment.amountCents}
        frequency={payment.frequency}
        termMonths={payment.termMonths}
        includesTax={payment.includesTax}
        taxesAtSigning={payment.taxesAtSigning}
        kind={paymentType}
        mark={paymentMark}
      />
    );

  const disclosureNode =
    disclosure && !isExpanded && !locked ? (
      <div className={styles.disclosure} data-part="disclosure">
        {disclosure}
      </div>
    ) : null;

  return (
    <section
      className={styles.header}
      aria-label={t('deal.pricingHeader.label')}
      data-locked={locked || undefined}
      data-expanded={isExpanded || undefined}
      data-payment-type={paymentType}
      data-variant={variant}
    >
      <div className={styles.top}>
        {variant === 'panel' ? (
          badge
        ) : (
          <div className={styles.vehicle}>
            {imageSrc === undefined ? (
              <span className={styles.thumbPlaceholder}>
                <Icon name="car" size={32} />
              </span>
            ) : (
              <img className={styles.thumb} src={imageSrc} alt="" />
            )}
            <div className={styles.vehicleText}>
              <h2 className={styles.name}>{vehicleName}</h2>
              {badge}
            </div>
          </div>
        )}
        <div className={styles.payment}>
          {locked ? (
            <div className={styles.locked}>
              <p className={styles.lockedText}>
                <Icon name="lock" />
                <span>{t('deal.pricingHeader.lockedText')}</span>
              </p>
              <Button startIcon={<Icon name="lock" />} onClick={onUnlockPricing}>
                {t('deal.pricingHeader.unlock')}
              </Button>
            </div>
          ) : (
            <Tabs
              label={t('deal.paymentType.label')}
              selectedId={paymentType}
              onSelectionChange={(id) => {
                const next = paymentTypes.find((type) => type === id);
                if (next !== undefined) onPaymentTypeChange(next);
              }}
              items={paymentTypes.map((type) => ({
                id: type,
                label: t(PAYMENT_TYPE_LABEL[type]),
                content: paymentNode,
              }))}
            />
          )}
          {variant === 'panel' ? disclosureNode : null}
        </div>
        {hasDetails && (
          <button
            type="button"
            className={`${buttonReset} ${focusRing} ${styles.expander}`}
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={toggle}
          >
            <span>{t('deal.pricingHeader.details')}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </button>
        )}
      </div>
      {variant === 'panel' ? null : disclosureNode}
      <section
        id={detailsId}
        className={styles.details}
        hidden={!isExpanded}
        aria-label={t('deal.pricingHeader.details')}
      >
        {isExpanded ? details : null}
      </section>
    </section>
  );
}
