/**
 * Payment rules that are not pricing (spec 2 §3, §4 and §5): payment system to pricing-stack
 * version, frequency validity, request cleaning, the pricing-preview accessories rule and the
 * protection-plan payload builder. The price engine itself lives in src/pricing/.
 */
import { PAYMENT_TYPES, type PaymentFrequency, type PaymentType } from '../constants.ts';
import type { PaymentSystem, PricingStackVersion } from '../schemas/dealer.ts';
import type { ProtectionPlanPayload } from '../schemas/payment.ts';

/**
 * The payment system named MS maps to pricing-stack version 1, the other two to version 2; when it
 * cannot be determined a warning is logged and version 1 assumed.
 */
export function pricingStackVersion(system: string | null | undefined): {
  version: PricingStackVersion;
  warn: boolean;
} {
  if (system === 'MS') return { version: 1, warn: false };
  if (system === 'PC' || system === 'SF') return { version: 2, warn: false };
  return { version: 1, warn: true };
}

/** Incentives are PUT on the order only for the payment system coded PC. */
export function usesOrderIncentivesCall(system: PaymentSystem | null | undefined): boolean {
  return system === 'PC';
}

/**
 * Cash is always a valid frequency; otherwise the selected frequency must be among the allowed
 * choices (else an error toast stays open and the pricing header expands unless on the
 * configure-payment step).
 */
export function isFrequencyValid(
  paymentType: PaymentType,
  frequency: PaymentFrequency | null | undefined,
  choices: readonly { readonly value: PaymentFrequency }[],
): boolean {
  if (paymentType === 'cash') return true;
  return frequency !== null && frequency !== undefined && choices.some((c) => c.value === frequency);
}

export function invalidFrequencyReaction(onConfigurePaymentStep: boolean): {
  toast: true;
  expandPricingHeader: boolean;
} {
  return { toast: true, expandPricingHeader: !onConfigurePaymentStep };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Request cleaning (spec 2 §5): down payment is empty if blank and not 0 (falling back to the
 * shared value); credit score and postal code are empty if blank; protections are empty if null or
 * of length 0.
 */
export function cleanPricingRequest<
  T extends {
    down_payment?: number | string | null;
    credit_score?: string | null;
    postal_code?: string | null;
    protections?: readonly number[] | null;
  },
>(request: T, sharedDownPayment?: number | null): Partial<T> {
  const out: Partial<T> = { ...request };
  if (blank(out.down_payment)) {
    if (sharedDownPayment !== undefined && sharedDownPayment !== null) out.down_payment = sharedDownPayment;
    else delete out.down_payment;
  }
  if (blank(out.credit_score)) delete out.credit_score;
  if (blank(out.postal_code)) delete out.postal_code;
  if (out.protections === null || out.protections?.length === 0) delete out.protections;
  return out;
}

/**
 * Copies common fields across cash, finance and lease (spec 2 §5: the list is not shown; ours:
 * down_payment, include_tax and postal_code).
 */
export const COMMON_PAYMENT_FIELDS = ['down_payment', 'include_tax', 'postal_code'] as const;
export function shareCommonFields<T extends Partial<Record<(typeof COMMON_PAYMENT_FIELDS)[number], unknown>>>(
  source: T,
  all: Readonly<Record<PaymentType, T>>,
): Record<PaymentType, T> {
  const common: Partial<T> = {};
  for (const f of COMMON_PAYMENT_FIELDS) if (f in source) (common as Record<string, unknown>)[f] = source[f];
  const out = {} as Record<PaymentType, T>;
  for (const t of PAYMENT_TYPES) out[t] = { ...all[t], ...common };
  return out;
}

/** Pricing preview accessories: ids, or [0] if the user touched accessories and has none. */
export function accessoriesForPreview(ids: readonly number[], touched: boolean): number[] {
  return ids.length === 0 && touched ? [0] : [...ids];
}

/** Protection-plan payload builder (spec 2 §3, spec 3 §7). */
export function protectionPlanPayload(input: {
  readonly protectionIds: readonly number[];
  readonly accessoryIds: readonly number[];
  readonly installAccessoryIds: readonly number[];
  readonly incentiveIds: readonly number[];
}): ProtectionPlanPayload {
  return {
    protection_ids: [...input.protectionIds],
    accessories: [...input.accessoryIds],
    accessory_ids: [...input.accessoryIds],
    incentives: [...input.incentiveIds],
    install_accessories_ids: input.installAccessoryIds.filter((id) => input.accessoryIds.includes(id)),
  };
}

/** Accessories can be removed only when is_removable; preinstalled plans cannot be removed. */
export function canRemoveAccessory(a: { readonly is_removable: boolean }): boolean {
  return a.is_removable;
}
export function canRemoveProtectionPlan(p: { readonly pre_installed: boolean }): boolean {
  return !p.pre_installed;
}

/** Choosing a new option of a plan replaces its old price (one price per plan). */
export function selectProtectionPrice(
  selected: readonly { readonly planId: number; readonly priceId: number }[],
  planId: number,
  priceId: number,
): { planId: number; priceId: number }[] {
  return [...selected.filter((s) => s.planId !== planId), { planId, priceId }];
}

/** Incentives load only when the dealer country is Canada and incentives are enabled. */
export function shouldLoadIncentives(country: string, incentivesEnabled: boolean): boolean {
  return country === 'CA' && incentivesEnabled;
}
