/**
 * From an HTTP outcome (status, body, request flags) to the behaviour the catalogue prescribes
 * (spec 1 §7 and §8, spec 2 §8, spec 3 §8). The client interceptor rules come first (401, 403, 404,
 * 440, 3xx, retries, time-outs), then the rules of the call that was made.
 */
import { HTTP_RETRIES, HTTP_RETRY_DELAY_MS, HTTP_SAFE_METHODS } from '../constants.ts';
import {
  firstErrors,
  mapServerErrors,
  NON_FIELD_ERRORS,
  PAYMENT_FREQUENCY_FIELD,
} from '../validators/server-errors.ts';
import { sliceErrorText, TOASTS, type ToastSpec } from './catalogue.ts';

/** Calls with their own handling in the catalogue; `default` uses the shared API error handler. */
export const HTTP_CALLS = [
  'default',
  'form',
  'payment',
  'postal-code-update',
  'reentry-verify',
  'reentry-send',
  'registration',
  'email-login-link',
  'vehicle',
  'protection-price',
  'prepare-protection',
  'test-drive',
  'praq',
  'incentives',
  'language',
  'trade-in-offer',
  'past-trade-ins',
  'logout',
  'valuation',
  'order-update',
  'deposit',
] as const;
export type HttpCall = (typeof HTTP_CALLS)[number];

export interface HttpOutcome {
  /** HTTP status; undefined when there was no response. */
  readonly status?: number | undefined;
  readonly statusText?: string | undefined;
  readonly body?: unknown;
  /** Location header of a 3xx. */
  readonly location?: string | null | undefined;
  /** Network failure (connection refused, DNS, offline): no response. */
  readonly networkError?: boolean | undefined;
  /** The request timed out. */
  readonly timedOut?: boolean | undefined;
  readonly method?: string | undefined;
  /** Retries already made for this request (0 on the first failure). */
  readonly attempt?: number | undefined;
  /** Request flags. */
  readonly flags?:
    | {
        readonly hide_404_toast?: boolean;
        /** A trade-in call with its own time-out handler. */
        readonly customTimeoutHandler?: boolean;
        /** The request opted out of retries (e.g. image uploads). */
        readonly noRetry?: boolean;
        /** Finance or lease form showing the payment frequency inline (payment calls). */
        readonly paymentFrequencyInline?: boolean;
        /** Fields of the form, for field-error mapping. */
        readonly fields?: readonly string[];
      }
    | undefined;
}

export type HttpAction =
  | { readonly type: 'toast'; readonly toast: ToastSpec }
  | { readonly type: 'open-login-modal' }
  | { readonly type: 'reentry'; readonly email: string | null }
  | { readonly type: 'navigate'; readonly location: string }
  | { readonly type: 'retry'; readonly delayMs: number; readonly attempt: number }
  | { readonly type: 'network-error' }
  | { readonly type: 'custom-timeout' }
  | {
      readonly type: 'field-errors';
      readonly fieldErrors: Record<string, string[]>;
      readonly formErrors: string[];
    }
  | { readonly type: 'inline-error'; readonly field: string | null; readonly message: string }
  | { readonly type: 'existing-user' }
  | { readonly type: 'store-payment-errors'; readonly body: unknown }
  | {
      readonly type: 'analytics';
      readonly event: 'login-fail' | 'error' | 'registration-fail';
      readonly code: number;
    }
  | { readonly type: 'log'; readonly level: 'log' | 'warn' | 'error'; readonly message: string }
  | { readonly type: 'screen'; readonly screen: 'vehicle-not-found' }
  | { readonly type: 'clear' }
  | { readonly type: 'return'; readonly value: unknown }
  | { readonly type: 'rethrow' }
  | { readonly type: 'ignore' };

export interface HttpBehaviour {
  /** True for 2xx: nothing to do. */
  readonly ok: boolean;
  readonly actions: readonly HttpAction[];
}

const isSafe = (method: string | undefined) =>
  (HTTP_SAFE_METHODS as readonly string[]).includes((method ?? 'GET').toUpperCase());

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The field of an API error that means the vehicle cannot be dealt on (the VEHICLE_UNAVAILABLE kind). */
export const VEHICLE_FIELD = 'vehicle';

/**
 * The shared error handler for API errors: a plain-string body is logged with status and status
 * text; an object body shows the first message per field as an error toast at bottom right for 5 s,
 * prefixed with 'field - ' unless the field is non_field_errors. The toast carries the message as
 * `text` and the field's key in `values.field`: the app prefixes the field's name in the page's
 * language (never the key, which a shopper cannot read). An error on the vehicle is the catalogue's
 * VEHICLE_UNAVAILABLE toast, a message of the page's language.
 */
