import {
  type BounceContext,
  type BounceRecoveryRule,
  BREAKPOINTS,
  customExitPageUrl,
  type FeedbackAnswers,
  isExitIntentEnabled,
} from '@storefront/domain';
import type { HttpClient } from '../../shared/api/http.ts';
import type { KeyValueStorage } from '../../shared/state/persist.ts';

/** Submitted and dismissed are permanent (spec 1 section 4): stored per dealer. */
export interface ExitFlags {
  submitted: boolean;
  dismissed: boolean;
}

const key = (dealerCode: string | undefined) => `sf-exit-intent:v1:${dealerCode ?? '(default)'}`;

export function readExitFlags(storage: KeyValueStorage, dealerCode: string | undefined): ExitFlags {
  try {
    const raw = JSON.parse(storage.getItem(key(dealerCode)) ?? '{}') as Partial<ExitFlags>;
    return { submitted: raw.submitted === true, dismissed: raw.dismissed === true };
  } catch {
    return { submitted: false, dismissed: false };
  }
}

export function writeExitFlags(
  storage: KeyValueStorage,
  dealerCode: string | undefined,
  flags: ExitFlags,
): void {
  storage.setItem(key(dealerCode), JSON.stringify(flags));
}

/** The dealer fields exit intent reads. */
export interface ExitDealer {
  enable_bounce_recovery?: boolean;
  compulsory_login?: boolean;
  enable_custom_bounce_recovery?: boolean;
  bounce_recovery_rules?: BounceRecoveryRule[];
  default_custom_bounce_recovery_url?: string | null;
  bounce_recovery_width?: number | string | null;
  bounce_recovery_height?: number | string | null;
}

/** The domain's enabling rule on the dealer's settings. */
export function exitIntentEnabled(
  dealer: ExitDealer | undefined,
  viewportWidth: number,
  authenticated: boolean,
): boolean {
  return isExitIntentEnabled({
    viewportWidth,
    authenticated,
    enable_bounce_recovery: dealer?.enable_bounce_recovery === true,
    compulsory_login: dealer?.compulsory_login === true,
  });
}

/** What the rule matching reads of the page: language, layout, orders, session and the vehicle. */
export interface ExitPage {
  locale: string;
  viewportWidth: number;
  hasOrders: boolean;
  authenticated: boolean;
  /** The vehicle the shopper is looking at (vehicle pages), else null. */
  vehicle: { vehicle_condition?: string | null } | null | undefined;
}

/** The domain's bounce context of the page: the current vehicle's condition (new, used) included. */
export function bounceContext(page: ExitPage): BounceContext {
  return {
    language: page.locale.startsWith('fr') ? 'fr' : 'en',
    layout: page.viewportWidth >= BREAKPOINTS.sm ? 'desktop' : 'mobile',
    hasOrders: page.hasOrders,
    hasUser: page.authenticated,
    newlyAuthenticated: false,
    vehicleCondition: page.vehicle?.vehicle_condition ?? null,
  };
}

export type ExitModal =
  | { kind: 'feedback' }
  | { kind: 'custom'; url: string; width: number | string | null; height: number | string | null };

/**
 * Which modal opens: the dealer's custom exit page when custom bounce recovery is on and a rule
 * matches (first matching rule, else the default address); otherwise the feedback survey.
 */
export function exitModalFor(dealer: ExitDealer | undefined, ctx: BounceContext): ExitModal {
  if (dealer?.enable_custom_bounce_recovery === true) {
    const url = customExitPageUrl(
      dealer.bounce_recovery_rules ?? [],
      ctx,
      dealer.default_custom_bounce_recovery_url || null,
    );
    if (url) {
      return {
        kind: 'custom',
        url,
        width: dealer.bounce_recovery_width ?? null,
        height: dealer.bounce_recovery_height ?? null,
      };
    }
  }
  return { kind: 'feedback' };
}

/** POST /api/customer/bounce-recovery/ with the survey's answers. */
export async function submitBounceRecovery(http: HttpClient, answers: FeedbackAnswers): Promise<void> {
  await http
    .post('/api/customer/bounce-recovery/', {
      json: answers,
      context: { call: 'form', fields: ['feedback', 'non_field_errors'] },
      retry: { limit: 0 },
    })
    .json();
}
