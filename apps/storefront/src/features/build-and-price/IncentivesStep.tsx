import { IncentiveList } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './bnp.css.ts';
import { useConditionalIncentives } from './conditionalIncentives.ts';
import { StepFooter } from './StepFooter.tsx';
import { useIncentives } from './stepAddons.ts';
import { useDealContext } from './useDeal.ts';

/**
 * Incentives (Canada, when the dealer enables them): selected individually; the open conditional ones
 * the payment names are applied automatically (./conditionalIncentives.ts) and can be removed.
 */
export function IncentivesStep() {
  const deal = useDealContext();
  const incentives = useIncentives();
  const { cart } = deal;
  const conditional = useConditionalIncentives(incentives.data);
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
          autoSelectedIds={conditional.autoIds}
          onSelectedChange={conditional.change}
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
