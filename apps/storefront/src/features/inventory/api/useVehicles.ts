import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import { vehiclesQuery } from './vehicles.ts';

export function useVehicles(params: Record<string, string>) {
  const { http, dealerCode } = useApi();
  return useQuery(vehiclesQuery(http, dealerCode, params));
}
