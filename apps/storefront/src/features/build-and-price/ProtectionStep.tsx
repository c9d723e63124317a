import { canRemoveProtectionPlan, formatMoney, type Locale } from '@storefront/domain';
import { RadioGroup } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './bnp.css.ts';
import { StepFooter } from './StepFooter.tsx';
import { useProtectionPlans } from './useAddons.ts';
import { useDealContext } from './useDeal.ts';

const NONE = 'none';

/** Protection plans: one price per plan; a new option replaces the old; pre-installed stay. */
export function ProtectionStep() {
  const deal = useDealContext();
  const plans = useProtectionPlans();
  const intl = useIntl();
  const currency = deal.dealer?.country === 'US' ? 'USD' : 'CAD';
  const { cart, setCart } = deal;
  return (
    <section className={styles.section} aria-labelledby="protection-title">
      <h2 id="protection-title">
        <FormattedMessage id="bnp.step.protection" />
      </h2>
      {plans.isPending && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {plans.data?.length === 0 || plans.isError ? (
        <p>
          <FormattedMessage id="bnp.protection.none" />
        </p>
      ) : (
        <ul className={styles.grid}>
          {plans.data?.map((plan) => {
            const priceIds = plan.prices.map((p) => p.id);
            const selected = cart.protectionPriceIds.find((id) => priceIds.includes(id));
            const options = [
              ...(canRemoveProtectionPlan({ pre_installed: plan.pre_installed ?? false })
                ? [{ id: NONE, label: intl.formatMessage({ id: 'bnp.protection.decline' }) }]
                : []),
              ...plan.prices.map((p) => ({
                id: String(p.id),
                label: `${p.title} · ${formatMoney(p.price, intl.locale as Locale, { currency })}`,
              })),
            ];
            return (
              <li key={plan.id} className={styles.card} data-testid="protection-plan">
                <RadioGroup
                  name={`plan-${plan.id}`}
                  label={plan.name}
                  options={options}
                  value={selected !== undefined ? String(selected) : NONE}
                  onChange={(value) => {
                    const others = cart.protectionPriceIds.filter((id) => !priceIds.includes(id));
                    setCart({ protectionPriceIds: value === NONE ? others : [...others, Number(value)] });
                  }}
                />
                {plan.description && <p>{plan.description}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <StepFooter next="incentives" />
    </section>
  );
}
