import { canRemoveAccessory, formatMoney, type Locale } from '@storefront/domain';
import { Checkbox } from '@storefront/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './bnp.css.ts';
import { StepFooter } from './StepFooter.tsx';
import { useAccessories } from './useAddons.ts';
import { useDealContext } from './useDeal.ts';

/** Accessories: pre-selected from pre-installed ones until touched; removable only when allowed. */
export function AccessoriesStep() {
  const deal = useDealContext();
  const accessories = useAccessories();
  const intl = useIntl();
  const currency = deal.dealer?.country === 'US' ? 'USD' : 'CAD';
  const { cart, setCart } = deal;
  useEffect(() => {
    if (!accessories.data || cart.accessoriesTouched) return;
    const preInstalled = accessories.data.filter((a) => a.pre_installed).map((a) => a.id);
    const missing = preInstalled.filter((id) => !cart.accessoryIds.includes(id));
    if (missing.length > 0) setCart({ accessoryIds: [...cart.accessoryIds, ...missing] });
  }, [accessories.data, cart.accessoriesTouched, cart.accessoryIds, setCart]);
  return (
    <section className={styles.section} aria-labelledby="accessories-title">
      <h2 id="accessories-title">
        <FormattedMessage id="bnp.step.accessories" />
      </h2>
      {accessories.isPending && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {accessories.data?.length === 0 || accessories.isError ? (
        <p>
          <FormattedMessage id="bnp.accessories.none" />
        </p>
      ) : (
        <ul className={styles.grid}>
          {accessories.data?.map((accessory) => {
            const selected = cart.accessoryIds.includes(accessory.id);
            const locked = selected && !canRemoveAccessory(accessory);
            return (
              <li key={accessory.id} className={styles.card} data-testid="accessory">
                <Checkbox
                  name={`accessory-${accessory.id}`}
                  checked={selected}
                  isDisabled={locked}
                  onChange={(checked) =>
                    setCart({
                      accessoriesTouched: true,
                      accessoryIds: checked
                        ? [...cart.accessoryIds, accessory.id]
                        : cart.accessoryIds.filter((id) => id !== accessory.id),
                    })
                  }
                >
                  {accessory.title ?? accessory.name} ·{' '}
                  {formatMoney(accessory.price, intl.locale as Locale, { currency })}
                </Checkbox>
                {accessory.description && <p>{accessory.description}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <StepFooter next="protection" />
    </section>
  );
}
