import { describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  ERROR_CATALOGUE,
  sliceErrorText,
  TOAST_PLACEMENTS,
  TOASTS,
} from '../src/errors/catalogue.ts';
import { apiErrorToastText, resolveHttpOutcome, sharedApiErrorActions } from '../src/errors/http-outcome.ts';

describe('error catalogue as data (spec 1 §8, spec 2 §8, spec 3 §8)', () => {
  it('has unique ids and every toast has a duration of the spec and a placement', () => {
    const ids = ERROR_CATALOGUE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ERROR_CATALOGUE) {
      if (e.toast) {
        expect([5000, 3500, 2500, null]).toContain(e.toast.durationMs);
        expect(TOAST_PLACEMENTS).toContain(e.toast.placement);
      }
    }
  });
  it('keeps the spec texts, keys, durations and placements', () => {
    expect(TOASTS.unauthorized).toMatchObject({ text: 'Please login to continue', durationMs: 5000 });
    expect(TOASTS.forbidden.text).toBe("You don't have permissions to perform this action.");
    expect(TOASTS.notFound.text).toBe('Requested resource was not found on this server.');
    expect(TOASTS.networkRetry).toMatchObject({ text: 'Network error. Retrying…', durationMs: 5000 });
    expect(TOASTS.reentrySendCode).toMatchObject({
      messageId: 'auth.desc.reentry_send_code_error',
      durationMs: 2500,
    });
    expect(TOASTS.postalCodeUpdateFailed).toMatchObject({
      messageId: 'orders.postal_modal.error.update_failed',
      durationMs: 2500,
      placement: 'bottom-center',
    });
    expect(TOASTS.paymentChangesNeeded).toMatchObject({
      messageId: 'payment_error_changes_needed',
      durationMs: 3500,
      dismissible: true,
    });
    expect(TOASTS.invalidPaymentFrequency).toMatchObject({ durationMs: null, dismissible: true });
    expect(TOASTS.apiFieldError).toMatchObject({ durationMs: 5000, placement: 'bottom-right' });
    expect(TOASTS.tradeInUnableToMakeChanges.durationMs).toBe(2500);
    expect(catalogueEntry('consent-no-user').message).toBe('User not logged in');
    expect(catalogueEntry('unsupported-trade-in-system').message).toBe('Unsupported trade in system');
    expect(catalogueEntry('unknown-tracker').message).toBe('Not defined tracker');
    expect(catalogueEntry('consent-required').message).toBe('field_required');
    expect(() => catalogueEntry('nope')).toThrow();
  });
  it('an API error on the vehicle is the VEHICLE_UNAVAILABLE toast (a message id), not "vehicle - ..."', () => {
    expect(catalogueEntry('vehicle-unavailable').toast).toBe(TOASTS.vehicleUnavailable);
    const { actions } = resolveHttpOutcome({
      status: 400,
      body: { vehicle: ['This vehicle is no longer available.'] },
    });
    expect(actions).toEqual([{ type: 'toast', toast: TOASTS.vehicleUnavailable }]);
    expect(TOASTS.vehicleUnavailable).toMatchObject({
      messageId: 'errors.vehicle_unavailable',
      durationMs: 5000,
      variant: 'error',
    });
  });
  it('slices error text to 2000 characters', () => {
    expect(sliceErrorText('x'.repeat(2500))).toHaveLength(2000);
    expect(sliceErrorText('short')).toBe('short');
  });
});

