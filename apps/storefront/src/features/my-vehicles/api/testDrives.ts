import type { ShopperTestDrives } from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { myVehiclesKeys } from './keys.ts';

/** The shopper's open or confirmed test drives, newest first, and the dealer's time zone of their times. */
export type TestDrives = ShopperTestDrives;

/** GET /api/customer/test-drive/ without a model: every open or confirmed request of the shopper. */
export function getTestDrives(http: HttpClient): Promise<TestDrives> {
  return http.get('/api/customer/test-drive/').json<TestDrives>();
}

export function testDrivesQuery(http: HttpClient, dealerCode: string | undefined, userId: number) {
  return queryOptions({
    queryKey: myVehiclesKeys.testDrives(dealerCode, userId),
    queryFn: () => getTestDrives(http),
  });
}

/** The signed-in shopper's test drives (My vehicles). */
export function useTestDrives(userId: number) {
  const { http, dealerCode } = useApi();
  return useQuery(testDrivesQuery(http, dealerCode, userId));
}
