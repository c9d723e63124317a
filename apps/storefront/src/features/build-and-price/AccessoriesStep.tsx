import { AccessoryList, AccessoryListSkeleton } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { useAddonFilterOptions } from '../dealership/index.ts';
import { useAccessoryQuestions } from './accessoryAnswers.ts';
import * as styles from './bnp.css.ts';
import { answersWithout, withoutAccessory } from './choices.ts';
import { SkipStep } from './SkipStep.tsx';
import { StepFooter } from './StepFooter.tsx';
import { useAccessories } from './useAddons.ts';
import { useDealContext } from './useDeal.ts';

/**
 * Accessories: the pre-installed ones are in the deal from its start (usePreInstalledAccessories);
 * removable only when allowed; one that asks questions is added with the shopper's answers.
 */
export function AccessoriesStep() {
  const deal = useDealContext();
  const accessories = useAccessories();
  const filterOptions = useAddonFilterOptions();
  const { cart, setCart } = deal;
  const questions = useAccessoryQuestions(
    deal.vehicle.id,
    accessories.data?.some((a) => a.has_questions) === true,
  );
  const loading = accessories.isPending || questions.isLoading;
  // While loading: placeholders in the list's own layout (its filters too), so that nothing moves
  // when it arrives; "Loading" is said to assistive technology only.
  const filters =
    Number(filterOptions?.accessory_category_filter === true) +
    Number(filterOptions?.accessory_origin_filter === true);
  return (
    <section className={styles.section} aria-labelledby="accessories-title" aria-busy={loading || undefined}>
      <h2 id="accessories-title">
        <FormattedMessage id="bnp.step.accessories" />
      </h2>
      {loading && (
        <>
          <p role="status" className={styles.visuallyHidden}>
            <FormattedMessage id="app.loading" />
          </p>
          <AccessoryListSkeleton filters={filters} />
        </>
      )}
      {accessories.data?.length === 0 || accessories.isError ? (
        <p>
          <FormattedMessage id="bnp.accessories.none" />
        </p>
      ) : accessories.data && !questions.isLoading ? (
        <AccessoryList
          accessories={accessories.data}
          selectedIds={cart.accessoryIds}
          installIds={cart.installAccessoryIds}
          {...(filterOptions ? { filterOptions } : {})}
          frequency={deal.payment?.is_cash ? null : (deal.payment?.payment_frequency ?? null)}
          disabled={!deal.proceeding}
          {...(questions.data ? { questions: questions.data } : {})}
          answers={cart.accessoryAnswers ?? []}
          onSelectedChange={(accessory, selected, answers = []) =>
            setCart(
              selected
                ? {
                    accessoriesTouched: true,
                    accessoryIds: [...cart.accessoryIds.filter((id) => id !== accessory.id), accessory.id],
                    accessoryAnswers: [...answersWithout(cart, accessory.id), ...answers],
                  }
                : withoutAccessory(cart, accessory.id),
            )
          }
          onAnswersChange={(accessory, answers) =>
            setCart({ accessoryAnswers: [...answersWithout(cart, accessory.id), ...answers] })
          }
          onInstallChange={(accessory, install) =>
            setCart({
              installAccessoryIds: install
                ? [...cart.installAccessoryIds.filter((id) => id !== accessory.id), accessory.id]
                : cart.installAccessoryIds.filter((id) => id !== accessory.id),
            })
          }
        />
      ) : null}
      <StepFooter step="accessories">
        <SkipStep step="accessories" />
      </StepFooter>
    </section>
  );
}