describe('HTTP outcome -> behaviour (spec 1 §7 and §8)', () => {
  it('2xx is ok', () => {
    expect(resolveHttpOutcome({ status: 200 })).toEqual({ ok: true, actions: [] });
  });
  it('401 opens the login modal and toasts', () => {
    expect(resolveHttpOutcome({ status: 401 }).actions).toEqual([
      { type: 'open-login-modal' },
      { type: 'toast', toast: TOASTS.unauthorized },
    ]);
  });
  it('403 toasts no permission', () => {
    expect(resolveHttpOutcome({ status: 403 }).actions).toEqual([{ type: 'toast', toast: TOASTS.forbidden }]);
  });
  it('404 toasts unless hide_404_toast', () => {
    expect(resolveHttpOutcome({ status: 404 }).actions).toEqual([{ type: 'toast', toast: TOASTS.notFound }]);
    expect(resolveHttpOutcome({ status: 404, flags: { hide_404_toast: true } }).actions).toEqual([]);
  });
  it('440 hands the response email to re-entry', () => {
    expect(resolveHttpOutcome({ status: 440, body: { email: 'a@b.co' } }).actions).toEqual([
      { type: 'reentry', email: 'a@b.co' },
    ]);
    expect(resolveHttpOutcome({ status: 440 }).actions).toEqual([{ type: 'reentry', email: null }]);
  });
  it('3xx navigates to Location', () => {
    expect(resolveHttpOutcome({ status: 302, location: '/x/' }).actions).toEqual([
      { type: 'navigate', location: '/x/' },
    ]);
  });
  it('network failure toasts and retries up to 3 times, 3000 ms apart, then the network-error handler', () => {
    for (const attempt of [0, 1, 2]) {
      expect(resolveHttpOutcome({ networkError: true, method: 'POST', attempt }).actions).toEqual([
        { type: 'toast', toast: TOASTS.networkRetry },
        { type: 'retry', delayMs: 3000, attempt: attempt + 1 },
      ]);
    }
    expect(resolveHttpOutcome({ networkError: true, attempt: 3 }).actions).toEqual([
      { type: 'network-error' },
    ]);
    expect(resolveHttpOutcome({ networkError: true, flags: { noRetry: true } }).actions).toEqual([
      { type: 'network-error' },
    ]);
  });
  it('5xx retries only for GET, HEAD and OPTIONS', () => {
    for (const method of ['GET', 'head', 'OPTIONS']) {
      expect(resolveHttpOutcome({ status: 502, method }).actions[1]).toMatchObject({ type: 'retry' });
    }
    const post = resolveHttpOutcome({
      status: 500,
      method: 'POST',
      body: 'Server Error',
      statusText: 'Internal',
    });
    expect(post.actions).toEqual([{ type: 'log', level: 'error', message: '500 Internal Server Error' }]);
  });
  it('a time-out toasts for 5 s, or goes to a custom handler', () => {
    expect(resolveHttpOutcome({ timedOut: true }).actions).toEqual([
      { type: 'toast', toast: TOASTS.timeout },
    ]);
    expect(resolveHttpOutcome({ timedOut: true, flags: { customTimeoutHandler: true } }).actions).toEqual([
      { type: 'custom-timeout' },
    ]);
  });
  it('the shared API error handler toasts the first message per field, prefixed unless non_field_errors', () => {
    const { actions } = resolveHttpOutcome({
      status: 400,
      body: { email: ['Bad', 'Worse'], non_field_errors: ['Oops'] },
    });
    const texts = actions.map((a) => (a.type === 'toast' ? a.toast.text : null));
    // The field's key goes with the toast, for the app to prefix the field's name in words.
    expect(texts).toEqual(['Oops', 'Bad']);
    expect(actions[1]).toMatchObject({ toast: { values: { field: 'email' } } });
    for (const a of actions)
      if (a.type === 'toast') expect(a.toast).toMatchObject({ durationMs: 5000, placement: 'bottom-right' });
    expect(apiErrorToastText('non_field_errors', 'x', 'Errors')).toBe('x');
    expect(apiErrorToastText('email', 'Bad', 'Email')).toBe('Email - Bad');
    // A field with no name in words is the message alone, never its key.
    expect(apiErrorToastText('accessory_ids', 'Gone', null)).toBe('Gone');
    expect(sharedApiErrorActions(400, 'Bad Request', 'x'.repeat(3000))[0]).toMatchObject({ type: 'log' });
    const log = sharedApiErrorActions(400, 'Bad Request', 'x'.repeat(3000))[0];
    expect(log?.type === 'log' && log.message.length).toBe(2000);
  });
});

