import { PAYMENT_TYPES, type PaymentType, usesOrderIncentivesCall } from '@storefront/domain';
import { useAtom } from 'jotai';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { HomeDealership } from '../dealership/index.ts';
import type { OrderSummary } from '../orders/index.ts';
import type { DealVehicle } from './api/deal.ts';
import { EMPTY_CART, EMPTY_DEAL } from './choices.ts';
import { changedOrderFields, dealFromOrder, orderPatchOf } from './dealOrder.ts';
import type { DealSync } from './dealSync.ts';
import { type CartChoices, type DealChoices, dealAreas, repairCart } from './state.ts';

/** The shopper's choices of a vehicle's deal as they are now (read by callbacks after awaits). */
export interface LatestChoices {
  paymentType: PaymentType;
  deal: DealChoices;
  cart: CartChoices;
  /** The dealer's payment system writes the order's incentives with their own call (PC). */
  incentivesByCall: boolean;
}

/**
 * The deal's choices (payment type, term, cart...) in the client state, one deal per vehicle: read,
 * changed (each change also goes to the order sync, when there is one), and restored from a saved order.
 */
export function useDealChoices(
  vehicle: DealVehicle,
  dealer: HomeDealership | undefined,
  order: OrderSummary | undefined,
  syncRef: RefObject<DealSync | null>,
) {
  const [configure, setConfigure] = useAtom(dealAreas.configure);
  const [cartArea, setCartArea] = useAtom(dealAreas.cart);
  const key = String(vehicle.id);

  // Resuming a saved order on a device with no local deal for this vehicle.
  useEffect(() => {
    if (order && !configure.byVehicle[key]) {
      const restored = dealFromOrder(order);
      setConfigure((c) => ({ ...c, byVehicle: { ...c.byVehicle, [key]: restored.deal } }));
      setCartArea((c) => ({ byVehicle: { ...c.byVehicle, [key]: restored.cart } }));
    }
  }, [order, configure.byVehicle, key, setConfigure, setCartArea]);

  const defaultType: PaymentType = dealer?.financing_default_payment_type ?? 'finance';
  const own = configure.byVehicle[key] ?? EMPTY_DEAL;
  // The shopper's last postal code when this deal has none of its own (asked once per dealer).
  const lastPostalCode = configure.postalCode ?? null;
  const deal = useMemo(
    () => (own.postalCode || !lastPostalCode ? own : { ...own, postalCode: lastPostalCode }),
    [own, lastPostalCode],
  );
  const cart = repairCart(cartArea.byVehicle[key] ?? EMPTY_CART);
  const paymentType: PaymentType =
    deal.paymentType && PAYMENT_TYPES.includes(deal.paymentType) ? deal.paymentType : defaultType;
  const incentivesByCall = usesOrderIncentivesCall(dealer?.payment_system);
  const latest = useRef<LatestChoices>({ paymentType, deal, cart, incentivesByCall });
  latest.current = { paymentType, deal, cart, incentivesByCall };

  /** Shows a saved order's choices as the deal (another tab or device saved it); the tax choice stays. */
  const showOrder = useCallback(
    (fresh: OrderSummary) => {
      const restored = dealFromOrder(fresh);
      setConfigure((c) => {
        const current = c.byVehicle[key] ?? EMPTY_DEAL;
        const { includeTax: _kept, ...fromOrder } = restored.deal;
        return { ...c, byVehicle: { ...c.byVehicle, [key]: { ...current, ...fromOrder } } };
      });
      // What was chosen for the shopper stays (the order does not hold it); what they removed is the order's.
      setCartArea((c) => {
        const { incentivesAuto } = c.byVehicle[key] ?? EMPTY_CART;
        const cart = { ...restored.cart, incentivesAuto };
        return { byVehicle: { ...c.byVehicle, [key]: cart } };
      });
    },
    [key, setConfigure, setCartArea],
  );

  const setDeal = useCallback(
    (patch: Partial<DealChoices>) => {
      setConfigure((c) => {
        const current = c.byVehicle[key] ?? EMPTY_DEAL;
        return {
          ...c,
          byVehicle: { ...c.byVehicle, [key]: { ...current, ...patch } },
          ...(patch.postalCode ? { postalCode: patch.postalCode } : {}),
        };
      });
      const { paymentType: type0, deal: deal0, cart: cart0, incentivesByCall: byCall } = latest.current;
      const next = { ...deal0, ...patch };
      const type = next.paymentType ?? type0;
      // Only what this change changed: the other fields stay as the order has them.
      syncRef.current?.change(
        changedOrderFields(
          orderPatchOf(type0, deal0, cart0, byCall),
          orderPatchOf(type, next, cart0, byCall),
        ),
      );
    },
    [key, setConfigure, syncRef],
  );

  const setCart = useCallback(
    (patch: Partial<CartChoices>) => {
      setCartArea((c) => {
        const current = c.byVehicle[key] ?? EMPTY_CART;
        return { byVehicle: { ...c.byVehicle, [key]: repairCart({ ...current, ...patch }) } };
      });
      const { paymentType: type, deal: deal0, cart: cart0, incentivesByCall: byCall } = latest.current;
      const next = repairCart({ ...cart0, ...patch });
      syncRef.current?.change(
        changedOrderFields(orderPatchOf(type, deal0, cart0, byCall), orderPatchOf(type, deal0, next, byCall)),
      );
    },
    [key, setCartArea, syncRef],
  );

  return { key, deal, cart, paymentType, incentivesByCall, latest, showOrder, setDeal, setCart };
}

/** What useDealChoices gives. */
export type DealChoicesState = ReturnType<typeof useDealChoices>;
