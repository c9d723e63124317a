import {
  type Accessory,
  accessoriesForPreview,
  type PricingBody as DomainPricingBody,
  type Incentive,
  type ListAnswer,
  type PaymentChoices,
  type PaymentDetails,
  type PaymentType,
  PRICING_REFRESH_DEBOUNCE_MS,
  PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS,
  type ProtectionPlan,
} from '@storefront/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import type { CartChoices, DealChoices } from '../../../shared/state/store.ts';
import { buildAndPriceKeys } from './keys.ts';

// Build-and-price calls (spec part 2 section 7). Money is integer cents.

// The vehicle (its own module: the shell's loaders start it on every vehicle page, without the rest).
export { type DealVehicle, getVehicle, vehicleQuery } from './vehicle.ts';

/** Add-ons as the server answers them: the domain's wire types. */
export type { Accessory, PaymentChoices, ProtectionPlan };
export type IncentiveItem = Incentive;

/** A list answer: `{count, results}` (the domain's `listSchema`). */
type Page<T> = ListAnswer<T>;
const resultsOf = <T>(page: Page<T>): T[] => page.results;

/** Largest page the server gives: the app pages the add-ons itself (the kit's `pageOf`). */
const ADDON_PAGE_SIZE = 100;

export async function getAccessories(http: HttpClient, vehicleId: number): Promise<Accessory[]> {
  return resultsOf(
    await http
      .get('/api/aftermarket/accessory/', {
        searchParams: { vehicle: vehicleId, active: 'true', page: 1, page_size: ADDON_PAGE_SIZE },
        context: { hide_404_toast: true },
      })
      .json<Page<Accessory>>(),
  );
}

/** The vehicle's accessories (the deal's pre-installed ones and the cart's count read them on the vehicle page). */
export function accessoriesQuery(http: HttpClient, dealerCode: string | undefined, vehicleId: number) {
  return queryOptions({
    queryKey: buildAndPriceKeys.accessories(dealerCode, vehicleId),
    queryFn: () => getAccessories(http, vehicleId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Protection plans with their prices for the payment (recurring prices over the term at the rate). */
export async function getProtectionPlans(
  http: HttpClient,
  params: { vehicle: number; paymentType: PaymentType; term?: number | null; rate?: number | null },
): Promise<ProtectionPlan[]> {
  return resultsOf(
    await http
      .get('/api/aftermarket/protection-plan/', {
        searchParams: {
          vehicle: params.vehicle,
          payment_type: params.paymentType,
          page: 1,
          page_size: ADDON_PAGE_SIZE,
          ...(params.paymentType !== 'cash' && params.term ? { term: params.term } : {}),
          ...(params.paymentType !== 'cash' && params.rate != null ? { rate: params.rate.toFixed(2) } : {}),
        },
        context: { hide_404_toast: true },
      })
      .json<Page<ProtectionPlan>>(),
  );
}

/**
 * The deal's term and distance as they go to another payment type: kept when that type offers them,
 * otherwise cleared so that the server prices its own default (a finance term of 84 months is no
 * lease term: kept, it would answer a term error and leave the new type without a payment). The
 * frequency stays: an invalid one is the spec's invalid-frequency toast.
 */
export function choicesForType(
  deal: Pick<DealChoices, 'term' | 'distanceAllowance'>,
  choices: Pick<PaymentChoices, 'term_choices' | 'distance_allowance_choices'>,
): Pick<DealChoices, 'term' | 'distanceAllowance'> {
  return {
    term: deal.term !== null && choices.term_choices.some((c) => c.value === deal.term) ? deal.term : null,
    distanceAllowance:
      deal.distanceAllowance !== null && choices.distance_allowance_choices.includes(deal.distanceAllowance)
        ? deal.distanceAllowance
        : null,
  };
}

export function choicesQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  paymentType: PaymentType,
  vehicleId: number,
) {
  return queryOptions({
    queryKey: buildAndPriceKeys.paymentChoices(dealerCode, paymentType, vehicleId),
    queryFn: () =>
      http
        .get(`/api/customer/payment-type/${paymentType}/choices/`, { searchParams: { vehicle: vehicleId } })
        .json<PaymentChoices>(),
    staleTime: 5 * 60_000,
  });
}

/**
 * Body of a pricing call: the domain's `pricingBodySchema`, with the fields the storefront always
 * sends (a vehicle, the add-ons chosen, whether taxes are in the payment).
 */
export type PricingBody = DomainPricingBody &
  Required<
    Pick<
      DomainPricingBody,
      | 'vehicle'
      | 'accessories'
      | 'install_accessories_ids'
      | 'protections'
      | 'incentives'
      | 'options_code_list'
      | 'options_price'
      | 'include_tax'
    >
  >;

/** Builds the pricing body from the deal's choices (empty values left out, spec 2 section 5). */
export function pricingBody(
  vehicleId: number,
  orderId: number | null,
  paymentType: PaymentType,
  deal: DealChoices,
  cart: CartChoices,
): PricingBody {
  return {
    ...(orderId !== null ? { order: orderId } : {}),
    vehicle: vehicleId,
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

/**
 * How long the pricing waits for quiet after a change (spec 2, timings): 1000 ms when the protection
 * plans alone changed since the payment shown was asked for (the protection payment update debounce),
 * else 500 ms (the pricing refresh debounce).
 */
export function pricingDelay(
  shown: { readonly paymentType: PaymentType; readonly body: PricingBody },
  next: typeof shown,
): number {
  const others = (r: typeof shown) => JSON.stringify([r.paymentType, { ...r.body, protections: 0 }]);
  return others(shown) === others(next) ? PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS : PRICING_REFRESH_DEBOUNCE_MS;
}

/** Payment details as the server answers them: the domain's `paymentDetailsSchema`. */
export type Payment = PaymentDetails;

export function getPricing(
  http: HttpClient,
  paymentType: PaymentType,
  body: Partial<PricingBody> & Pick<PricingBody, 'vehicle'>,
): Promise<Payment> {
  return http
    .post(`/api/customer/payment-type/${paymentType}/pricing/`, {
      json: body,
      context: { call: 'payment', paymentFrequencyInline: paymentType !== 'cash' },
    })
    .json<Payment>();
}

export function pricingQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  paymentType: PaymentType,
  body: PricingBody,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: buildAndPriceKeys.pricing(dealerCode, paymentType, body),
    queryFn: () => getPricing(http, paymentType, body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
