import type { PaymentFrequency } from '@storefront/domain';
import { ProtectionPlanCard, ProtectionPlanCardSkeleton } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { cardGrid } from '../../shared/styles/cardGrid.css.ts';
import * as styles from './bnp.css.ts';
import { SkipStep } from './SkipStep.tsx';
import { StepFooter } from './StepFooter.tsx';
import { useProtectionChanges } from './stepAddons.ts';
import { useProtectionPlans } from './useAddons.ts';
import { useDealContext } from './useDeal.ts';

/** Protection plans: one price per plan; a new option replaces the old; pre-installed stay. */
export function ProtectionStep() {
  const deal = useDealContext();
  const plans = useProtectionPlans();
  const changes = useProtectionChanges();
  const { cart, setCart } = deal;
  // The amount beside an option is the payment change it makes (the server prices the deal with and
  // without it), never the plan's monthly cost labelled with another frequency; none until known.
  const cash = deal.paymentType === 'cash';
  return (
    <section
      className={styles.section}
      aria-labelledby="protection-title"
      aria-busy={plans.isPending || undefined}
    >
      <h2 id="protection-title">
        <FormattedMessage id="bnp.step.protection" />
      </h2>
      {plans.isPending && (
        // Placeholders in the plans' own grid, so that nothing moves when they arrive; "Loading" is
        // said to assistive technology only.
        <>
          <p role="status" className={styles.visuallyHidden}>
            <FormattedMessage id="app.loading" />
          </p>
          <ul className={cardGrid} aria-hidden="true" data-addon-skeleton="protection">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <ProtectionPlanCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      )}
      {plans.data?.length === 0 || plans.isError ? (
        <p>
          <FormattedMessage id="bnp.protection.none" />
        </p>
      ) : plans.data ? (
        <ul className={cardGrid}>
          {plans.data.map((plan) => {
            const priceIds = plan.prices.map((p) => p.id);
            const selected = cart.protectionPriceIds.find((id) => priceIds.includes(id)) ?? null;
            return (
              <li key={plan.id} data-testid="protection-plan">
                <ProtectionPlanCard
                  plan={
                    cash
                      ? plan
                      : {
                          ...plan,
                          prices: plan.prices.map((p) => ({
                            ...p,
                            price_recurring: changes.data?.get(p.id) ?? null,
                          })),
                        }
                  }
                  selectedPriceId={selected}
                  paymentType={deal.paymentType}
                  frequency={
                    cash
                      ? null
                      : ((deal.pricingRequest.body.payment_frequency ??
                          deal.payment?.payment_frequency ??
                          null) as PaymentFrequency | null)
                  }
                  disabled={!deal.proceeding}
                  onSelect={(priceId) => {
                    const others = cart.protectionPriceIds.filter((id) => !priceIds.includes(id));
                    setCart({ protectionPriceIds: priceId === null ? others : [...others, priceId] });
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <StepFooter step="protection">
        <SkipStep step="protection" />
      </StepFooter>
    </section>
  );
}
