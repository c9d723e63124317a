import { invalidFrequencyReaction, type PaymentType, TOASTS } from '@storefront/domain';
import { type HeaderPayment, useToast } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { type CurrentUser, useCurrentUser } from '../auth/index.ts';
import type { HomeDealership } from '../dealership/index.ts';
import type { OrderSyncStatus } from '../orders/index.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/index.ts';
import type { DealVehicle, Payment, PricingBody } from './api/deal.ts';
import type { DealSync } from './dealSync.ts';
import { type CartChoices, type DealChoices, dealAreas } from './state.ts';
import { stepsFor } from './steps.ts';
import { useAutoIncentives } from './useAutoIncentives.ts';
import { useDealChoices } from './useDealChoices.ts';
import { useDealPricing } from './useDealPricing.ts';
import { useDealSaving } from './useDealSaving.ts';
import { useOrderIncentives } from './useOrderIncentives.ts';
import { useOrderSync } from './useOrderSync.ts';

// The deal of the vehicle pages (spec 2): useDealController composes one hook a concern, and the
// vehicle layout gives the result to its pages (DealContext):
// - ./useDealChoices.ts: the shopper's choices in the client state, restored from a saved order;
// - ./useOrderSync.ts: the order kept in step with them while signed in, and the step progress;
// - ./useDealPricing.ts: live pricing, its payment errors, a change of payment type;
// - ./useDealSaving.ts: "Save deal" (after a sign-up when signed out) and its shareable link.

/** What the build-and-price pages read and do. */
export interface DealController {
  vehicle: DealVehicle;
  dealer: HomeDealership | undefined;
  user: CurrentUser | null | undefined;
  paymentType: PaymentType;
  deal: DealChoices;
  cart: CartChoices;
  orderId: number | null;
  order: OrderSummary | undefined;
  payment: Payment | undefined;
  /** The pricing request the payment shown answers (debounced with it). */
  pricingRequest: { paymentType: PaymentType; body: PricingBody };
  pricingPending: boolean;
  pricingError: boolean;
  locked: boolean;
  proceeding: boolean;
  busy: boolean;
  /** Whether the deal on screen is the saved order (signed in): saved, being saved, or not saved. */
  saveStatus: OrderSyncStatus;
  /** Why the server refused the last change (status `refused`), in the page's language. */
  saveRefusal: string | null;
  /** The order was changed elsewhere (another tab or device) and a change made here was dropped. */
  conflict: boolean;
  dismissConflict: () => void;
  setDeal: (patch: Partial<DealChoices>) => void;
  setCart: (patch: Partial<CartChoices>) => void;
  changePaymentType: (type: PaymentType) => Promise<void>;
  /** The payment type a change could not open (the connection failed), until the next change. */
  unreachableType: PaymentType | null;
  unlockPricing: () => void;
  /** Saves the deal; `steps`: the progress the save writes besides the review's (./savedFromReview.ts). */
  saveDeal: (steps?: (saved: OrderSummary) => Record<string, number>) => Promise<void>;
  /** The order as this tab wrote it outside the order sync (its version becomes the known one). */
  recordWrite: (order: OrderSummary) => void;
  /** Shows the server's order as the deal (a pre-approval quote applied to it). */
  adoptOrder: (order: OrderSummary) => void;
  /** Sets steps' states by progress key (complete 1, skip 4, reset 0 walking backwards), PUT once the order exists. */
  setSteps: (updates: Record<string, number>) => Promise<void>;
  /** Pricing-details expander (expanded on an invalid payment frequency). */
  headerExpanded: boolean;
  setHeaderExpanded: (expanded: boolean) => void;
  saved: OrderSummary | null;
}

export const DealContext = createContext<DealController | null>(null);

export function useDealContext(): DealController {
  const value = useContext(DealContext);
  if (!value) throw new Error('useDealContext must be used inside the vehicle layout');
  return value;
}

