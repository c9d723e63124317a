/**
 * Sign-in modal (spec 1 §4): its sources and the wording keys per source, the re-entry code rule,
 * and the parent-window auth messages of iframe mode.
 */
import { REENTRY_CODE_LENGTH } from '../constants.ts';
import { rules, type ValidationItem } from '../validators/validation-item.ts';

export const SIGN_IN_SOURCES = [
  'default',
  'unlock_pricing',
  'bounce',
  'returning_customer',
  'already_registered',
  'session_expired',
  'build_and_price',
  'trade_in',
  'trade_in_vehicle_history',
  'trade_in_black_book_review',
  'credit_app',
  'deposit',
  'appointment',
] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];

/** Button labels (spec 1 §4). */
export const SIGN_IN_BUTTON_LABELS = [
  'save_deal',
  'unlock_pricing',
  'save_progress',
  'continue_trade_in',
  'request_dealer_quote',
  'submit_credit_app',
  'place_deposit',
  'book_appointment',
] as const;
export type SignInButtonLabel = (typeof SIGN_IN_BUTTON_LABELS)[number];

export interface SignInWording {
  readonly titleId: string;
  readonly textId: string;
  readonly buttonId: string;
  readonly button: SignInButtonLabel;
  /** Shows a skip-for-now link. */
  readonly skippable: boolean;
}

/**
 * Which button label each source uses. The spec lists the labels but not the pairing; this is ours,
 * chosen by what the shopper was doing.
 */
const BUTTON_BY_SOURCE: Readonly<Record<SignInSource, SignInButtonLabel>> = Object.freeze({
  default: 'save_deal',
  unlock_pricing: 'unlock_pricing',
  bounce: 'save_progress',
  returning_customer: 'save_progress',
  already_registered: 'save_deal',
  session_expired: 'save_progress',
  build_and_price: 'save_deal',
  trade_in: 'continue_trade_in',
  trade_in_vehicle_history: 'continue_trade_in',
  trade_in_black_book_review: 'request_dealer_quote',
  credit_app: 'submit_credit_app',
  deposit: 'place_deposit',
  appointment: 'book_appointment',
});

/** Sources that may be skipped: bounce, unlock pricing and the trade-in valuation review. */
export const SKIPPABLE_SIGN_IN_SOURCES: readonly SignInSource[] = [
  'bounce',
  'unlock_pricing',
  'trade_in_black_book_review',
];

export function signInWording(source: SignInSource): SignInWording {
  const button = BUTTON_BY_SOURCE[source];
  return {
    titleId: `auth.title.${source}`,
    textId: `auth.desc.${source}`,
    buttonId: `auth.button.${button}`,
    button,
    skippable: SKIPPABLE_SIGN_IN_SOURCES.includes(source),
  };
}

/**
 * What skipping does: the trade-in valuation review redirects to order-details with an error toast
 * 'trade-in skipped'; other skippable sources just close.
 */
export function signInSkipAction(source: SignInSource): 'order-details-with-toast' | 'close' | null {
  if (!SKIPPABLE_SIGN_IN_SOURCES.includes(source)) return null;
  return source === 'trade_in_black_book_review' ? 'order-details-with-toast' : 'close';
}

/** Re-entry: continue is enabled only with exactly 6 characters and nothing loading. */
export function canContinueReentry(code: string, loading: boolean): boolean {
  return !loading && code.length === REENTRY_CODE_LENGTH;
}

/** Auth messages from the parent window in iframe mode (spec 1 §4). */
export const PARENT_AUTH_MESSAGES = ['require_customer', 'success', 'cancelled'] as const;
export const PARENT_AUTH_RESULTS = ['new', 'existing', 'cancelled'] as const;
export type ParentAuthResult = (typeof PARENT_AUTH_RESULTS)[number] | 'success';

/**
 * What to do with a parent auth answer: existing -> nothing to reload; success or new -> reload the
 * current user, order and payment types and continue the saved action; cancelled -> cancel action.
 */
export function parentAuthAction(result: ParentAuthResult): 'none' | 'reload-and-continue' | 'cancel' {
  if (result === 'existing') return 'none';
  if (result === 'cancelled') return 'cancel';
  return 'reload-and-continue';
}

/** Messages posted to the parent in iframe mode (spec 1 §1 and §7). */
export const IFRAME_MESSAGES = ['auth_required', 'cta_click', 'transaction', 'error', 'busy'] as const;
export type IframeMessage = (typeof IFRAME_MESSAGES)[number];

/** Auth form requirements (spec 1 §5). */
export function authFormRequirements(dealer: {
  readonly compulsory_login?: boolean;
  readonly mandatory_names?: boolean;
  readonly enable_phone_auth?: boolean;
  readonly mandatory_phone_auth?: boolean;
  readonly enable_customer_preferred_method_of_contact?: boolean;
}): { namesRequired: boolean; showPhone: boolean; phoneRequired: boolean; showPreferredContact: boolean } {
  return {
    namesRequired: Boolean(dealer.compulsory_login || dealer.mandatory_names),
    showPhone: Boolean(dealer.enable_phone_auth),
    // A field that is not shown cannot be required: required only when shown (our reading).
    phoneRequired: Boolean(
      dealer.enable_phone_auth &&
        (dealer.enable_customer_preferred_method_of_contact || dealer.mandatory_phone_auth),
    ),
    showPreferredContact: Boolean(dealer.enable_customer_preferred_method_of_contact),
  };
}

/** Validation items of the auth form (spec 1 §5): names, email, phone, preferred contact. */
export function authFormItems(dealer: Parameters<typeof authFormRequirements>[0]): ValidationItem[] {
  const req = authFormRequirements(dealer);
  const nameRules = req.namesRequired ? [rules.required(), rules.name()] : [rules.name()];
  const items: ValidationItem[] = [
    { field: 'first_name', rules: nameRules },
    { field: 'last_name', rules: nameRules },
    { field: 'email', rules: [rules.required(), rules.email(), rules.asciiEmail()] },
  ];
  if (req.showPhone) {
    items.push({
      field: 'phone',
      rules: req.phoneRequired ? [rules.required(), rules.phone()] : [rules.phone()],
    });
  }
  if (req.showPreferredContact)
    items.push({ field: 'preferred_method_of_contact', rules: [rules.required()] });
  return items;
}
