import {
  canRemoveAccessory,
  canRemoveProtectionPlan,
  type PricingStackEntry,
  sumCents,
} from '@storefront/domain';
import { Button, type CartLine } from '@storefront/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDialogOnDemand } from '../../shared/hooks/useDialogOnDemand.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { withoutAccessory } from './choices.ts';
import { useAccessories, usePreInstalledAccessories, useProtectionPlans } from './useAddons.ts';
import { useDealContext } from './useDeal.ts';

// The cart's dialog (the kit's CartModal, on Radix Dialog) is its own chunk: the vehicle page paints
// and hydrates with the cart button alone, and loads the dialog when the button is approached.
const { Component: CartDialog, preload } = lazyComponent(
  () => import('./CartDialog.tsx'),
  (m) => m.CartDialog,
);

/** The protection prices of a priced deal's stack (its `protection_plan` lines' refs). */
function pricedProtectionRefs(entries: readonly PricingStackEntry[], refs = new Set<string>()): Set<string> {
  for (const entry of entries as readonly (PricingStackEntry & { code?: string; ref?: string })[]) {
    if (entry.children) pricedProtectionRefs(entry.children, refs);
    else if (entry.code === 'protection_plan' && entry.ref !== undefined) refs.add(entry.ref);
  }
  return refs;
}

/** The cart: the deal's accessories and protection plans, subtotals and total before tax. */
export function DealCart() {
  const deal = useDealContext();
  const { open, setOpen, mounted, trigger, triggerProps } = useDialogOnDemand(preload);
  const accessories = useAccessories();
  const plans = useProtectionPlans();
  const { cart, setCart } = deal;
  const accessoryLines: CartLine[] = (accessories.data ?? [])
    .filter((a) => cart.accessoryIds.includes(a.id))
    .map((a) => {
      const installed = cart.installAccessoryIds.includes(a.id);
      return {
        id: a.id,
        title: a.title,
        amountCents: installed ? (a.price_including_installation ?? a.price) : a.price,
        removable: canRemoveAccessory(a),
      };
    });
  usePreInstalledAccessories();
  // A pre-installed plan is in every deal: the server prices it without the shopper choosing it.
  const priced = pricedProtectionRefs(deal.payment?.pricing_stack ?? []);
  const protectionLines: CartLine[] = (plans.data ?? []).flatMap((plan) =>
    plan.prices
      .filter(
        (p) =>
          cart.protectionPriceIds.includes(p.id) ||
          (!canRemoveProtectionPlan(plan) && priced.has(String(p.id))),
      )
      .map((p) => ({
        id: p.id,
        title: plan.name,
        detail: p.title,
        amountCents: p.price,
        removable: canRemoveProtectionPlan(plan),
      })),
  );
  const accessoriesCents = sumCents(accessoryLines.map((l) => l.amountCents));
  const protectionsCents = sumCents(protectionLines.map((l) => l.amountCents));
  const count = accessoryLines.length + protectionLines.length;
  return (
    <>
      <Button {...triggerProps} variant="outline" data-testid="cart-button">
        <FormattedMessage id="bnp.cart" values={{ count }} />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CartDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={trigger}
            accessories={accessoryLines}
            protections={protectionLines}
            totals={{
              accessoriesCents,
              protectionsCents,
              totalBeforeTaxCents: sumCents([accessoriesCents, protectionsCents]),
            }}
            onRemove={(kind, id) =>
              kind === 'accessory'
                ? setCart(withoutAccessory(cart, Number(id)))
                : setCart({ protectionPriceIds: cart.protectionPriceIds.filter((p) => p !== id) })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
