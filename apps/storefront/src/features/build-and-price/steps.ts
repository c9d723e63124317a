import type { BUILD_AND_PRICE_ROUTES as DOMAIN_STEPS } from '@storefront/domain';

// The build-and-price steps are the domain's (BUILD_AND_PRICE_ROUTES, spec 2 section 2): the routes
// under conf/{id}/ (./routes.ts), the stepper (VehicleLayout) and each step's "Continue" (StepFooter)
// read this one list. Its type is the domain's list itself (same steps, same order, same spelling,
// checked by the compiler); its value is restated here because the domain's steps module brings zod's
// schemas with it (27 kB gzip the shopper's first load does not carry).

/** The build-and-price steps, in order: exactly the domain's BUILD_AND_PRICE_ROUTES. */
export const BUILD_AND_PRICE_ROUTES: typeof DOMAIN_STEPS = [
  'accessories',
  'protection',
  'incentives',
  'payment',
  'review',
];

/** A build-and-price step: its path under conf/{id}/. */
export type BnpStep = (typeof DOMAIN_STEPS)[number];

/**
 * The step of the server's order progress each page completes (the domain's SECTION_STEPS, whose
 * protection step is `protections`); incentives is no step of the progress.
 */
export const PROGRESS_STEP = {
  accessories: 'accessories',
  protection: 'protections',
  incentives: null,
  payment: 'payment',
  review: 'review',
} as const satisfies Record<BnpStep, string | null>;

/** A build-and-price step of the server's order progress. */
export type BnpStepId = NonNullable<(typeof PROGRESS_STEP)[BnpStep]>;

/** The steps a dealer shows: incentives only for a Canadian dealer that enables them. */
export function stepsFor(
  dealer: { country?: string | null; incentives_enabled?: boolean | null } | null | undefined,
): BnpStep[] {
  const incentives = dealer?.country === 'CA' && dealer.incentives_enabled === true;
  return BUILD_AND_PRICE_ROUTES.filter((step) => step !== 'incentives' || incentives);
}

/** The step after `step` (the welcome page: null) for this dealer, null after the last. */
export function nextStep(step: BnpStep | null, dealer: Parameters<typeof stepsFor>[0]): BnpStep | null {
  const after = step === null ? -1 : BUILD_AND_PRICE_ROUTES.indexOf(step);
  return stepsFor(dealer).find((next) => BUILD_AND_PRICE_ROUTES.indexOf(next) > after) ?? null;
}
