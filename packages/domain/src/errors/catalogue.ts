/**
 * The error catalogue of spec 1 §8, spec 2 §8 and spec 3 §8 as data: condition -> behaviour, toast
 * message key, duration and placement. Message keys are ICU ids; when the spec quotes an English
 * text, it is kept as `text` (the en-US message of that id). Placement is given by the spec only
 * for API errors (bottom right) and the postal-code update (bottom centre); every other toast uses
 * DEFAULT_TOAST_PLACEMENT (our decision).
 */
import { ERROR_TEXT_MAX_LENGTH, TOAST_DURATION_MS } from '../constants.ts';
import type { HttpCall } from './http-outcome.ts';

export const ERROR_KINDS = ['GENERIC_ERROR', 'API_ERROR', 'VEHICLE_UNAVAILABLE'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Sales-rep codes (spec 2 §8); their handling is not shown. */
export const SALES_REP_CODES = [
  'DEALERSHIP_NOT_ALLOWED',
  'RAPID_LOCK_FAIL',
  'NO_PENDING_REQUESTS',
  'NO_APPROVAL_YET',
  'RAPID_LOCK_FAIL_TIMEOUT',
  'RAPID_LOCK_FAIL_CONNECT',
  'OTHER_SALES_REP_ASSIGNED',
  'CANNOT_SELF_ASSIGN',
  'WRONG_DEALERSHIP',
  'ORDER_REMOVED',
  'VEHICLE_REMOVED',
] as const;
export type SalesRepCode = (typeof SALES_REP_CODES)[number];

export const TOAST_PLACEMENTS = ['bottom-right', 'bottom-center', 'top-right', 'top-center'] as const;
export type ToastPlacement = (typeof TOAST_PLACEMENTS)[number];
export const DEFAULT_TOAST_PLACEMENT: ToastPlacement = 'bottom-right';
export const TOAST_VARIANTS = ['error', 'info', 'success', 'warning'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastSpec {
  /** ICU message id. */
  readonly messageId: string;
  /** English text quoted by the spec, when it quotes one. */
  readonly text?: string;
  /** Duration in ms; null means it stays open until dismissed with its X. */
  readonly durationMs: number | null;
  readonly placement: ToastPlacement;
  readonly variant: ToastVariant;
  /** Shows a dismiss X. */
  readonly dismissible: boolean;
  /** Values for the message (e.g. the field of an API error). */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * The call whose next success makes the toast stale, so it is dismissed then: "Some changes are
   * needed before we can price this deal" once the corrected deal is priced.
   */
  readonly clearedBy?: HttpCall;
}

function toast(
  messageId: string,
  durationMs: number | null,
  extra: Partial<Omit<ToastSpec, 'messageId' | 'durationMs'>> = {},
): ToastSpec {
  return {
    messageId,
    durationMs,
    placement: DEFAULT_TOAST_PLACEMENT,
    variant: 'error',
    dismissible: durationMs === null,
    ...extra,
  };
}

/** Every toast the catalogue names. */
export const TOASTS = /* @__PURE__ */ Object.freeze({
  unauthorized: toast('errors.http.unauthorized', TOAST_DURATION_MS.LONG, {
    text: 'Please login to continue',
  }),
  forbidden: toast('errors.http.forbidden', TOAST_DURATION_MS.LONG, {
    text: "You don't have permissions to perform this action.",
  }),
  notFound: toast('errors.http.not_found', TOAST_DURATION_MS.LONG, {
    text: 'Requested resource was not found on this server.',
  }),
  networkRetry: toast('errors.http.network_retrying', TOAST_DURATION_MS.LONG, {
    text: 'Network error. Retrying…',
  }),
  networkError: toast('errors.http.network_error', TOAST_DURATION_MS.LONG),
  timeout: toast('errors.http.timeout', TOAST_DURATION_MS.LONG),
  reentrySendCode: toast('auth.desc.reentry_send_code_error', TOAST_DURATION_MS.SHORT),
  reentryResend: toast('reentry_resend_code', TOAST_DURATION_MS.LONG, { variant: 'info' }),
  postalCodeUpdateFailed: toast('orders.postal_modal.error.update_failed', TOAST_DURATION_MS.SHORT, {
    placement: 'bottom-center',
  }),
  vwIdkError: toast('errors.vw_idk_error', TOAST_DURATION_MS.LONG),
  pastTradeIns: toast('trade_in.errors.past_trade_ins', null, { text: 'Unable to fetch past trade-ins.' }),
  paymentChangesNeeded: toast('payment_error_changes_needed', TOAST_DURATION_MS.PAYMENT, {
    dismissible: true,
    clearedBy: 'payment',
  }),
  paymentTryLater: toast('payment_error_try_later', TOAST_DURATION_MS.PAYMENT, {
    text: 'try later',
    clearedBy: 'payment',
  }),
  invalidPaymentFrequency: toast('payment_error_invalid_frequency', null, {
    text: 'previous option invalid, select a new option',
  }),
  tradeInUnableToMakeChanges: toast('trade_in.errors.unable_to_make_changes', TOAST_DURATION_MS.SHORT, {
    text: 'unable to make changes',
  }),
  tradeInSkipped: toast('trade_in.errors.skipped', TOAST_DURATION_MS.LONG, { text: 'trade-in skipped' }),
  apiFieldError: toast('errors.api.field', TOAST_DURATION_MS.LONG, { placement: 'bottom-right' }),
  // (No `text`: the spec quotes none; en-US says "This vehicle is no longer available.")
  vehicleUnavailable: toast('errors.vehicle_unavailable', TOAST_DURATION_MS.LONG),
} as const);

/** Kinds of behaviour a catalogue entry describes. */
export const BEHAVIOURS = [
  'toast',
  'login-modal',
  'reentry',
  'navigate',
  'retry',
  'network-error-handler',
  'inline-error',
  'field-errors',
  'existing-user',
  'store-payment-errors',
  'rethrow',
  'throw',
  'log',
  'warn',
  'ignore',
  'screen',
  'reload',
  'return-false',
  'analytics',
  'shared-error-handler',
  'clear',
  'valuation-zero',
] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export interface CatalogueEntry {
  readonly id: string;
  /** Spec sections the entry comes from. */
  readonly spec: readonly string[];
  readonly condition: string;
  readonly behaviours: readonly Behaviour[];
  readonly toast?: ToastSpec;
  /** Text of a thrown error or inline message id. */
  readonly message?: string;
}

const entry = (e: CatalogueEntry): CatalogueEntry => e;

// Built by a call marked pure: a bundle that imports this module for TOASTS or sliceErrorText
// without using ERROR_CATALOGUE (the storefront's initial chunk) drops the whole table, its reads
// of TOASTS included, instead of keeping it as a top-level call that might have side effects.
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = /* @__PURE__ */ catalogueEntries();

function catalogueEntries(): readonly CatalogueEntry[] {
  return Object.freeze([
    entry({
      id: 'http-401',
      spec: ['1§8'],
      condition: 'HTTP 401',
      behaviours: ['login-modal', 'toast'],
      toast: TOASTS.unauthorized,
    }),
    entry({
      id: 'http-403',
      spec: ['1§8', '1§6'],
      condition: 'HTTP 403',
      behaviours: ['toast'],
      toast: TOASTS.forbidden,
    }),
    entry({
      id: 'http-404',
      spec: ['1§8'],
      condition: 'HTTP 404 (suppressed when the request sets hide_404_toast)',
      behaviours: ['toast'],
      toast: TOASTS.notFound,
    }),
    entry({ id: 'http-440', spec: ['1§8'], condition: 'HTTP 440', behaviours: ['reentry'] }),
    entry({ id: 'http-3xx', spec: ['1§8'], condition: 'HTTP 301 to 399', behaviours: ['navigate'] }),
    entry({
      id: 'no-response',
      spec: ['1§8'],
      condition: 'No response',
      behaviours: ['network-error-handler'],
      toast: TOASTS.networkError,
    }),
    entry({
      id: 'network-failure',
      spec: ['1§7', '1§8', '2§8'],
      condition: 'Network failure (or status 500-599 on GET, HEAD, OPTIONS), up to 3 retries 3000 ms apart',
      behaviours: ['toast', 'retry'],
      toast: TOASTS.networkRetry,
    }),
    entry({
      id: 'timeout',
      spec: ['1§8', '2§8'],
      condition: 'Request timed out (or a trade-in custom handler)',
      behaviours: ['toast'],
      toast: TOASTS.timeout,
    }),
    entry({
      id: 'reentry-verify',
      spec: ['1§8'],
      condition: 'Re-entry verification 403 or 412 (other errors rethrown)',
      behaviours: ['inline-error', 'analytics'],
      message: 'auth.desc.reentry_code_error',
    }),
    entry({
      id: 'reentry-send',
      spec: ['1§8'],
      condition: 'Send re-entry code fails',
      behaviours: ['toast', 'rethrow'],
      toast: TOASTS.reentrySendCode,
    }),
    entry({
      id: 'registration',
      spec: ['1§5', '1§8'],
      condition: 'Registration error with email field (other field errors under the fields)',
      behaviours: ['existing-user', 'field-errors', 'analytics'],
    }),
    entry({
      id: 'email-login-link-400',
      spec: ['1§5'],
      condition: 'E-mail login link request answers 400',
      behaviours: ['ignore'],
    }),
    entry({
      id: 'postal-code-update',
      spec: ['1§8', '2§8'],
      condition:
        'Postal code update 500 or no response (other responses with data: field errors non_field_errors, postal_code)',
      behaviours: ['toast', 'field-errors'],
      toast: TOASTS.postalCodeUpdateFailed,
    }),
    entry({
      id: 'vw-idk-error',
      spec: ['1§2', '1§8'],
      condition: 'Query vw_idk_error',
      behaviours: ['toast'],
      toast: TOASTS.vwIdkError,
    }),
    entry({
      id: 'logout-failure',
      spec: ['1§4', '1§8'],
      condition: 'Logout or back-to-dealer failure',
      behaviours: ['shared-error-handler', 'navigate'],
    }),
    entry({
      id: 'past-trade-ins',
      spec: ['1§8', '3§8'],
      condition: 'Past trade-ins list fails',
      behaviours: ['toast'],
      toast: TOASTS.pastTradeIns,
    }),
    entry({
      id: 'vehicle-load',
      spec: ['1§8', '2§8'],
      condition: 'Vehicle fails to load',
      behaviours: ['screen'],
      message: 'vehicle-not-found',
    }),
    entry({
      id: 'vehicle-404',
      spec: ['2§8'],
      condition: '404 on vehicle fetch',
      behaviours: ['screen'],
      message: 'vehicle-not-found',
    }),
    entry({
      id: 'chunk-load',
      spec: ['1§8', '2§8'],
      condition: 'Chunk load failure (timeout 120 s)',
      behaviours: ['reload'],
    }),
    entry({
      id: 'unknown-stock-status',
      spec: ['1§4', '1§8'],
      condition: 'Unknown stock status',
      behaviours: ['log'],
    }),
    entry({
      id: 'unknown-chat-provider',
      spec: ['1§8'],
      condition: 'Unknown chat provider',
      behaviours: ['log'],
    }),
    entry({
      id: 'consent-no-user',
      spec: ['1§8', '3§4', '3§8'],
      condition: 'Consent save without user',
      behaviours: ['throw'],
      message: 'User not logged in',
    }),
    entry({
      id: 'consent-required',
      spec: ['1§8', '3§5', '3§8'],
      condition: 'Required consent not ticked',
      behaviours: ['inline-error'],
      message: 'field_required',
    }),
    entry({
      id: 'error-text-length',
      spec: ['1§8', '2§8'],
      condition: 'Error text length',
      behaviours: ['log'],
      message: `sliced to ${ERROR_TEXT_MAX_LENGTH}`,
    }),
    entry({
      id: 'payment-400',
      spec: ['2§8', '2§5'],
      condition: 'Pricing or payment call returns 400',
      behaviours: ['store-payment-errors', 'inline-error', 'toast'],
      toast: TOASTS.paymentChangesNeeded,
    }),
    entry({
      id: 'payment-other',
      spec: ['2§8'],
      condition: 'Other pricing or payment failures',
      behaviours: ['toast', 'rethrow'],
      toast: TOASTS.paymentTryLater,
    }),
    entry({
      id: 'invalid-payment-frequency',
      spec: ['2§4', '2§8'],
      condition: 'Invalid payment frequency',
      behaviours: ['toast'],
      toast: TOASTS.invalidPaymentFrequency,
    }),
    entry({
      id: 'protection-price',
      spec: ['2§8', '3§8'],
      condition: 'Protection plan price failure',
      behaviours: ['ignore'],
    }),
    entry({
      id: 'prepare-protection',
      spec: ['2§8', '3§8'],
      condition: 'Prepare-protection failure',
      behaviours: ['log'],
    }),
    entry({
      id: 'test-drive',
      spec: ['2§8'],
      condition: 'Test-drive booking failure',
      behaviours: ['return-false'],
    }),
    entry({
      id: 'praq-fetch',
      spec: ['2§8'],
      condition: 'PRAQ fetch error (an invalid id also errors)',
      behaviours: ['clear'],
    }),
    entry({
      id: 'incentives-non-200',
      spec: ['2§8', '2§7'],
      condition: 'Incentives non-200',
      behaviours: ['ignore'],
    }),
    entry({
      id: 'language',
      spec: ['2§8'],
      condition: 'Language get or set failure',
      behaviours: ['log', 'rethrow'],
    }),
    entry({
      id: 'unsupported-trade-in-system',
      spec: ['2§8', '3§3', '3§8'],
      condition: 'Unsupported trade-in system',
      behaviours: ['throw'],
      message: 'Unsupported trade in system',
    }),
    entry({
      id: 'payment-system-undeterminable',
      spec: ['2§3', '2§8'],
      condition: 'Payment system undeterminable (pricing stack version 1 assumed)',
      behaviours: ['warn'],
    }),
    entry({
      id: 'api-error',
      spec: ['1§8', '2§8', '3§8'],
      condition: 'API error: object body shows first message per field; plain string logs status and text',
      behaviours: ['toast', 'log'],
      toast: TOASTS.apiFieldError,
    }),
    entry({
      id: 'vehicle-unavailable',
      spec: ['1§8', '2§8'],
      condition:
        'VEHICLE_UNAVAILABLE: an API error on the vehicle field (sold, unavailable or gone), told in the page language instead of "vehicle - ..."',
      behaviours: ['toast'],
      toast: TOASTS.vehicleUnavailable,
    }),
    entry({
      id: 'trade-in-accept-decline',
      spec: ['3§4', '3§8'],
      condition: 'Trade-in accept or decline fails',
      behaviours: ['toast'],
      toast: TOASTS.tradeInUnableToMakeChanges,
    }),
    entry({
      id: 'trade-in-exclude',
      spec: ['3§8'],
      condition: 'Trade-in exclude fails',
      behaviours: ['toast'],
      toast: TOASTS.tradeInUnableToMakeChanges,
    }),
    entry({
      id: 'valuation-failure',
      spec: ['3§5', '3§8'],
      condition: 'Third-party valuation fails',
      behaviours: ['valuation-zero'],
    }),
    entry({
      id: 'unknown-tracker',
      spec: ['3§8'],
      condition: 'Unknown tracker name',
      behaviours: ['throw'],
      message: 'Not defined tracker',
    }),
    entry({
      id: 'missing-analytics-names',
      spec: ['3§8'],
      condition: 'Missing page or event names',
      behaviours: ['warn'],
    }),
    entry({
      id: 'queue-flush-while-queueing',
      spec: ['3§8'],
      condition: 'Queue-flush while queueing is on',
      behaviours: ['throw'],
    }),
    entry({
      id: 'form-error-analytics',
      spec: ['1§5', '3§8'],
      condition:
        'Form error (default code 400): code, message, referring URL, field ids; address-validation list empty',
      behaviours: ['analytics'],
    }),
    entry({
      id: 'trade-in-skipped',
      spec: ['1§4', '3§2', '3§8'],
      condition: 'Trade-in valuation skipped',
      behaviours: ['toast', 'navigate'],
      toast: TOASTS.tradeInSkipped,
    }),
  ]);
}

/** Finds a catalogue entry by id; throws for an unknown id (a programming error). */
export function catalogueEntry(id: string): CatalogueEntry {
  const found = ERROR_CATALOGUE.find((e) => e.id === id);
  if (!found) throw new Error(`Unknown catalogue entry: ${id}`);
  return found;
}

/** Error texts are sliced to 2000 characters (spec 1 §8). */
export function sliceErrorText(text: string): string {
  return text.length > ERROR_TEXT_MAX_LENGTH ? text.slice(0, ERROR_TEXT_MAX_LENGTH) : text;
}
