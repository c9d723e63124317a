import { Checkbox } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './bnp.css.ts';
import { StepFooter } from './StepFooter.tsx';
import { useIncentives } from './useAddons.ts';
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
      ) : (
        <ul className={styles.grid}>
          {incentives.data?.map((incentive) => (
            <li key={incentive.id} className={styles.card}>
              <Checkbox
                name={`incentive-${incentive.id}`}
                checked={cart.incentiveIds.includes(incentive.id)}
                onChange={(checked) =>
                  setCart({
                    incentiveIds: checked
                      ? [...cart.incentiveIds, incentive.id]
                      : cart.incentiveIds.filter((id) => id !== incentive.id),
                  })
                }
              >
                {incentive.title ?? incentive.name ?? incentive.note ?? String(incentive.id)}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      <StepFooter next="payment" />
    </section>
  );
}
