import type { ToastSpec } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  callerActions,
  createHttpClient,
  type HttpEffects,
  LANGUAGE_HEADER,
  TENANT_HEADER,
} from '../src/shared/api/http.ts';
import { normalizeErrorBody } from '../src/shared/api/kyClient.ts';

// A recording fetch: real Request objects reach it, it answers from a script.
function recorder(answers: Array<() => Response>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

function recordingEffects() {
  const calls = {
    toasts: [] as ToastSpec[],
    logins: 0,
    reentry: [] as Array<string | null>,
    navigate: [] as string[],
    logs: [] as string[],
    levels: [] as string[],
  };
  const effects: HttpEffects = {
    toast: (t) => calls.toasts.push(t),
    openLogin: () => {
      calls.logins += 1;
    },
    reentry: (email) => calls.reentry.push(email),
    navigate: (location) => calls.navigate.push(location),
    log: (level, message) => {
      calls.logs.push(message);
      calls.levels.push(level);
    },
  };
  return { calls, effects };
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(answers: Array<() => Response>) {
  const { requests, fetch } = recorder(answers);
  const { calls, effects } = recordingEffects();
  const http = createHttpClient({
    dealerCode: 'maple_motors',
    cookies: () => '',
    fetch,
    effects,
    retryDelayMs: 1,
  });
  return { http, requests, calls };
}

describe('shared HTTP client: headers and retries', () => {
  it('sends the tenant header and echoes the anti-forgery cookie on unsafe methods only', async () => {
    const { requests, fetch } = recorder([() => Response.json({ ok: 1 }), () => Response.json({ ok: 2 })]);
    const http = createHttpClient({
      dealerCode: 'maple_motors',
      cookies: () => 'a=1; sf_csrf=tok%3D123',
      fetch,
    });
    await http.get('http://test/api/x/').json();
    await http.post('http://test/api/y/', { json: {} }).json();
    expect(requests[0]?.headers.get(TENANT_HEADER)).toBe('maple_motors');
    expect(requests[0]?.headers.get(CSRF_HEADER)).toBeNull();
    expect(requests[1]?.headers.get(CSRF_HEADER)).toBe('tok=123');
  });

  it('sends the language of the page’s URL, so that the server answers in it over a stored preference', async () => {
    const { requests, fetch } = recorder([
      () => Response.json({}),
      () => Response.json({}),
      () => Response.json({}),
      () => Response.json({}),
    ]);
    let path = '/maple_motors/fr/conf/12/payment/';
    const http = createHttpClient({
      dealerCode: 'maple_motors',
      cookies: () => '',
      fetch,
      pathname: () => path,
    });
    await http.get('http://test/api/a/').json();
    await http.post('http://test/api/b/', { json: {} }).json();
    path = '/fr/vehicle-list/';
    await http.get('http://test/api/c/').json();
    // A URL without a language segment leaves the choice to the server (cookie, profile, browser).
    path = '/maple_motors/conf/12/';
    await http.get('http://test/api/d/').json();
    expect(LANGUAGE_HEADER).toBe('X-Language');
    expect(requests.map((r) => r.headers.get(LANGUAGE_HEADER))).toEqual(['fr', 'fr', 'fr', null]);
  });

  it('sends no tenant header without a dealer code', async () => {
    const { requests, fetch } = recorder([() => Response.json({})]);
    await createHttpClient({ dealerCode: undefined, cookies: () => '', fetch })
      .get('http://test/a/')
      .json();
    expect(requests[0]?.headers.has(TENANT_HEADER)).toBe(false);
  });

  it('does not retry an unsafe method that got a 5xx answer', async () => {
    const { http, requests } = client([() => new Response('boom', { status: 502 }), () => Response.json({})]);
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });

  it('retries a GET on 5xx with a retry toast each time, then succeeds', async () => {
    const { http, requests, calls } = client([
      () => new Response('down', { status: 503 }),
      () => new Response('down', { status: 502 }),
      () => Response.json({ ok: true }),
    ]);
    await expect(http.get('http://test/a/').json()).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(3);
    expect(calls.toasts.map((t) => t.text)).toEqual(['Network error. Retrying…', 'Network error. Retrying…']);
  });

  it('retries a network failure 3 times (POST too), toasting each retry, then gives up', async () => {
    const { http, requests, calls } = client([]);
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    expect(requests).toHaveLength(4);
    expect(calls.toasts.filter((t) => t.messageId === 'errors.http.network_retrying')).toHaveLength(3);
  });
});

describe('shared HTTP client: error catalogue', () => {
  it('401 opens the login modal and toasts "Please login to continue"', async () => {
    const { http, calls } = client([() => json({ detail: 'no' }, 401)]);
    await expect(http.get('http://test/a/').json()).rejects.toThrow();
    expect(calls.logins).toBe(1);
    expect(calls.toasts.map((t) => t.text)).toEqual(['Please login to continue']);
    expect(calls.toasts[0]?.durationMs).toBe(5000);
  });

  it('403 toasts no permission', async () => {
    const { http, calls } = client([() => json({ detail: 'no' }, 403)]);
    await expect(http.post('http://test/a/').json()).rejects.toThrow();
    expect(calls.toasts.map((t) => t.text)).toEqual(["You don't have permissions to perform this action."]);
  });

  it('404 toasts not found unless the request hides it', async () => {
    const shown = client([() => json({ detail: 'Not found.' }, 404)]);
    await expect(shown.http.get('http://test/a/').json()).rejects.toThrow();
    expect(shown.calls.toasts.map((t) => t.messageId)).toEqual(['errors.http.not_found']);

    const hidden = client([() => json({ detail: 'Not found.' }, 404)]);
    await expect(
      hidden.http.get('http://test/a/', { context: { hide_404_toast: true } }).json(),
    ).rejects.toThrow();
    expect(hidden.calls.toasts).toEqual([]);
  });

  it('the vehicle call shows the not-found screen instead of a toast', async () => {
    const { http, calls } = client([() => json({ detail: 'Not found.' }, 404)]);
    const error = await http
      .get('http://test/v/', { context: { call: 'vehicle', hide_404_toast: true } })
      .json()
      .catch((e: unknown) => e);
    expect(calls.toasts).toEqual([]);
    expect(callerActions(error)).toEqual([{ type: 'screen', screen: 'vehicle-not-found' }]);
  });

  it('440 hands the e-mail of the expired session to re-entry', async () => {
    const { http, calls } = client([() => json({ detail: 'expired', email: 'a@b.ca' }, 440)]);
    await expect(http.get('http://test/a/').json()).rejects.toThrow();
    expect(calls.reentry).toEqual(['a@b.ca']);
    expect(calls.toasts).toEqual([]);
  });

  it('3xx with a Location navigates there', async () => {
    const { http, calls } = client([() => new Response(null, { status: 303, headers: { Location: '/x/' } })]);
    await http
      .get('http://test/a/', { throwHttpErrors: (status) => status >= 300 })
      .json()
      .catch(() => undefined);
    expect(calls.navigate).toEqual(['/x/']);
  });

  it('an object body shows one toast per field, "field - message" (the field named by the page), non-field errors alone', async () => {
    const { http, calls } = client([
      () => json({ postal_code: ['Bad code.', 'Second.'], non_field_errors: ['Try again.'] }, 422),
    ]);
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    expect(calls.toasts.map((t) => t.text)).toEqual(['Try again.', 'Bad code.']);
    expect(calls.toasts[1]?.values).toEqual({ field: 'postal_code' });
    expect(calls.toasts.every((t) => t.placement === 'bottom-right' && t.durationMs === 5000)).toBe(true);
  });

  it('a {detail} body is one non-field toast, without its code', async () => {
    const { http, calls } = client([() => json({ detail: 'Too many attempts.', code: 'throttled' }, 429)]);
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    expect(calls.toasts.map((t) => t.text)).toEqual(['Too many attempts.']);
  });

  it('a plain-text body is logged with status, cut at 2000 characters', async () => {
    const { http, calls } = client([
      () => new Response('x'.repeat(5000), { status: 418, statusText: 'Teapot' }),
    ]);
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    expect(calls.toasts).toEqual([]);
    expect(calls.logs[0]?.startsWith('418 Teapot x')).toBe(true);
    expect(calls.logs[0]?.length).toBe(2000);
  });

  it('an expected refusal (a 400, a language 404) is logged, but not as an error; a 5xx is an error', async () => {
    const { http, calls } = client([
      () => new Response('Forbidden', { status: 403, statusText: 'Forbidden' }),
      () => new Response('Bad', { status: 400, statusText: 'Bad Request' }),
      () => new Response('', { status: 404, statusText: 'Not Found' }),
      () => new Response('boom', { status: 501, statusText: 'Not Implemented' }),
    ]);
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    await expect(http.post('http://test/b/', { json: {} }).json()).rejects.toThrow();
    await expect(http.get('http://test/i18n/', { context: { call: 'language' } }).json()).rejects.toThrow();
    await expect(http.post('http://test/c/', { json: {} }).json()).rejects.toThrow();
    const logged = calls.logs.map((message, i) => `${calls.levels[i]}: ${message.slice(0, 20)}`);
    expect(logged).toEqual(['log: 400 Bad Request Bad', 'log: language 404', 'error: 501 Not Implemented ']);
  });

  it('form calls leave the field errors to the form, with no toast', async () => {
    const { http, calls } = client([() => json({ first_name: ['Enter 2 to 30 letters.'] }, 400)]);
    const error = await http
      .post('http://test/a/', { json: {}, context: { call: 'form', fields: ['first_name'] } })
      .json()
      .catch((e: unknown) => e);
    expect(calls.toasts).toEqual([]);
    expect(callerActions(error)[0]).toEqual({
      type: 'field-errors',
      fieldErrors: { first_name: ['Enter 2 to 30 letters.'] },
      formErrors: [],
    });
  });

  it('registration with an e-mail error starts the existing-user flow', async () => {
    const { http } = client([() => json({ email: ['exists'] }, 400)]);
    const error = await http
      .post('http://test/a/', { json: {}, context: { call: 'registration' } })
      .json()
      .catch((e: unknown) => e);
    expect(callerActions(error).map((a) => a.type)).toContain('existing-user');
  });

  it('re-entry verification 403 is an inline error, not the permission toast', async () => {
    const { http, calls } = client([() => json({ detail: 'The code is not valid.' }, 403)]);
    const error = await http
      .post('http://test/a/', { json: {}, context: { call: 'reentry-verify' } })
      .json()
      .catch((e: unknown) => e);
    expect(calls.toasts).toEqual([]);
    expect(callerActions(error)[0]).toEqual({
      type: 'inline-error',
      field: 'code',
      message: 'auth.desc.reentry_code_error',
    });
  });

  it('normalizes a {detail} body to a non-field error', () => {
    expect(normalizeErrorBody({ detail: 'x', code: 'y' })).toEqual({ non_field_errors: ['x'] });
    expect(normalizeErrorBody({ a: ['b'] })).toEqual({ a: ['b'] });
  });
});

describe('shared HTTP client: language and the end of a network notice (issue 16, items 18 and 20)', () => {
  it("sends the URL's language as X-Language, and none without one", async () => {
    const { requests, fetch } = recorder([() => Response.json({}), () => Response.json({})]);
    await createHttpClient({ dealerCode: 'maple_motors', language: 'fr', cookies: () => '', fetch })
      .get('http://test/a/')
      .json();
    await createHttpClient({ dealerCode: 'maple_motors', cookies: () => '', fetch })
      .get('http://test/a/')
      .json();
    expect(requests[0]?.headers.get('X-Language')).toBe('fr');
    expect(requests[1]?.headers.has('X-Language')).toBe(false);
  });

  it('says the server answered once a retried request succeeds, after its retry toast', async () => {
    const { fetch } = recorder([
      () => new Response('down', { status: 503 }),
      () => Response.json({ ok: true }),
    ]);
    const events: string[] = [];
    const http = createHttpClient({
      dealerCode: 'maple_motors',
      cookies: () => '',
      fetch,
      retryDelayMs: 1,
      effects: {
        toast: (t) => events.push(`toast ${t.messageId}`),
        openLogin: () => {},
        reentry: () => {},
        navigate: () => {},
        log: () => {},
        answered: () => events.push('answered'),
      },
    });
    await expect(http.get('http://test/a/').json()).resolves.toEqual({ ok: true });
    expect(events.at(-1)).toBe('answered');
    expect(events).toContain('toast errors.http.network_retrying');
  });

  it("a refused price's toast is one the next price clears: the client says which call succeeded", async () => {
    const { fetch } = recorder([
      () => Response.json({ down_payment: ['Too large.'] }, { status: 400 }),
      () => Response.json({ payment: 100 }),
    ]);
    const toasts: ToastSpec[] = [];
    const answers: { call: string | undefined; ok: boolean }[] = [];
    const http = createHttpClient({
      dealerCode: 'maple_motors',
      cookies: () => '',
      fetch,
      effects: {
        toast: (t) => toasts.push(t),
        openLogin: () => {},
        reentry: () => {},
        navigate: () => {},
        log: () => {},
        answered: (answer) => answers.push(answer),
      },
    });
    const price = () =>
      http.post('http://test/api/customer/payment-type/finance/pricing/', {
        json: {},
        context: { call: 'payment' },
      });
    await expect(price()).rejects.toThrow();
    expect(toasts.map((t) => [t.messageId, t.clearedBy])).toEqual([
      ['payment_error_changes_needed', 'payment'],
    ]);
    await expect(price().json()).resolves.toEqual({ payment: 100 });
    expect(answers).toEqual([
      { call: 'payment', ok: false },
      { call: 'payment', ok: true },
    ]);
  });
});
