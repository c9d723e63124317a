import type { ToastSpec } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { requestMobileView } from '../src/features/trade-in/api/tradeIn2.ts';
import { createHttpClient, type HttpEffects } from '../src/shared/api/http.ts';

// "Continue on my phone" (trade-in 2 photos): the link's limit is said once, inline, by the step;
// the client's error toast is for every other failure.
function client(status: number, body: unknown) {
  const toasts: ToastSpec[] = [];
  let logins = 0;
  const effects: HttpEffects = {
    toast: (t) => toasts.push(t),
    openLogin: () => {
      logins += 1;
    },
    reentry: () => {},
    navigate: () => {},
    log: () => {},
  };
  const fetch = (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof globalThis.fetch;
  const http = createHttpClient({
    dealerCode: 'maple_motors',
    cookies: () => '',
    fetch,
    effects,
    baseUrl: 'http://shop.test',
  });
  return { http, toasts, logins: () => logins };
}

describe('trade-in 2: the phone link', () => {
  it('answers sent when the server sent it', async () => {
    const { http, toasts } = client(200, { trade_in: 5, has_message_sent: true });
    await expect(requestMobileView(http, 5)).resolves.toBe('sent');
    expect(toasts).toEqual([]);
  });

  it('answers the limit, without the toast, when sent too often (429)', async () => {
    const { http, toasts } = client(429, { detail: 'Too many links sent.', code: 'throttled' });
    await expect(requestMobileView(http, 5)).resolves.toBe('limit');
    expect(toasts).toEqual([]);
  });

  it('still leaves any other failure to the client (a toast, the sign-in)', async () => {
    const failed = client(403, { detail: 'Not yours.' });
    await expect(requestMobileView(failed.http, 5)).rejects.toThrow();
    expect(failed.toasts.length).toBe(1);
    const signedOut = client(401, { detail: 'Sign in.' });
    await expect(requestMobileView(signedOut.http, 5)).rejects.toThrow();
    expect(signedOut.logins()).toBe(1);
  });
});
