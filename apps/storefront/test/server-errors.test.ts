import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../src/shared/api/http.ts';
import { serverFormErrors } from '../src/shared/api/serverErrors.ts';

// The shared client with a scripted fetch: the catalogue's real behaviour is recorded on the error.
function failedCall(body: unknown, status: number, call: 'form' | 'registration' = 'form') {
  const http = createHttpClient({
    dealerCode: 'maple_motors',
    cookies: () => '',
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
    effects: { toast: () => {}, openLogin: () => {}, reentry: () => {}, navigate: () => {}, log: () => {} },
    retryDelayMs: 1,
  });
  return http
    .post('http://test/a/', { json: {}, context: { call, fields: ['first_name', 'email'] } })
    .json()
    .catch((e: unknown) => e);
}

describe('serverFormErrors', () => {
  it("puts a failed call's field errors on their fields", async () => {
    const error = await failedCall({ first_name: ['Enter 2 to 30 letters.'] }, 400);
    expect(serverFormErrors(error)).toEqual({ first_name: ['Enter 2 to 30 letters.'] });
  });

  it('puts the errors of no field under non_field_errors', async () => {
    const error = await failedCall({ detail: 'Too many requests from this address.' }, 400);
    expect(serverFormErrors(error)).toEqual({ non_field_errors: ['Too many requests from this address.'] });
  });

  it('is empty for an error the client did not throw, or a failure with no field errors', async () => {
    expect(serverFormErrors(new Error('offline'))).toEqual({});
    expect(serverFormErrors(undefined)).toEqual({});
    expect(serverFormErrors(await failedCall({ detail: 'boom' }, 500))).toEqual({});
  });
});