export function sharedApiErrorActions(
  status: number | undefined,
  statusText: string | undefined,
  body: unknown,
): HttpAction[] {
  if (isObject(body)) {
    const first = firstErrors(mapServerErrors(body).fieldErrors);
    const merged = mapServerErrors(body);
    const nonField = merged.formErrors[0];
    const actions: HttpAction[] = [];
    if (nonField !== undefined) {
      actions.push({ type: 'toast', toast: { ...TOASTS.apiFieldError, text: sliceErrorText(nonField) } });
    }
    for (const [field, message] of Object.entries(first)) {
      if (field === VEHICLE_FIELD) {
        actions.push({ type: 'toast', toast: TOASTS.vehicleUnavailable });
        continue;
      }
      actions.push({
        type: 'toast',
        toast: { ...TOASTS.apiFieldError, text: sliceErrorText(message), values: { field } },
      });
    }
    return actions;
  }
  const text = typeof body === 'string' ? body : '';
  return [
    {
      type: 'log',
      level: 'error',
      message: sliceErrorText(`${status ?? ''} ${statusText ?? ''} ${text}`.trim()),
    },
  ];
}

/**
 * Text of one API-error toast: `label - message` with the field's name in the page's language, or the
 * message alone for non_field_errors and for a field the app has no name for (a raw key is never shown).
 */
export function apiErrorToastText(field: string, message: string, label?: string | null): string {
  return field === NON_FIELD_ERRORS || !label ? message : `${label} - ${message}`;
}

function emailOf(body: unknown): string | null {
  return isObject(body) && typeof body.email === 'string' ? body.email : null;
}

function hasField(body: unknown, field: string): boolean {
  return isObject(body) && body[field] !== undefined;
}

/**
 * Interceptor rules common to every call. Answers null when the outcome is for the call to handle.
 */
function interceptor(o: HttpOutcome): HttpAction[] | null {
  const attempt = o.attempt ?? 0;
  const canRetry = !o.flags?.noRetry && attempt < HTTP_RETRIES;
  const retry = (): HttpAction[] => [
    { type: 'toast', toast: TOASTS.networkRetry },
    { type: 'retry', delayMs: HTTP_RETRY_DELAY_MS, attempt: attempt + 1 },
  ];
  if (o.timedOut) {
    return o.flags?.customTimeoutHandler
      ? [{ type: 'custom-timeout' }]
      : [{ type: 'toast', toast: TOASTS.timeout }];
  }
  if (o.status === undefined) {
    if (o.networkError && canRetry) return retry();
    return null;
  }
  const s = o.status;
  if (s >= 500 && s <= 599 && isSafe(o.method) && canRetry) return retry();
  if (s === 401) return [{ type: 'open-login-modal' }, { type: 'toast', toast: TOASTS.unauthorized }];
  if (s === 403) return [{ type: 'toast', toast: TOASTS.forbidden }];
  if (s === 440) return [{ type: 'reentry', email: emailOf(o.body) }];
  if (s >= 301 && s <= 399 && o.location) return [{ type: 'navigate', location: o.location }];
  return null;
}

/** Resolves an HTTP outcome for a call into the ordered actions to take. */
export function resolveHttpOutcome(outcome: HttpOutcome, call: HttpCall = 'default'): HttpBehaviour {
  const s = outcome.status;
  if (s !== undefined && s >= 200 && s <= 299 && !outcome.timedOut) {
    // A non-200 success from the incentives call is still ignored (accepted only on status 200).
    if (call === 'incentives' && s !== 200) return { ok: false, actions: [{ type: 'ignore' }] };
    return { ok: true, actions: [] };
  }

  // Calls whose failures are swallowed whatever the status.
  if (call === 'protection-price') return { ok: false, actions: [{ type: 'ignore' }] };
  if (call === 'prepare-protection') {
    return { ok: false, actions: [{ type: 'log', level: 'error', message: 'prepare-protection failed' }] };
  }
  if (call === 'test-drive') return { ok: false, actions: [{ type: 'return', value: false }] };
  if (call === 'incentives') return { ok: false, actions: [{ type: 'ignore' }] };
  if (call === 'valuation')
    return { ok: false, actions: [{ type: 'return', value: { trade_in_low: 0, trade_in_high: 0 } }] };

  // Postal-code update: a 500 or no response is a toast, before any retry.
  if (call === 'postal-code-update') {
    if (s === undefined || s === 500)
      return { ok: false, actions: [{ type: 'toast', toast: TOASTS.postalCodeUpdateFailed }] };
    if (outcome.body !== undefined && outcome.body !== null && s !== 401 && s !== 403 && s !== 440) {
      const { fieldErrors, formErrors } = mapServerErrors(outcome.body, {
        fields: [NON_FIELD_ERRORS, 'postal_code'],
      });
      return { ok: false, actions: [{ type: 'field-errors', fieldErrors, formErrors }] };
    }
  }

  // The vehicle's 404 toast is hidden; a failed vehicle load shows vehicle-not-found.
  if (call === 'vehicle' && !(outcome.networkError && (outcome.attempt ?? 0) < HTTP_RETRIES)) {
    return { ok: false, actions: [{ type: 'screen', screen: 'vehicle-not-found' }] };
  }

  // An order write made against an older version (another window changed the order) answers 412 (or
  // 409): the caller loads the order again and says so in the shopper's language, no server-text toast.
  if (call === 'order-update' && (s === 409 || s === 412))
    return { ok: false, actions: [{ type: 'ignore' }] };
  // An order write refused as invalid (400, 422): the deal's save status says so with the server's
  // localised reason, beside the fields the pricing call marks; no toast naming a field's key.
  if (call === 'order-update' && (s === 400 || s === 422))
    return { ok: false, actions: [{ type: 'ignore' }] };

  // A deposit the processor declined (402) or a vehicle reserved by another shopper (409): the deposit
  // page says so beside the card, with the status and the answer's body (its localised message), no toast.
  if (call === 'deposit' && (s === 402 || s === 409))
    return { ok: false, actions: [{ type: 'return', value: { status: s, body: outcome.body ?? null } }] };

  // Re-entry verification answers 403 or 412 inline, instead of the global no-permission toast.
  if (call === 'reentry-verify' && (s === 403 || s === 412))
    return { ok: false, actions: callFailure(outcome, call) };

  const intercepted = interceptor(outcome);
  if (intercepted) return { ok: false, actions: intercepted };

  if (s === 404 && !outcome.flags?.hide_404_toast && call !== 'praq') {
    return { ok: false, actions: [{ type: 'toast', toast: TOASTS.notFound }, ...callFailure(outcome, call)] };
  }
  return { ok: false, actions: callFailure(outcome, call) };
}

