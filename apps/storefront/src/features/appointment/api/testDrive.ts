import type { ShopperTestDrive, ShopperTestDriveAnswer } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { appointmentKeys } from './keys.ts';

// The signed-in shopper's own test-drive request (modules/test-drive of the server).

/** A shopper's own test-drive request: the domain's `shopperTestDriveSchema`. */
export type { ShopperTestDrive };

/** The shopper's open or confirmed request for a model (null: none, the page offers one). */
export function testDriveQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  modelYear: number,
  modelCode: string,
) {
  return queryOptions({
    queryKey: appointmentKeys.testDrive(dealerCode, modelYear, modelCode),
    queryFn: () =>
      http
        .get('/api/customer/test-drive/', {
          searchParams: { model_year: String(modelYear), model_code: modelCode },
        })
        .json<ShopperTestDriveAnswer>(),
  });
}

export function cancelTestDrive(http: HttpClient, id: number) {
  return http.post(`/api/customer/test-drive/${id}/cancel/`).json<unknown>();
}
