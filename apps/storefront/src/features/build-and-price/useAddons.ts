import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { accessoriesQuery, getProtectionPlans } from './api/deal.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import { useDealContext } from './useDeal.ts';

export function useAccessories() {
  const { http, dealerCode } = useApi();
  const { vehicle } = useDealContext();
  return useQuery(accessoriesQuery(http, dealerCode, vehicle.id));
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