describe('call-specific outcomes', () => {
  it("order update: a stale write (412/409) is the caller's (it reads the order again), no server-text toast", () => {
    const body = { non_field_errors: ['The order was changed in another window.'] };
    for (const status of [412, 409]) {
      expect(resolveHttpOutcome({ status, body }, 'order-update').actions).toEqual([{ type: 'ignore' }]);
    }
  });
  it('order update: a write refused as invalid (400/422) toasts nothing (the save status gives the reason)', () => {
    const body = { down_payment: ['The down payment cannot be more than 90% of the price.'] };
    // The default answer to a 400 toasts "down_payment - ..." (a field key a shopper cannot read).
    expect(resolveHttpOutcome({ status: 400, body }, 'default').actions[0]).toMatchObject({ type: 'toast' });
    for (const status of [400, 422]) {
      expect(resolveHttpOutcome({ status, body }, 'order-update').actions).toEqual([{ type: 'ignore' }]);
    }
    expect(resolveHttpOutcome({ status: 500 }, 'order-update').actions).not.toEqual([{ type: 'ignore' }]);
  });
  it('re-entry verification: 403 or 412 inline with analytics, others rethrown', () => {
    for (const status of [403, 412]) {
      const { actions } = resolveHttpOutcome({ status }, 'reentry-verify');
      expect(actions[0]).toMatchObject({ type: 'inline-error', message: 'auth.desc.reentry_code_error' });
    }
    expect(resolveHttpOutcome({ status: 412 }, 'reentry-verify').actions).toEqual([
      { type: 'inline-error', field: 'code', message: 'auth.desc.reentry_code_error' },
      { type: 'analytics', event: 'login-fail', code: 412 },
      { type: 'analytics', event: 'error', code: 412 },
    ]);
    expect(resolveHttpOutcome({ status: 400 }, 'reentry-verify').actions).toEqual([{ type: 'rethrow' }]);
  });
  it('send re-entry code failure: 2.5 s toast then rethrow', () => {
    expect(resolveHttpOutcome({ status: 400 }, 'reentry-send').actions).toEqual([
      { type: 'toast', toast: TOASTS.reentrySendCode },
      { type: 'rethrow' },
    ]);
  });
  it('registration: email error starts the existing-user flow; others under fields; analytics', () => {
    const { actions } = resolveHttpOutcome(
      { status: 400, body: { email: ['exists'], phone: ['bad'] } },
      'registration',
    );
    expect(actions).toEqual([
      { type: 'existing-user' },
      { type: 'field-errors', fieldErrors: { phone: ['bad'] }, formErrors: [] },
      { type: 'analytics', event: 'registration-fail', code: 400 },
    ]);
    const onlyEmail = resolveHttpOutcome(
      { status: 400, body: { email: ['exists'] } },
      'registration',
    ).actions;
    expect(onlyEmail.map((a) => a.type)).toEqual(['existing-user', 'analytics']);
  });
  it("registration refused for too many sign-ups (429): the server's localised reason on the form, never its code", () => {
    const { actions } = resolveHttpOutcome(
      {
        status: 429,
        body: { detail: 'Trop de demandes. Patientez, puis réessayez.', code: 'throttled' },
        // The sign-up form's fields, as the storefront's call names them.
        flags: { fields: ['first_name', 'last_name', 'email', 'phone'] },
      },
      'registration',
    );
    expect(actions).toContainEqual({
      type: 'field-errors',
      fieldErrors: {},
      formErrors: ['Trop de demandes. Patientez, puis réessayez.'],
    });
    expect(JSON.stringify(actions)).not.toContain('throttled');
  });
  it('e-mail login link: a 400 is ignored', () => {
    expect(resolveHttpOutcome({ status: 400 }, 'email-login-link').actions).toEqual([{ type: 'ignore' }]);
    expect(
      resolveHttpOutcome({ status: 409, body: { x: ['y'] } }, 'email-login-link').actions[0],
    ).toMatchObject({ type: 'toast' });
  });
  it('postal code update: 500 or no response toasts bottom centre; other bodies go onto the form', () => {
    expect(resolveHttpOutcome({ status: 500 }, 'postal-code-update').actions).toEqual([
      { type: 'toast', toast: TOASTS.postalCodeUpdateFailed },
    ]);
    expect(resolveHttpOutcome({ networkError: true }, 'postal-code-update').actions).toEqual([
      { type: 'toast', toast: TOASTS.postalCodeUpdateFailed },
    ]);
    expect(
      resolveHttpOutcome(
        { status: 400, body: { postal_code: ['Invalid'], non_field_errors: ['No'] } },
        'postal-code-update',
      ).actions,
    ).toEqual([{ type: 'field-errors', fieldErrors: { postal_code: ['Invalid'] }, formErrors: ['No'] }]);
    expect(resolveHttpOutcome({ status: 401, body: {} }, 'postal-code-update').actions[0]).toEqual({
      type: 'open-login-modal',
    });
  });
  it('payment 400: stored, frequency error inline for finance/lease, else the changes-needed toast', () => {
    const body = { non_field_errors: ['Weekly not offered'] };
    expect(
      resolveHttpOutcome({ status: 400, body, flags: { paymentFrequencyInline: true } }, 'payment').actions,
    ).toEqual([
      { type: 'store-payment-errors', body },
      { type: 'inline-error', field: 'payment_frequency', message: 'Weekly not offered' },
    ]);
    expect(resolveHttpOutcome({ status: 400, body }, 'payment').actions).toEqual([
      { type: 'store-payment-errors', body },
      { type: 'toast', toast: TOASTS.paymentChangesNeeded },
    ]);
    expect(resolveHttpOutcome({ status: 409 }, 'payment').actions).toEqual([
      { type: 'toast', toast: TOASTS.paymentTryLater },
      { type: 'rethrow' },
    ]);
  });
  it('swallowed failures: protection price, prepare-protection, test drive, incentives, valuation', () => {
    expect(resolveHttpOutcome({ status: 500 }, 'protection-price').actions).toEqual([{ type: 'ignore' }]);
    expect(resolveHttpOutcome({ status: 500 }, 'prepare-protection').actions[0]).toMatchObject({
      type: 'log',
    });
    expect(resolveHttpOutcome({ status: 500 }, 'test-drive').actions).toEqual([
      { type: 'return', value: false },
    ]);
    expect(resolveHttpOutcome({ status: 204 }, 'incentives')).toEqual({
      ok: false,
      actions: [{ type: 'ignore' }],
    });
    expect(resolveHttpOutcome({ status: 500 }, 'incentives').actions).toEqual([{ type: 'ignore' }]);
    expect(resolveHttpOutcome({ status: 500 }, 'valuation').actions).toEqual([
      { type: 'return', value: { trade_in_low: 0, trade_in_high: 0 } },
    ]);
  });
  it('vehicle: 404 toast hidden and vehicle-not-found; network errors still retry first', () => {
    expect(resolveHttpOutcome({ status: 404 }, 'vehicle').actions).toEqual([
      { type: 'screen', screen: 'vehicle-not-found' },
    ]);
    expect(resolveHttpOutcome({ networkError: true, attempt: 0 }, 'vehicle').actions[1]).toMatchObject({
      type: 'retry',
    });
  });
  it('other calls', () => {
    expect(resolveHttpOutcome({ status: 404 }, 'praq').actions).toEqual([{ type: 'clear' }]);
    expect(resolveHttpOutcome({ status: 400 }, 'language').actions.map((a) => a.type)).toEqual([
      'log',
      'rethrow',
    ]);
    expect(resolveHttpOutcome({ status: 400 }, 'trade-in-offer').actions).toEqual([
      { type: 'toast', toast: TOASTS.tradeInUnableToMakeChanges },
    ]);
    expect(resolveHttpOutcome({ status: 400 }, 'past-trade-ins').actions).toEqual([
      { type: 'toast', toast: TOASTS.pastTradeIns },
    ]);
    expect(resolveHttpOutcome({ networkError: true, attempt: 3 }, 'logout').actions).toEqual([
      { type: 'network-error' },
    ]);
    expect(resolveHttpOutcome({ status: 400, body: { detail: 'x' } }, 'logout').actions[0]).toMatchObject({
      type: 'toast',
    });
    const form = resolveHttpOutcome(
      { status: 400, body: { a: ['b'] }, flags: { fields: ['a'] } },
      'form',
    ).actions;
    expect(form).toEqual([
      { type: 'field-errors', fieldErrors: { a: ['b'] }, formErrors: [] },
      { type: 'analytics', event: 'error', code: 400 },
    ]);
    expect(resolveHttpOutcome({ networkError: true, attempt: 3 }, 'form').actions).toEqual([
      { type: 'network-error' },
    ]);
    expect(resolveHttpOutcome({ status: 409, body: 'conflict' }, 'form').actions[0]).toMatchObject({
      type: 'log',
    });
  });
});
