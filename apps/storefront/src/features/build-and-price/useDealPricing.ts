import { isFrequencyValid, isPricingLocked, type PaymentType } from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue.ts';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { appSettingsQuery, type HomeDealership } from '../dealership/index.ts';
import { postToParent } from '../embedding/index.ts';
import {
  choicesForType,
  choicesQuery,
  type DealVehicle,
  type Payment,
  pricingBody,
  pricingDelay,
  pricingQuery,
} from './api/deal.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import type { DealSync } from './dealSync.ts';
import { dealAreas } from './state.ts';
import type { DealChoicesState } from './useDealChoices.ts';

/**
 * The deal's live pricing (500 ms after the last change, 1000 ms after a change of the protection
 * plans alone: spec 2, timings; locked for a signed-out shopper where the
 * dealer asks for a sign-in first), its payment errors on the configurator's fields, and a change of
 * payment type (the choices the new type offers kept, priced, then saved).
 */
export function useDealPricing(
  vehicle: DealVehicle,
  dealer: HomeDealership | undefined,
  signedIn: boolean,
  /** The current user is known (signed in or not): pricing waits for it. */
  userKnown: boolean,
  orderId: number | null,
  { paymentType, deal, cart, latest, setDeal }: DealChoicesState,
  syncRef: RefObject<DealSync | null>,
  /** The shopper's frequency is not one the new payment type offers (spec 2 §4: the toast, the header). */
  onInvalidFrequency: () => void = () => {},
) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const setSignIn = useSetAtom(signInAtom);
  const [proceeding, setProceeding] = useState(true);
  /** The type a change could not open (its choices neither fetched nor known): said until the next change. */
  const [unreachableType, setUnreachableType] = useState<PaymentType | null>(null);

  // A listing partner's frame sees prices without a sign-in: the server says so (it granted this
  // visit from what the browser told it of the frame's parent), and its pricing answers agree.
  const appSettings = useQuery(appSettingsQuery(http, dealerCode));
  const locked = isPricingLocked({
    loggedIn: signedIn,
    compulsory_login: dealer?.compulsory_login === true,
    listingPartnerIframe: appSettings.data?.marketplace?.listing_partner === true,
  });

  // Live pricing, 500 ms after the last change (1000 ms when only the protection plans changed: the
  // protection step's payment changes follow this request, ./stepAddons.ts).
  const body = useMemo(
    () => pricingBody(vehicle.id, orderId, paymentType, deal, cart),
    [vehicle.id, orderId, paymentType, deal, cart],
  );
  const request = useMemo(() => ({ paymentType, body }), [paymentType, body]);
  const debounced = useDebouncedValue(request, pricingDelay);
  const pricing = useQuery(
    pricingQuery(http, dealerCode, debounced.paymentType, debounced.body, !locked && userKnown),
  );
  // A refused change (a 400: its message shows under the field) leaves the last valid payment of
  // the same type on screen, with its frequency, rather than no payment at all.
  const lastPriced = useRef<Payment | undefined>(undefined);
  if (pricing.data && !pricing.isPlaceholderData) lastPriced.current = pricing.data;
  const shownPayment =
    pricing.data ??
    (pricing.isError && lastPriced.current?.id === debounced.paymentType ? lastPriced.current : undefined);

  // Server 400s on pricing are the payment errors (field errors shown on the configurator).
  const setPayments = useSetAtom(dealAreas.payments);
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
      setUnreachableType(null);
      try {
        // The new type's choices first: its term and distance are the previous type's only where it
        // offers them. Known choices (the header asks for each type's) switch at once; unknown ones are
        // asked for, and the tab moves when they arrive. Never the new type with the previous type's
        // term (a lease of 60 months: refused by the server, saved as a lease without a term); without
        // its choices (the connection failed), the deal stays as it was and the header says why.
        const query = choicesQuery(http, dealerCode, type, vehicle.id);
        const offered =
          queryClient.getQueryData(query.queryKey) ?? (await queryClient.fetchQuery(query).catch(() => null));
        if (!offered) {
          setUnreachableType(type);
          return;
        }
        const before = latest.current.deal;
        // Cash is always a valid frequency; a frequency the shopper chose that the new type does not
        // offer is said (it stays until the shopper picks another one).
        if (
          before.paymentFrequency !== null &&
          !isFrequencyValid(type, before.paymentFrequency, offered.payment_frequency_choices)
        ) {
          onInvalidFrequency();
        }
        const kept = choicesForType(before, offered);
        const choices = { ...before, ...kept, paymentType: type };
        const changed = kept.term !== before.term || kept.distanceAllowance !== before.distanceAllowance;
        setDeal(changed ? { ...kept, paymentType: type } : { paymentType: type });
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
    [
      setDeal,
      locked,
      queryClient,
      http,
      dealerCode,
      vehicle.id,
      orderId,
      latest,
      syncRef,
      onInvalidFrequency,
    ],
  );

  const unlockPricing = useCallback(() => {
    postToParent({ type: 'cta_click', cta: 'unlock_pricing', vehicle: vehicle.id });
    setSignIn(openSignInState('unlock_pricing'));
  }, [setSignIn, vehicle.id]);

  return {
    locked,
    payment: shownPayment,
    /** The pricing request the payment shown answers (debounced with it). */
    pricingRequest: debounced,
    // The previous choices' payment (kept while the new one loads, or while offline) is not shown as
    // the payment of the choices on screen.
    pricingPending: pricing.isFetching || pricing.isPlaceholderData || debounced !== request,
    pricingError: pricing.isError,
    proceeding,
    changePaymentType,
    unreachableType,
    unlockPricing,
  };
}
