import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import type { PaymentFrequency, PaymentType, ProtectionPlan, ProtectionPrice } from '../internal/domain.ts';
import { canRemoveProtectionPlan } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import { FREQUENCY_LABEL } from '../PricingHeader/PaymentAmount.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import * as styles from './ProtectionPlanCard.css.ts';

/** Id of the "no coverage" choice of a plan that can be removed. */
export const NO_COVERAGE = 'none';

export type ProtectionPlanCardProps = {
  /** The plan with its prices (options by term and distance), amounts in integer cents. */
  readonly plan: ProtectionPlan;
  /** The chosen price (option) of this plan, or null. One option per plan. */
  readonly selectedPriceId: number | null;
  /** A new option replaces the old one; null removes the plan (never for a pre-installed plan). */
  readonly onSelect: (priceId: number | null) => void;
  /** Shows only the options for this payment type (options without a payment type always show). */
  readonly paymentType?: PaymentType;
  /** Frequency of the recurring price. */
  readonly frequency?: PaymentFrequency | null;
  readonly disabled?: boolean;
};

/**
 * Whether an address is a PDF's (its path ends in `.pdf`, whatever the query or fragment): the plan's
 * `pdf_url` may be a web page, and its link then says no "PDF".
 */
function isPdfAddress(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return /\.pdf$/i.test(path);
}

/**
 * A protection plan: name, description, PDF and video links, and its options by duration and
 * distance as a radio group (one option per plan). A pre-installed plan is included and cannot be
 * removed. State: `data-selected`, `data-preinstalled`.
 */
export function ProtectionPlanCard({
  plan,
  selectedPriceId,
  onSelect,
  paymentType,
  frequency,
  disabled = false,
}: ProtectionPlanCardProps): ReactNode {
  const t = useUiText();
  const removable = canRemoveProtectionPlan(plan);
  const prices = plan.prices.filter(
    (p) =>
      paymentType === undefined ||
      p.payment_type === null ||
      p.payment_type === undefined ||
      p.payment_type === paymentType,
  );
  const selected = selectedPriceId !== null && prices.some((p) => p.id === selectedPriceId);
  return (
    <article
      className={deal.card}
      aria-label={plan.name}
      data-selected={selected || undefined}
      data-preinstalled={plan.pre_installed || undefined}
    >
      <div className={styles.head}>
        <h3 className={deal.subheading}>{plan.name}</h3>
        {plan.pre_installed ? (
          <span className={deal.tag} data-tone="success">
            {t('deal.protection.included')}
          </span>
        ) : selected ? (
          <span className={deal.tag} data-tone="brand">
            {t('deal.accessory.added')}
          </span>
        ) : null}
      </div>
      {plan.description ? <p className={deal.muted}>{plan.description}</p> : null}
      {plan.pdf_url || plan.video_url ? (
        <div className={deal.row}>
          {plan.pdf_url ? (
            <Link href={plan.pdf_url} external>
              {t(isPdfAddress(plan.pdf_url) ? 'deal.protection.pdf' : 'deal.protection.details')}
            </Link>
          ) : null}
          {plan.video_url ? (
            <Link href={plan.video_url} external>
              {t('deal.protection.video')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {prices.length === 0 ? (
        <p className={deal.muted}>{t('deal.protection.noOptions')}</p>
      ) : (
        <RadioGroup
          name={`plan-${plan.id}`}
          label={t('deal.protection.options', { name: plan.name })}
          value={selectedPriceId === null ? (removable ? NO_COVERAGE : null) : String(selectedPriceId)}
          onChange={(id) => onSelect(id === NO_COVERAGE ? null : Number(id))}
          isDisabled={disabled}
          options={[
            ...prices.map((price) => ({
              id: String(price.id),
              label: <PriceOption price={price} frequency={frequency ?? null} />,
            })),
            ...(removable ? [{ id: NO_COVERAGE, label: t('deal.protection.none') }] : []),
          ]}
        />
      )}
      {plan.pre_installed ? <p className={deal.muted}>{t('deal.protection.preInstalledNote')}</p> : null}
      {selected && removable ? (
        <div>
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            onClick={() => onSelect(null)}
            disabled={disabled}
            aria-label={t('deal.accessory.removeNamed', { title: plan.name })}
          >
            {t('deal.common.remove')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function PriceOption({
  price,
  frequency,
}: {
  readonly price: ProtectionPrice;
  readonly frequency: PaymentFrequency | null;
}): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  const coverage =
    price.km_range === null || price.km_range === undefined
      ? t('deal.protection.duration', { months: price.duration })
      : t('deal.protection.durationDistance', {
          months: price.duration,
          distance: format.distance(price.km_range),
        });
  return (
    <span className={styles.option}>
      <span className={styles.optionTitle}>{price.title}</span>
      <span className={deal.muted}>{coverage}</span>
      <span className={styles.optionPrice}>
        {format.money(price.price)}
        {price.price_recurring === null || price.price_recurring === undefined ? null : (
          <span className={deal.muted}>
            {' '}
            {t('deal.accessory.recurringValue', {
              amount: format.money(price.price_recurring),
              frequency: t(frequency === null ? 'deal.accessory.perPayment' : FREQUENCY_LABEL[frequency]),
            })}
          </span>
        )}
      </span>
    </span>
  );
}
