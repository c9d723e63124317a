import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import {
  choicesQuery,
  getAccessories,
  getIncentives,
  getProtectionChanges,
  getProtectionPlans,
  type PricingBody,
} from './api/deal.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import { useDealContext } from './useDeal.ts';

export function useAccessories() {
  const { http, dealerCode } = useApi();
  const { vehicle } = useDealContext();
  return useQuery({
    queryKey: buildAndPriceKeys.accessories(dealerCode, vehicle.id),
    queryFn: () => getAccessories(http, vehicle.id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The accessories the vehicle comes with are in the deal from its start, on whichever step the
 * shopper lands (its price and the cart's count do not change on visiting the accessories step),
 * until the shopper chooses accessories themselves.
 */
export function usePreInstalledAccessories(): void {
  const accessories = useAccessories();
  const { cart, setCart } = useDealContext();
  useEffect(() => {
    if (!accessories.data || cart.accessoriesTouched) return;
    const preInstalled = accessories.data.filter((a) => a.pre_installed).map((a) => a.id);
    const missing = preInstalled.filter((id) => !cart.accessoryIds.includes(id));
    if (missing.length > 0) setCart({ accessoryIds: [...cart.accessoryIds, ...missing] });
  }, [accessories.data, cart.accessoriesTouched, cart.accessoryIds, setCart]);
}

/** Plans priced for the current payment (type, term and rate of the live pricing). */
export function useProtectionPlans() {
  const { http, dealerCode } = useApi();
  const { vehicle, paymentType, payment } = useDealContext();
  const term = payment?.id === paymentType ? payment.term : null;
  const rate = payment?.id === paymentType ? payment.rate : null;
  return useQuery({
    queryKey: buildAndPriceKeys.protectionPlans(dealerCode, vehicle.id, paymentType, term, rate),
    queryFn: () => getProtectionPlans(http, { vehicle: vehicle.id, paymentType, term, rate }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The payment change of each protection option for the deal as priced (finance and lease). */
export function useProtectionChanges() {
  const { http, dealerCode } = useApi();
  const { pricingRequest, locked } = useDealContext();
  const { paymentType, body } = pricingRequest;
  return useQuery({
    queryKey: buildAndPriceKeys.protectionChanges(dealerCode, paymentType, body),
    queryFn: () => getProtectionChanges(http, paymentType, body),
    enabled: paymentType !== 'cash' && !locked,
    // While another deal's changes load, the last ones stay only when they are for the same type,
    // frequency and tax choice (the amounts a card shows are labelled with those).
    placeholderData: (previous, query) => {
      const before = query?.queryKey[3] as PricingBody | undefined;
      return before &&
        query?.queryKey[2] === paymentType &&
        before.payment_frequency === body.payment_frequency &&
        before.include_tax === body.include_tax
        ? previous
        : undefined;
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useIncentives() {
  const { http, dealerCode } = useApi();
  const { vehicle, paymentType, payment } = useDealContext();
  const term = payment?.id === paymentType ? payment.term : null;
  const rate = payment?.id === paymentType ? payment.rate : null;
  return useQuery({
    queryKey: buildAndPriceKeys.incentives(dealerCode, vehicle.id, paymentType, term, rate),
    queryFn: () => getIncentives(http, { vehicle: vehicle.id, financing: paymentType, term, rate }),
    staleTime: 60_000,
  });
}

/** Term, frequency, distance and credit-score choices of the selected payment type. */
export function usePaymentChoices() {
  const { http, dealerCode } = useApi();
  const { vehicle, paymentType } = useDealContext();
  return useQuery(choicesQuery(http, dealerCode, paymentType, vehicle.id));
}
