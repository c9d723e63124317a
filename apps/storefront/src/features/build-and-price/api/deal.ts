import {
  accessoriesForPreview,
  type PaymentDetails,
  type PaymentType,
  type PricingStackEntry,
} from '@storefront/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { CartChoices, DealChoices } from '../../../shared/state/store.ts';

// Build-and-price calls (spec part 2 section 7). Money is integer cents.

export interface DealVehicle {
  id: number;
  uid: string;
  vin: string | null;
  stock_number: string;
  year: number;
  make: string;
  model: string;
  model_fr?: string | null;
  trim: string | null;
  formatted_name: string;
  vehicle_condition: string;
  is_cpo?: boolean;
  stock_status: string;
  is_reserved?: boolean;
  odometer: number | null;
  listing_price: number | null;
  msrp?: number | null;
  exterior_color?: string | null;
  interior_color?: string | null;
  primary_image: string | null;
  images?: Array<{ image: string; source: string }>;
}

export function getVehicle(http: KyInstance, id: string): Promise<DealVehicle> {
  return http
    .get(`/api/customer/inventory/${encodeURIComponent(id)}/`, {
      context: { call: 'vehicle', hide_404_toast: true },
    })
    .json<DealVehicle>();
}

export function vehicleQuery(http: KyInstance, dealerCode: string | undefined, id: string) {
  return queryOptions({
    queryKey: ['vehicle', dealerCode ?? '(default)', id],
    queryFn: () => getVehicle(http, id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface Accessory {
  id: number;
  sku?: string;
  name: string;
  title?: string;
  description?: string | null;
  image?: string | null;
  origin?: string;
  category?: string;
  price: number;
  price_including_installation?: number | null;
  is_removable: boolean;
  pre_installed?: boolean;
}

export interface ProtectionPrice {
  id: number;
  title: string;
  price: number;
  price_recurring?: number | null;
  duration?: number | null;
  km_range?: number | null;
}

export interface ProtectionPlan {
  id: number;
  name: string;
  description?: string | null;
  pre_installed?: boolean;
  prices: ProtectionPrice[];
}

export interface IncentiveItem {
  id: number;
  name?: string;
  title?: string;
  note?: string | null;
  type: string;
  value?: number;
}

type Page<T> = { results: T[]; count?: number } | T[];
const resultsOf = <T>(page: Page<T>): T[] => (Array.isArray(page) ? page : page.results);

export async function getAccessories(http: KyInstance, vehicleId: number): Promise<Accessory[]> {
  return resultsOf(
    await http
      .get('/api/aftermarket/accessory/', {
        searchParams: { vehicle: vehicleId, active: 'true' },
        context: { hide_404_toast: true },
      })
      .json<Page<Accessory>>(),
  );
}

export async function getProtectionPlans(http: KyInstance, vehicleId: number): Promise<ProtectionPlan[]> {
  return resultsOf(
    await http
      .get('/api/aftermarket/protection-plan/', {
        searchParams: { vehicle: vehicleId },
        context: { hide_404_toast: true },
      })
      .json<Page<ProtectionPlan>>(),
  );
}

/** Incentives: accepted only on status 200, other answers ignored (spec 2 section 8). */
export async function getIncentives(
  http: KyInstance,
  params: { vehicle: number; financing: PaymentType; term?: number | null },
): Promise<IncentiveItem[]> {
  try {
    const response = await http.get('/api/customer/incentives/', {
      searchParams: {
        vehicle: params.vehicle,
        financing: params.financing,
        ...(params.term ? { term: params.term } : {}),
      },
      context: { call: 'incentives' },
    });
    if (response.status !== 200) return [];
    return resultsOf(await response.json<Page<IncentiveItem>>());
  } catch {
    return [];
  }
}

/** Body of a pricing call: the pricing request fields and the pricing-preview fields. */
export interface PricingBody {
  order: number | null;
  inventory: number;
  accessories: number[];
  install_accessories_ids: number[];
  protections: number[];
  incentives: number[];
  options_code_list: string[];
  options_price: number;
  term?: number;
  down_payment?: number | null;
  payment_frequency?: string;
  distance_allowance?: number;
  credit_score?: string;
  include_tax: boolean;
  postal_code?: string;
}

/** Builds the pricing body from the deal's choices (empty values left out, spec 2 section 5). */
export function pricingBody(
  vehicleId: number,
  orderId: number | null,
  paymentType: PaymentType,
  deal: DealChoices,
  cart: CartChoices,
): PricingBody {
  return {
    order: orderId,
    inventory: vehicleId,
    accessories: accessoriesForPreview(cart.accessoryIds, cart.accessoriesTouched),
    install_accessories_ids: cart.installAccessoryIds,
    protections: cart.protectionPriceIds,
    incentives: cart.incentiveIds,
    options_code_list: [],
    options_price: 0,
    include_tax: deal.includeTax,
    ...(paymentType !== 'cash' && deal.term ? { term: deal.term } : {}),
    ...(deal.downPayment !== null ? { down_payment: deal.downPayment } : {}),
    ...(paymentType !== 'cash' && deal.paymentFrequency ? { payment_frequency: deal.paymentFrequency } : {}),
    ...(paymentType === 'lease' && deal.distanceAllowance
      ? { distance_allowance: deal.distanceAllowance }
      : {}),
    ...(paymentType !== 'cash' && deal.creditScore ? { credit_score: deal.creditScore } : {}),
    ...(deal.postalCode ? { postal_code: deal.postalCode } : {}),
  };
}

/** Payment details as the app reads them (the domain's, with choices the server may add). */
export type Payment = PaymentDetails & {
  distance_allowance_choices?: Array<{ value: number; title?: string }>;
  credit_score_choices?: Array<{ value: string; title: string }>;
};

export function getPricing(http: KyInstance, paymentType: PaymentType, body: PricingBody): Promise<Payment> {
  return http
    .post(`/api/customer/payment-type/${paymentType}/pricing/`, {
      json: body,
      context: { call: 'payment', paymentFrequencyInline: paymentType !== 'cash' },
    })
    .json<Payment>();
}

export function pricingQuery(
  http: KyInstance,
  dealerCode: string | undefined,
  paymentType: PaymentType,
  body: PricingBody,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: ['pricing', dealerCode ?? '(default)', paymentType, body],
    queryFn: () => getPricing(http, paymentType, body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/** Flattens a pricing stack into lines with depth, for display. */
export function stackLines(
  stack: readonly PricingStackEntry[],
  depth = 0,
  parent = '',
): Array<{ key: string; name: string; value: number | null; depth: number; type: string | undefined }> {
  return stack.flatMap((entry, index) => {
    const e = entry as PricingStackEntry & {
      name?: string;
      title?: string;
      value?: number | null;
      tax_category_type?: string;
      children?: PricingStackEntry[];
    };
    const key = `${parent}${index}`;
    const line = {
      key,
      name: e.name ?? e.title ?? '',
      value: e.value ?? null,
      depth,
      type: e.tax_category_type,
    };
    return [line, ...(e.children ? stackLines(e.children, depth + 1, `${key}.`) : [])];
  });
}
