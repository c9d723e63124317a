import { IncentiveList } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './bnp.css.ts';
import { StepFooter } from './StepFooter.tsx';
import { useIncentives } from './stepAddons.ts';
import { useDealContext } from './useDeal.ts';

/** Incentives (Canada, when the dealer enables them): selected individually. */
export function IncentivesStep() {
  const deal = useDealContext();
  const incentives = useIncentives();
  const { cart, setCart } = deal;
  return (
    <section className={styles.section} aria-labelledby="incentives-title">
      <h2 id="incentives-title">
        <FormattedMessage id="bnp.step.incentives" />
      </h2>
      {incentives.data?.length === 0 ? (
        <p>
          <FormattedMessage id="bnp.incentives.none" />
        </p>
      ) : incentives.data ? (
        <IncentiveList
          incentives={incentives.data}
          selectedIds={cart.incentiveIds}
          paymentType={deal.paymentType}
          disabled={!deal.proceeding}
          onSelectedChange={(incentive, selected) => {
            // One incentive per exclusive group (the server refuses two).
            const group = incentives.data?.find((i) => i.id === incentive.id)?.exclusive_group ?? null;
            const rivals = group
              ? (incentives.data ?? []).filter((i) => i.exclusive_group === group).map((i) => i.id)
              : [incentive.id];
            const kept = cart.incentiveIds.filter((id) => !rivals.includes(id) && id !== incentive.id);
            setCart({ incentiveIds: selected ? [...kept, incentive.id] : kept });
          }}
        />
      ) : (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      <StepFooter step="incentives" />
    </section>
  );
}
