import {
  isPricingLocked,
  PAYMENT_TYPES,
  type PaymentType,
  PRICING_REFRESH_DEBOUNCE_MS,
} from '@storefront/domain';
import type { HeaderPayment } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue.ts';
import {
  areas,
  type CartChoices,
  campaignAtom,
  type DealChoices,
  EMPTY_CART,
  EMPTY_DEAL,
  repairCart,
} from '../../shared/state/store.ts';
import {
  type CurrentUser,
  openSignInState,
  setSignInCallbacks,
  signInAtom,
  useCurrentUser,
} from '../auth/index.ts';
import type { HomeDealership } from '../dealership/index.ts';
import { postToParent } from '../embedding/index.ts';
import {
  announceBusy,
  announceOrderSaved,
  createOrder,
  dealFieldsOf,
  getOrder,
  isOrderConflict,
  type OrderPatch,
  type OrderSummary,
  OrderSync,
  type OrderSyncStatus,
  onOrderSavedElsewhere,
  orderKeys,
  putOrderSteps,
  sendOrderLink,
  shareOrder,
  updateOrder,
  useOrders,
  vehicleIdOf,
} from '../orders/index.ts';
import {
  choicesForType,
  choicesQuery,
  type DealVehicle,
  type Payment,
  type PricingBody,
  pricingBody,
  pricingQuery,
} from './api/deal.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import type { BnpStepId } from './steps.ts';

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
  /** The order was changed elsewhere (another tab or device) and a change made here was dropped. */
  conflict: boolean;
  dismissConflict: () => void;
  setDeal: (patch: Partial<DealChoices>) => void;
  setCart: (patch: Partial<CartChoices>) => void;
  changePaymentType: (type: PaymentType) => Promise<void>;
  unlockPricing: () => void;
  saveDeal: () => Promise<void>;
  /** Marks a build-and-price step completed (PUT order-steps once the order exists). */
  completeStep: (step: BnpStepId) => void;
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
  };
}

/** Year, make, model (French model name in French) and trim. */
export function vehicleNameOf(vehicle: DealVehicle, locale: string): string {
  const model = locale.startsWith('fr') && vehicle.model_fr ? vehicle.model_fr : vehicle.model;
  return [vehicle.year, vehicle.make, model, vehicle.trim].filter(Boolean).join(' ');
}

/** Order fields mirroring the deal's choices. */
export function orderPatchOf(paymentType: PaymentType, deal: DealChoices, cart: CartChoices): OrderPatch {
  return {
    payment_type: paymentType,
    accessory_ids: cart.accessoryIds,
    install_accessories_ids: cart.installAccessoryIds,
    protection_ids: cart.protectionPriceIds,
    incentives: cart.incentiveIds,
    down_payment: deal.downPayment,
    term: paymentType === 'cash' ? null : deal.term,
    payment_frequency: paymentType === 'cash' ? null : deal.paymentFrequency,
    lease_model_km: paymentType === 'lease' ? deal.distanceAllowance : null,
    payment_credit_score: deal.creditScore,
    payment_include_tax: deal.includeTax,
    ...(deal.postalCode ? { postal_code: deal.postalCode } : {}),
  };
}

/** Deal choices read back from a saved order (resuming on another device). */
export function dealFromOrder(order: OrderSummary): { deal: DealChoices; cart: CartChoices } {
  return {
    deal: {
      ...EMPTY_DEAL,
      paymentType: order.payment_type,
      term: order.term ?? null,
      downPayment: order.down_payment ?? null,
      paymentFrequency: (order.payment_frequency as DealChoices['paymentFrequency']) ?? null,
      distanceAllowance: order.lease_model_km ?? null,
      creditScore: order.payment_credit_score ?? null,
      postalCode: order.postal_code ?? null,
    },
    cart: {
      ...EMPTY_CART,
      accessoryIds: order.accessory_ids ?? [],
      // An order saved before removal dropped installs names accessories it no longer has.
      installAccessoryIds: (order.install_accessories_ids ?? []).filter((id) =>
        (order.accessory_ids ?? []).includes(id),
      ),
      protectionPriceIds: order.protection_ids ?? [],
      incentiveIds: (order.incentives ?? []).map((i) => (typeof i === 'number' ? i : i.id)),
      accessoriesTouched: true,
    },
  };
}