function callFailure(o: HttpOutcome, call: HttpCall): HttpAction[] {
  const s = o.status;
  switch (call) {
    case 'reentry-verify':
      if (s === 403 || s === 412) {
        return [
          { type: 'inline-error', field: 'code', message: 'auth.desc.reentry_code_error' },
          { type: 'analytics', event: 'login-fail', code: s },
          { type: 'analytics', event: 'error', code: s },
        ];
      }
      return [{ type: 'rethrow' }];
    case 'reentry-send':
      return [{ type: 'toast', toast: TOASTS.reentrySendCode }, { type: 'rethrow' }];
    case 'registration': {
      const { fieldErrors, formErrors } = mapServerErrors(
        o.body,
        o.flags?.fields ? { fields: o.flags.fields } : {},
      );
      const actions: HttpAction[] = [];
      if (hasField(o.body, 'email')) actions.push({ type: 'existing-user' });
      const { email: _email, ...others } = fieldErrors;
      if (Object.keys(others).length > 0 || formErrors.length > 0) {
        actions.push({ type: 'field-errors', fieldErrors: others, formErrors });
      }
      actions.push({ type: 'analytics', event: 'registration-fail', code: s ?? 400 });
      return actions;
    }
    case 'email-login-link':
      return s === 400 ? [{ type: 'ignore' }] : sharedApiErrorActions(s, o.statusText, o.body);
    case 'deposit':
    case 'form': {
      if (s === 400) {
        const { fieldErrors, formErrors } = mapServerErrors(
          o.body,
          o.flags?.fields ? { fields: o.flags.fields } : {},
        );
        return [
          { type: 'field-errors', fieldErrors, formErrors },
          { type: 'analytics', event: 'error', code: 400 },
        ];
      }
      return s === undefined ? [{ type: 'network-error' }] : sharedApiErrorActions(s, o.statusText, o.body);
    }
    case 'payment': {
      if (s === 400) {
        const actions: HttpAction[] = [{ type: 'store-payment-errors', body: o.body }];
        const { fieldErrors } = mapServerErrors(o.body, { paymentForm: true });
        const frequencyError = fieldErrors[PAYMENT_FREQUENCY_FIELD]?.[0];
        if (o.flags?.paymentFrequencyInline && frequencyError !== undefined) {
          actions.push({ type: 'inline-error', field: PAYMENT_FREQUENCY_FIELD, message: frequencyError });
        } else {
          actions.push({ type: 'toast', toast: TOASTS.paymentChangesNeeded });
        }
        return actions;
      }
      return [{ type: 'toast', toast: TOASTS.paymentTryLater }, { type: 'rethrow' }];
    }
    case 'praq':
      return [{ type: 'clear' }];
    case 'language':
      return [
        { type: 'log', level: 'error', message: sliceErrorText(`language ${s ?? 'no response'}`) },
        { type: 'rethrow' },
      ];
    case 'trade-in-offer':
      return [{ type: 'toast', toast: TOASTS.tradeInUnableToMakeChanges }];
    case 'past-trade-ins':
      return [{ type: 'toast', toast: TOASTS.pastTradeIns }];
    case 'logout':
      return [
        ...(s === undefined
          ? [{ type: 'network-error' } as const]
          : sharedApiErrorActions(s, o.statusText, o.body)),
      ];
    default:
      if (s === undefined) return [{ type: 'network-error' }];
      if (s === 404) return [];
      return sharedApiErrorActions(s, o.statusText, o.body);
  }
}
