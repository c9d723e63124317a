import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import type {
  Incentive,
  IncentiveAudience,
  IncentiveGroup,
  IncentiveType,
  PaymentType,
} from '../internal/domain.ts';
import { INCENTIVE_GROUPS } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './IncentiveList.css.ts';

export const INCENTIVE_GROUP_LABEL: Readonly<Record<IncentiveGroup, UiMessageId>> = {
  government: 'deal.incentive.group.government',
  other: 'deal.incentive.group.other',
};

export const INCENTIVE_TYPE_LABEL: Readonly<Record<IncentiveType, UiMessageId>> = {
  rebate: 'deal.incentive.type.rebate',
  percentage_discount: 'deal.incentive.type.percentage_discount',
  rate_reduction: 'deal.incentive.type.rate_reduction',
};

export const INCENTIVE_AUDIENCE_LABEL: Readonly<Record<IncentiveAudience, UiMessageId>> = {
  loyalty: 'deal.incentive.audience.loyalty',
  grad: 'deal.incentive.audience.grad',
  conquest: 'deal.incentive.audience.conquest',
  military: 'deal.incentive.audience.military',
  mobility: 'deal.incentive.audience.mobility',
  msrp: 'deal.incentive.audience.msrp',
  costco: 'deal.incentive.audience.costco',
  vin: 'deal.incentive.audience.vin',
  other: 'deal.incentive.audience.other',
  normal: 'deal.incentive.audience.normal',
  ev: 'deal.incentive.audience.ev',
  all: 'deal.incentive.audience.all',
};

/** Audiences that apply to every shopper: no audience tag, and no proof of eligibility asked. */
const EVERYONE: readonly IncentiveAudience[] = ['all', 'normal'];

export type IncentiveListProps = {
  /** Incentives for the vehicle (Canadian dealers with incentives enabled). */
  readonly incentives: readonly Incentive[];
  readonly selectedIds: readonly number[];
  readonly onSelectedChange: (incentive: Incentive, selected: boolean) => void;
  /** Hides incentives limited to other payment types. */
  readonly paymentType?: PaymentType;
  readonly disabled?: boolean;
  /** Selected incentives the storefront chose for the shopper (open conditional ones): marked as such. */
  readonly autoSelectedIds?: readonly number[];
};

/**
 * Incentives grouped as government and other, each selectable on its own, with its type and
 * amount (rebate in money, discount and rate reduction in percent), audience, note, and a mark for
 * conditional and post-tax incentives; one chosen for the shopper says it was applied automatically (in its
 * checkbox's name). State: `data-conditional`, `data-selected`, `data-type`.
 */
export function IncentiveList({
  incentives,
  selectedIds,
  onSelectedChange,
  paymentType,
  disabled = false,
  autoSelectedIds = [],
}: IncentiveListProps): ReactNode {
  const t = useUiText();
  const uid = useId();
  const shown = incentives.filter(
    (i) =>
      paymentType === undefined || i.payment_types === undefined || i.payment_types.includes(paymentType),
  );
  if (shown.length === 0) {
    return (
      <div className={deal.emptyState}>
        <p className={deal.text}>{t('deal.incentive.none')}</p>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {INCENTIVE_GROUPS.map((group) => {
        const items = shown.filter((i) => i.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} className={styles.group} aria-labelledby={`${uid}-${group}`}>
            <h3 id={`${uid}-${group}`} className={deal.subheading}>
              {t(INCENTIVE_GROUP_LABEL[group])}
            </h3>
            <ul className={deal.list}>
              {items.map((incentive) => (
                <IncentiveItem
                  key={incentive.id}
                  incentive={incentive}
                  selected={selectedIds.includes(incentive.id)}
                  auto={selectedIds.includes(incentive.id) && autoSelectedIds.includes(incentive.id)}
                  onSelectedChange={(on) => onSelectedChange(incentive, on)}
                  disabled={disabled}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function IncentiveItem({
  incentive,
  selected,
  auto,
  onSelectedChange,
  disabled,
}: {
  readonly incentive: Incentive;
  readonly selected: boolean;
  readonly auto: boolean;
  readonly onSelectedChange: (selected: boolean) => void;
  readonly disabled: boolean;
}): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  // Rebates are cents; discounts and rate reductions are basis points.
  const amount =
    incentive.type === 'rebate' ? format.money(incentive.amount) : format.percent(incentive.amount / 100);
  return (
    <li
      className={styles.item}
      data-selected={selected || undefined}
      data-conditional={incentive.is_conditional || undefined}
      data-auto={auto || undefined}
      data-type={incentive.type}
    >
      <Checkbox
        name={`incentive-${incentive.id}`}
        checked={selected}
        onChange={onSelectedChange}
        isDisabled={disabled}
      >
        <span className={styles.label}>
          <span className={styles.name}>{incentive.name}</span>
          <span className={styles.amount}>{t(INCENTIVE_TYPE_LABEL[incentive.type], { amount })}</span>
          {auto ? <span className={deal.muted}>{t('deal.incentive.autoApplied')}</span> : null}
        </span>
      </Checkbox>
      <div className={`${deal.row} ${styles.details}`}>
        {EVERYONE.includes(incentive.audience) ? null : (
          <span className={deal.tag} data-tone="info">
            {t(INCENTIVE_AUDIENCE_LABEL[incentive.audience])}
          </span>
        )}
        {incentive.is_conditional ? (
          <span className={deal.tag} data-tone="warning">
            {t('deal.incentive.conditional')}
          </span>
        ) : null}
        {incentive.is_post_tax ? <span className={deal.tag}>{t('deal.incentive.postTax')}</span> : null}
      </div>
      {incentive.note ? <p className={`${deal.muted} ${styles.details}`}>{incentive.note}</p> : null}
      {incentive.is_conditional && !EVERYONE.includes(incentive.audience) ? (
        <p className={`${deal.muted} ${styles.details}`}>{t('deal.incentive.conditionalNote')}</p>
      ) : null}
    </li>
  );
}
