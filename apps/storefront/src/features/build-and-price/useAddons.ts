import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { getAccessories, getIncentives, getProtectionPlans } from './api/deal.ts';
import { useDealContext } from './useDeal.ts';

export function useAccessories() {
  const { http, dealerCode } = useApi();
  const { vehicle } = useDealContext();
  return useQuery({
    queryKey: ['accessories', dealerCode ?? '(default)', vehicle.id],
    queryFn: () => getAccessories(http, vehicle.id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useProtectionPlans() {
  const { http, dealerCode } = useApi();
  const { vehicle } = useDealContext();
  return useQuery({
    queryKey: ['protection-plans', dealerCode ?? '(default)', vehicle.id],
    queryFn: () => getProtectionPlans(http, vehicle.id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useIncentives() {
  const { http } = useApi();
  const { vehicle, paymentType, deal } = useDealContext();
  return useQuery({
    queryKey: ['incentives', vehicle.id, paymentType, deal.term],
    queryFn: () => getIncentives(http, { vehicle: vehicle.id, financing: paymentType, term: deal.term }),
    staleTime: 60_000,
  });
}
