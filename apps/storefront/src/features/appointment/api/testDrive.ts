import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { appointmentKeys } from './keys.ts';

// The signed-in shopper's own test-drive request (modules/test-drive of the server).

export interface ShopperTestDrive {
  id: number;
  /** open: the dealership calls back to set the time; confirmed: `start` is set. */
  status: 'open' | 'confirmed';
  start: string | null;
  location: 'AtDealer' | 'AtHome';
  /** `make`: '' when the request named no vehicle (the model as the request named it). */
  model: { year: number; code: string; name: string; make: string };
  /** The vehicle whose appointment page asked (where the request is managed), when known. */
  vehicle: number | null;
  /** The request's confirmation page (the one a request opens in a new tab). */
  url: string;
}

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
        .json<{ test_drive: ShopperTestDrive | null }>(),
  });
}

export function cancelTestDrive(http: HttpClient, id: number) {
  return http.post(`/api/customer/test-drive/${id}/cancel/`).json<unknown>();
}
