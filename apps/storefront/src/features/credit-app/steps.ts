import {
  CREDIT_APP_ROUTES,
  CREDIT_APP_STEPS,
  type CreditAppFormSection,
  type CreditAppParty,
  type CreditAppStep,
  creditAppSidebarSteps,
} from '@storefront/domain';

// The credit application's steps (spec 3 section 2): the domain's routes and step names, in order
// (CREDIT_APP_ROUTES[i] is the path of CREDIT_APP_STEPS[i]); co-applicant steps only with a co-applicant.

export type CreditAppRoute = (typeof CREDIT_APP_ROUTES)[number];

export function routeOf(step: CreditAppStep): CreditAppRoute {
  return CREDIT_APP_ROUTES[CREDIT_APP_STEPS.indexOf(step)] ?? 'consent';
}

export function stepOf(route: string): CreditAppStep | undefined {
  const i = (CREDIT_APP_ROUTES as readonly string[]).indexOf(route);
  return i < 0 ? undefined : CREDIT_APP_STEPS[i];
}

/** The steps the sidebar lists (the result is reached by sending the application, not listed). */
export function sidebarSteps(hasCoApplicant: boolean): CreditAppStep[] {
  return creditAppSidebarSteps(hasCoApplicant).filter((s) => s !== 'result');
}

/**
 * The step of one section of one party: its title names whose it is ("Co-applicant residence"), for
 * the review's headings and for a problem the server found on sending.
 */
export function sectionStep(party: CreditAppParty, section: CreditAppFormSection): CreditAppStep {
  const co = party === 'co' ? 'coapplicant-' : '';
  return section === 'applicant' ? `${co || 'applicant-'}info` : `${co}${section}-info`;
}

/** The route after a step, for the shopper's "Continue". */
export function nextRoute(step: CreditAppStep, hasCoApplicant: boolean): CreditAppRoute {
  const steps = sidebarSteps(hasCoApplicant);
  const next = steps[steps.indexOf(step) + 1];
  return next ? routeOf(next) : 'review';
}

/** The route of the step a path names (`…/credit-app/12/co-applicant/employment/` -> `co-applicant/employment`). */
export function routeInPath(pathname: string, vehicleId: string): string {
  const marker = `/credit-app/${vehicleId}/`;
  const at = pathname.indexOf(marker);
  return at < 0 ? '' : pathname.slice(at + marker.length).replace(/\/+$/, '');
}

/** The decision system's name in the page's language (the embedded ones have messages; others their own name). */
export function systemName(
  intl: { formatMessage: (d: { id: string }) => string; messages: Record<string, unknown> },
  system: { id: string; name: string },
): string {
  const id = `creditApp.system.${system.id}`;
  return id in intl.messages ? intl.formatMessage({ id }) : system.name;
}

/**
 * Whether a postal code is complete enough to look its province (Canada) or state (USA) up: the spec's
 * exactly seven characters of a postal code (A1A 1A1), and its US counterpart, a five-digit ZIP code.
 */
export function lookupPostalCode(value: string, country: 'CA' | 'US'): boolean {
  return country === 'US' ? /^\d{5}$/.test(value) : value.length === 7;
}