export function useDealController(vehicle: DealVehicle, dealer: HomeDealership | undefined): DealController {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const orders = useOrders();
  const [configure, setConfigure] = useAtom(areas.configure);
  const [cartArea, setCartArea] = useAtom(areas.cart);
  const [orderArea, setOrderArea] = useAtom(areas.orders);
  const campaign = useAtomValue(campaignAtom);
  const setSignIn = useSetAtom(signInAtom);
  const [proceeding, setProceeding] = useState(true);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<OrderSummary | null>(null);
  const [headerExpanded, setHeaderExpanded] = useState(false);
  const [saveStatus, setSaveStatus] = useState<OrderSyncStatus>('saved');
  const [conflict, setConflict] = useState(false);
  const key = String(vehicle.id);
  const signedIn = Boolean(user.data);

  const order = orders.data?.results.find((o) => vehicleIdOf(o) === vehicle.id && !o.is_archived);
  // An order is the signed-in owner's only: a stored id is not used once signed out.
  const orderId = user.data ? (order?.id ?? orderArea.byVehicle[key] ?? null) : null;
  const pendingSteps = useRef<Record<string, number>>({});
  // Order sync: only for a signed-in shopper (order creation needs one).
  const syncRef = useRef<OrderSync | null>(null);

  // Resuming a saved order on a device with no local deal for this vehicle.
  useEffect(() => {
    if (order && !configure.byVehicle[key]) {
      const restored = dealFromOrder(order);
      setConfigure((c) => ({ byVehicle: { ...c.byVehicle, [key]: restored.deal } }));
      setCartArea((c) => ({ byVehicle: { ...c.byVehicle, [key]: restored.cart } }));
    }
  }, [order, configure.byVehicle, key, setConfigure, setCartArea]);

  const defaultType: PaymentType = dealer?.financing_default_payment_type ?? 'finance';
  const deal = configure.byVehicle[key] ?? EMPTY_DEAL;
  const cart = repairCart(cartArea.byVehicle[key] ?? EMPTY_CART);
  const paymentType: PaymentType =
    deal.paymentType && PAYMENT_TYPES.includes(deal.paymentType) ? deal.paymentType : defaultType;
  const latest = useRef({ paymentType, deal, cart });
  latest.current = { paymentType, deal, cart };

  // The order as last known from the server: its version (the next write's If-Match) and deal fields.
  const known = useRef<{ version: number | undefined; fields: string | null }>({
    version: undefined,
    fields: null,
  });
  // The orders list gives the first one; later ones come from this tab's writes and reads of the order
  // (a newer list alone must not hide another tab's change from `refresh` below).
  if (order?.version !== undefined && known.current.version === undefined) {
    known.current = { version: order.version, fields: dealFieldsOf(order) };
  }
  /** Shows the server's order as the deal (another tab or device saved it). */
  const adopt = useCallback(
    (fresh: OrderSummary) => {
      known.current = { version: fresh.version, fields: dealFieldsOf(fresh) };
      if (syncRef.current) syncRef.current.version = fresh.version;
      const restored = dealFromOrder(fresh);
      setConfigure((c) => {
        const current = c.byVehicle[key] ?? EMPTY_DEAL;
        const { includeTax: _kept, ...fromOrder } = restored.deal;
        return { byVehicle: { ...c.byVehicle, [key]: { ...current, ...fromOrder } } };
      });
      setCartArea((c) => ({ byVehicle: { ...c.byVehicle, [key]: restored.cart } }));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    [key, setConfigure, setCartArea, queryClient],
  );

  // Step progress waits for the order (created on the first change), then goes in one PUT.
  const flushSteps = useCallback(
    (id: number) => {
      const progress = pendingSteps.current;
      if (Object.keys(progress).length === 0) return;
      pendingSteps.current = {};
      putOrderSteps(http, id, progress)
        .then((steps) => queryClient.setQueryData(orderKeys.steps(dealerCode, vehicle.id), steps))
        .catch(() => {
          pendingSteps.current = { ...progress, ...pendingSteps.current };
        });
    },
    [http, queryClient, dealerCode, vehicle.id],
  );

  const email = user.data?.email;
  useEffect(() => {
    if (!signedIn) {
      syncRef.current = null;
      return;
    }
    const sync = new OrderSync(
      orderId,
      {
        create: (patch) =>
          createOrder(http, {
            vehicle: vehicle.id,
            ...(email ? { email } : {}),
            ...(Object.keys(campaign).length > 0 ? { campaign: campaign as Record<string, string> } : {}),
            ...orderPatchOf(latest.current.paymentType, latest.current.deal, latest.current.cart),
            ...patch,
          }),
        update: (id, patch, options) => updateOrder(http, id, patch, options),
        isConflict: isOrderConflict,
        onConflict: async (id) => {
          const fresh = await getOrder(http, id);
          // Only the steps or the share link changed: the change is sent again on the new version.
          if (known.current.fields === null || dealFieldsOf(fresh) === known.current.fields) {
            known.current = { version: fresh.version, fields: dealFieldsOf(fresh) };
            return { retry: true, version: fresh.version };
          }
          // The deal was changed elsewhere: the shopper sees it and is told their change was not saved.
          adopt(fresh);
          setConflict(true);
          return { retry: false, version: fresh.version };
        },
        onStatus: setSaveStatus,
        onSaved: (saved) => {
          known.current = { version: saved.version, fields: dealFieldsOf(saved) };
          announceOrderSaved(saved);
          if (saved.id !== orderId)
            postToParent({
              type: 'transaction',
              event: 'order_created',
              order: saved.id,
              vehicle: vehicle.id,
            });
          setOrderArea((o) => ({ byVehicle: { ...o.byVehicle, [key]: saved.id } }));
          flushSteps(saved.id);
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        },
        onBusy: (value) => {
          setBusy(value);
          announceBusy(value);
        },
      },
      known.current.version,
    );
    syncRef.current = sync;
    setSaveStatus(sync.status);
    // Another tab or device may have changed the order: read it again when this tab is shown again
    // or another tab says it saved it, and show it unless a change of this tab is waiting.
    const refresh = (version: number | null) => {
      if (sync.id === null || !sync.settled) return;
      if (version !== null && version === known.current.version) return;
      void getOrder(http, sync.id)
        .then((fresh) => {
          if (!sync.settled || fresh.version === known.current.version) return;
          if (known.current.fields === null || dealFieldsOf(fresh) === known.current.fields) {
            known.current = { version: fresh.version, fields: dealFieldsOf(fresh) };
            sync.version = fresh.version;
          } else adopt(fresh);
        })
        .catch(() => undefined);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') void sync.flush({ keepalive: true });
      else refresh(null);
    };
    const onPageHide = () => void sync.flush({ keepalive: true });
    // Back online: what failed to save is sent again.
    const onOnline = () => void sync.flush();
    const stopListening = onOrderSavedElsewhere((id, version) => {
      if (id === sync.id) refresh(version);
    });
    // The list the order came from may be older than the order: read it now.
    refresh(null);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      void sync.flush({ keepalive: true });
      sync.dispose();
    };
    // The sync is rebuilt when the order id becomes known or the user changes.
  }, [
    signedIn,
    orderId,
    http,
    vehicle.id,
    email,
    campaign,
    key,
    setOrderArea,
    queryClient,
    flushSteps,
    adopt,
  ]);

  const completeStep = useCallback(
    (step: BnpStepId) => {
      pendingSteps.current = { ...pendingSteps.current, [step]: 1 };
      if (signedIn && orderId !== null) flushSteps(orderId);
    },
    [signedIn, orderId, flushSteps],
  );

  const setDeal = useCallback(
    (patch: Partial<DealChoices>) => {
      setConfigure((c) => {
        const current = c.byVehicle[key] ?? EMPTY_DEAL;
        return { byVehicle: { ...c.byVehicle, [key]: { ...current, ...patch } } };
      });
      const next = { ...latest.current.deal, ...patch };
      const type = next.paymentType ?? latest.current.paymentType;
      syncRef.current?.change(orderPatchOf(type, next, latest.current.cart));
    },
    [key, setConfigure],
  );

  const setCart = useCallback(
    (patch: Partial<CartChoices>) => {
      setCartArea((c) => {
        const current = c.byVehicle[key] ?? EMPTY_CART;
        return { byVehicle: { ...c.byVehicle, [key]: repairCart({ ...current, ...patch }) } };
      });
      const next = repairCart({ ...latest.current.cart, ...patch });
      syncRef.current?.change(orderPatchOf(latest.current.paymentType, latest.current.deal, next));
    },
    [key, setCartArea],
  );

  const locked = isPricingLocked({
    loggedIn: signedIn,
    compulsory_login: dealer?.compulsory_login === true,
    listingPartnerIframe: false,
  });

  // Live pricing, 500 ms after the last change.
  const body = useMemo(
    () => pricingBody(vehicle.id, orderId, paymentType, deal, cart),
    [vehicle.id, orderId, paymentType, deal, cart],
  );
  const request = useMemo(() => ({ paymentType, body }), [paymentType, body]);
  const debounced = useDebouncedValue(request, PRICING_REFRESH_DEBOUNCE_MS);
  const pricing = useQuery(
    pricingQuery(http, dealerCode, debounced.paymentType, debounced.body, !locked && user.isSuccess),
  );
  // A refused change (a 400: its message shows under the field) leaves the last valid payment of
  // the same type on screen, with its frequency, rather than no payment at all.
  const lastPriced = useRef<Payment | undefined>(undefined);
  if (pricing.data && !pricing.isPlaceholderData) lastPriced.current = pricing.data;
  const shownPayment =
    pricing.data ??
    (pricing.isError && lastPriced.current?.id === debounced.paymentType ? lastPriced.current : undefined);

  // Server 400s on pricing are the payment errors (field errors shown on the configurator).
  const setPayments = useSetAtom(areas.payments);
  useEffect(() => {
    if (pricing.isError) {
      const stored = callerActions(pricing.error).find((a) => a.type === 'store-payment-errors');
      if (stored?.body && typeof stored.body === 'object') {
        const errors: Record<string, string[]> = {};
        for (const [field, value] of Object.entries(stored.body as Record<string, unknown>)) {
          const list = Array.isArray(value) ? value : [value];
          errors[field === 'non_field_errors' ? 'payment_frequency' : field] = list.map(String);
        }
        setPayments({ errors });
      }
    } else if (pricing.isSuccess) {
      setPayments((p) => (Object.keys(p.errors).length === 0 ? p : { errors: {} }));
    }
  }, [pricing.isError, pricing.isSuccess, pricing.error, setPayments]);

  const changePaymentType = useCallback(
    async (type: PaymentType) => {
      const previous = latest.current.paymentType;
      if (type === previous) return;
      setProceeding(false);
      setDeal({ paymentType: type });
      try {
        // The term and distance of the previous type only where the new type offers them.
        let choices = latest.current.deal;
        const offered = await queryClient
          .fetchQuery(choicesQuery(http, dealerCode, type, vehicle.id))
          .catch(() => null);
        if (offered) {
          const kept = choicesForType(choices, offered);
          if (kept.term !== choices.term || kept.distanceAllowance !== choices.distanceAllowance) {
            choices = { ...choices, ...kept, paymentType: type };
            setDeal({ ...kept, paymentType: type });
          }
        }
        if (!locked) {
          await queryClient.fetchQuery(
            pricingQuery(
              http,
              dealerCode,
              type,
              pricingBody(vehicle.id, orderId, type, choices, latest.current.cart),
              true,
            ),
          );
        }
        await syncRef.current?.flush();
        void queryClient.invalidateQueries({
          queryKey: buildAndPriceKeys.incentivesOf(dealerCode, vehicle.id),
        });
      } catch (error) {
        // The pending changes for that method are dropped and pricing is fetched again.
        if (callerActions(error).some((a) => a.type === 'store-payment-errors')) {
          syncRef.current?.drop(['payment_type', 'term', 'payment_frequency', 'lease_model_km']);
        }
        void queryClient.invalidateQueries({ queryKey: buildAndPriceKeys.pricingAll });
      } finally {
        setProceeding(true);
      }
    },
    [setDeal, locked, queryClient, http, dealerCode, vehicle.id, orderId],
  );

  const unlockPricing = useCallback(() => {
    postToParent({ type: 'cta_click', cta: 'unlock_pricing', vehicle: vehicle.id });
    setSignInCallbacks(null);
    setSignIn(openSignInState('unlock_pricing'));
  }, [setSignIn, vehicle.id]);

  const saveDeal = useCallback(async () => {
    postToParent({ type: 'cta_click', cta: 'save_deal', vehicle: vehicle.id });
    const persist = async (): Promise<OrderSummary | null> => {
      const patch = orderPatchOf(latest.current.paymentType, latest.current.deal, latest.current.cart);
      const { deal: d } = latest.current;
      const current = queryClient
        .getQueryData<{ results: OrderSummary[] }>(orderKeys.list(dealerCode, user.data?.id ?? 0))
        ?.results.find((o) => vehicleIdOf(o) === vehicle.id && !o.is_archived);
      const id = current?.id ?? orderId;
      // Against the version this tab last knew (If-Match): a deal changed since in another tab or on
      // another device is not overwritten; the shopper is shown it and told (below).
      const version =
        id === orderId && known.current.version !== undefined ? known.current.version : current?.version;
      let result: OrderSummary;
      try {
        result = id
          ? await updateOrder(http, id, patch, { version })
          : await createOrder(http, {
              vehicle: vehicle.id,
              ...(Object.keys(campaign).length > 0 ? { campaign: campaign as Record<string, string> } : {}),
              ...patch,
              ...(d.postalCode ? { postal_code: d.postalCode } : {}),
            });
      } catch (error) {
        if (!id || !isOrderConflict(error)) throw error;
        adopt(await getOrder(http, id));
        setConflict(true);
        return null;
      }
      setOrderArea((o) => ({ byVehicle: { ...o.byVehicle, [key]: result.id } }));
      known.current = { version: result.version, fields: dealFieldsOf(result) };
      if (syncRef.current) syncRef.current.version = result.version;
      announceOrderSaved(result);
      pendingSteps.current = { ...pendingSteps.current, review: 1 };
      flushSteps(result.id);
      // The shareable read-only link (created once, kept until the order is archived).
      const tokenized = result.tokenized_url ?? (await shareOrder(http, result.id).catch(() => null));
      const withLink = { ...result, tokenized_url: tokenized };
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      setSaved(withLink);
      postToParent({ type: 'transaction', event: 'deal_saved', order: result.id, vehicle: vehicle.id });
      return withLink;
    };
    if (!signedIn) {
      setSignInCallbacks(() => {
        void persist()
          .then(async (result) => {
            if (result?.tokenized_url) setSignIn((s) => ({ ...s, shareUrl: result.tokenized_url ?? null }));
            // The thank-you says the link was e-mailed: it is.
            if (result) await sendOrderLink(http, result.id).catch(() => undefined);
          })
          .catch(() => undefined);
      });
      setSignIn(openSignInState('build_and_price'));
      return;
    }
    await syncRef.current?.flush();
    await persist().catch(() => null);
  }, [
    signedIn,
    queryClient,
    dealerCode,
    user.data?.id,
    vehicle.id,
    orderId,
    http,
    campaign,
    setOrderArea,
    key,
    setSignIn,
    flushSteps,
    adopt,
  ]);

  return {
    vehicle,
    dealer,
    user: user.data,
    paymentType,
    deal,
    cart,
    orderId,
    order,
    payment: shownPayment,
    /** The pricing request the payment shown answers (debounced with it). */
    pricingRequest: debounced,
    // The previous choices' payment (kept while the new one loads, or while offline) is not shown as
    // the payment of the choices on screen.
    pricingPending: pricing.isFetching || pricing.isPlaceholderData || debounced !== request,
    pricingError: pricing.isError,
    locked,
    proceeding,
    busy,
    saveStatus: signedIn ? saveStatus : 'saved',
    conflict,
    dismissConflict: () => setConflict(false),
    setDeal,
    setCart,
    changePaymentType,
    unlockPricing,
    saveDeal,
    completeStep,
    headerExpanded,
    setHeaderExpanded,
    saved,
  };
}