/** The payment as the kit's pricing header and review show it. */
export function headerPayment(p: Payment): HeaderPayment {
  return {
    amountCents: p.payment,
    frequency: p.is_cash ? null : p.payment_frequency,
    termMonths: p.is_cash ? undefined : (p.term ?? undefined),
    includesTax: p.include_tax,
    taxesAtSigning: !p.is_cash && p.payments_taxed === false && (p.signing_taxes ?? []).length > 0,
  };
}

/** Year, make, model (French model name in French) and trim. */
export function vehicleNameOf(vehicle: DealVehicle, locale: string): string {
  const model = locale.startsWith('fr') && vehicle.model_fr ? vehicle.model_fr : vehicle.model;
  return [vehicle.year, vehicle.make, model, vehicle.trim].filter(Boolean).join(' ');
}

export function useDealController(vehicle: DealVehicle, dealer: HomeDealership | undefined): DealController {
  const user = useCurrentUser();
  const orders = useOrders();
  const orderArea = useAtomValue(dealAreas.orders);
  const [headerExpanded, setHeaderExpanded] = useState(false);
  const signedIn = Boolean(user.data);
  const order = orders.data?.results.find((o) => vehicleIdOf(o) === vehicle.id && !o.is_archived);
  // Order sync: only for a signed-in shopper (order creation needs one).
  const syncRef = useRef<DealSync | null>(null);

  const choices = useDealChoices(vehicle, dealer, order, syncRef);
  // An order is the signed-in owner's only: a stored id is not used once signed out.
  const orderId = user.data ? (order?.id ?? orderArea.byVehicle[choices.key] ?? null) : null;
  const sync = useOrderSync(vehicle, signedIn, user.data?.email, order, orderId, choices, syncRef);
  // An invalid frequency after a payment-type change (spec 2 §4): the toast stays until dismissed, and
  // the pricing header opens unless the shopper is on the payment step (its frequency field is there).
  const toast = useToast();
  const intl = useIntl();
  const { pathname } = useLocation();
  const onPaymentStep = /\/payment\/?$/.test(pathname);
  const onInvalidFrequency = useCallback(() => {
    const spec = TOASTS.invalidPaymentFrequency;
    toast.show({
      id: spec.messageId,
      message: intl.formatMessage({ id: spec.messageId }),
      kind: spec.variant,
      duration: spec.durationMs,
      placement: spec.placement,
    });
    if (invalidFrequencyReaction(onPaymentStep).expandPricingHeader) setHeaderExpanded(true);
  }, [toast, intl, onPaymentStep]);
  const pricing = useDealPricing(
    vehicle,
    dealer,
    signedIn,
    user.isSuccess,
    orderId,
    choices,
    syncRef,
    onInvalidFrequency,
  );
  // The payment of the type on screen, once priced for the deal as it is now; else undefined.
  const currentPayment =
    pricing.payment?.id === choices.paymentType && !pricing.pricingPending ? pricing.payment : undefined;
  // The order's incentives by their own call at a dealer on the payment system PC.
  useOrderIncentives({
    enabled: signedIn && choices.incentivesByCall,
    orderId,
    order,
    incentiveIds: choices.cart.incentiveIds,
    payment: currentPayment,
    syncRef,
    recordWrite: sync.recordWrite,
  });
  // Conditional incentives chosen for the shopper from the first payment that names them (spec 2 §4).
  useAutoIncentives({
    enabled: stepsFor(dealer).includes('incentives'),
    vehicleId: vehicle.id,
    payment: currentPayment,
    cart: choices.cart,
    setCart: choices.setCart,
  });
  const saving = useDealSaving(vehicle, signedIn, user.data?.id, orderId, choices.latest, syncRef, sync);

  return {
    vehicle,
    dealer,
    user: user.data,
    orderId,
    order,
    headerExpanded,
    setHeaderExpanded,
    ...choices,
    ...sync,
    ...pricing,
    ...saving,
  };
}
