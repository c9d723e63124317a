import type { ToastSpec } from '@storefront/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpEffects } from '../src/shared/api/http.ts';

// The client loads the domain's error catalogue (src/shared/api/errorCatalogue.ts, its own chunk)
// with the first failed or retried request. The module is mocked to count its loads and to fail on
// demand; each test gets fresh modules (vi.resetModules, vi.doMock), so a fresh memo.
const catalogueModule = { loads: 0, failures: 0, empty: false };

async function freshClient(answers: Array<() => Response>) {
  vi.resetModules();
  vi.doMock('../src/shared/api/errorCatalogue.ts', async (importOriginal) => {
    catalogueModule.loads += 1;
    if (catalogueModule.failures > 0) {
      catalogueModule.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: errorCatalogue.js');
    }
    // What a failed load looks like once the shell's `vite:preloadError` listener prevented the
    // default: Vite's preload wrapper resolves without the module's exports.
    if (catalogueModule.empty) return { resolveHttpOutcome: undefined };
    return importOriginal();
  });
  const http = await import('../src/shared/api/http.ts');
  // What happened, in order: requests sent and global actions performed.
  const events: string[] = [];
  const toasts: ToastSpec[] = [];
  const logs: string[] = [];
  const effects: HttpEffects = {
    toast: (t) => {
      toasts.push(t);
      events.push(`toast ${t.text ?? t.messageId}`);
    },
    openLogin: () => events.push('login'),
    reentry: () => events.push('reentry'),
    navigate: () => events.push('navigate'),
    log: (_level, message) => {
      logs.push(message);
      events.push(`log ${message}`);
    },
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    events.push(`${request.method} ${new URL(request.url).pathname}`);
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof globalThis.fetch;
  const client = http.createHttpClient({
    dealerCode: 'maple_motors',
    cookies: () => '',
    fetch,
    effects,
    retryDelayMs: 1,
  });
  return { ...http, client, events, toasts, logs };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  catalogueModule.loads = 0;
  catalogueModule.failures = 0;
  catalogueModule.empty = false;
});

describe('shared HTTP client: the error catalogue loads with the first failure', () => {
  it('is loaded ahead of need by preloadErrorCatalogue (the live page, idle), once, and serves the first failure', async () => {
    const { client, preloadErrorCatalogue, toasts } = await freshClient([
      () => json({ detail: 'Something broke.' }, 500),
    ]);
    preloadErrorCatalogue();
    preloadErrorCatalogue();
    await vi.waitFor(() => expect(catalogueModule.loads).toBe(1));
    await client
      .post('http://test/a/', { json: {} })
      .json()
      .catch(() => undefined);
    expect(catalogueModule.loads).toBe(1);
    expect(toasts.map((t) => t.text)).toEqual(['Something broke.']);
  });

  it('is not loaded by successful requests', async () => {
    const { client } = await freshClient([() => Response.json({ ok: 1 }), () => Response.json({ ok: 2 })]);
    await client.get('http://test/a/').json();
    await client.post('http://test/b/', { json: {} }).json();
    expect(catalogueModule.loads).toBe(0);
  });

  it('a 500 on POST: the error toast is shown and errorBehaviour set when the caller’s await rejects', async () => {
    const { client, errorBehaviour, callerActions, toasts } = await freshClient([
      () => json({ detail: 'Something broke.' }, 500),
    ]);
    let atRejection: { toasts: string[]; behaviour: unknown } | undefined;
    const error = await client
      .post('http://test/a/', { json: {}, context: { call: 'form', fields: ['first_name'] } })
      .json()
      .catch((e: unknown) => {
        // Synchronously at the rejection: the hooks have already run.
        atRejection = { toasts: toasts.map((t) => t.text ?? t.messageId), behaviour: errorBehaviour(e) };
        return e;
      });
    expect(catalogueModule.loads).toBe(1);
    expect(atRejection?.toasts).toEqual(['Something broke.']);
    expect(atRejection?.behaviour).toEqual({
      ok: false,
      actions: [{ type: 'toast', toast: expect.objectContaining({ text: 'Something broke.' }) }],
    });
    expect(callerActions(error)).toEqual([]);
  });

  it('leaves the call’s own actions on the error by the time the caller’s await rejects', async () => {
    const { client, callerActions } = await freshClient([
      () => json({ first_name: ['Enter 2 to 30 letters.'] }, 400),
    ]);
    let actions: unknown;
    await client
      .post('http://test/a/', { json: {}, context: { call: 'form', fields: ['first_name'] } })
      .json()
      .catch((e: unknown) => {
        actions = callerActions(e);
      });
    expect(actions).toEqual([
      { type: 'field-errors', fieldErrors: { first_name: ['Enter 2 to 30 letters.'] }, formErrors: [] },
      { type: 'analytics', event: 'error', code: 400 },
    ]);
  });

  it('the retry toast shows before each retry is sent, and the catalogue loads once', async () => {
    const { client, events } = await freshClient([
      () => new Response('down', { status: 503 }),
      () => new Response('down', { status: 502 }),
      () => Response.json({ ok: true }),
    ]);
    await expect(client.get('http://test/a/').json()).resolves.toEqual({ ok: true });
    expect(events).toEqual([
      'GET /a/',
      'toast Network error. Retrying…',
      'GET /a/',
      'toast Network error. Retrying…',
      'GET /a/',
    ]);
    expect(catalogueModule.loads).toBe(1);
  });

  it('a catalogue that fails to load: logged, no global actions, the request’s error reaches the caller', async () => {
    catalogueModule.failures = 1;
    const { client, errorBehaviour, toasts, logs } = await freshClient([() => json({ detail: 'no' }, 403)]);
    const error = await client
      .post('http://test/a/', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HTTPError', response: { status: 403 } });
    expect(errorBehaviour(error)).toBeUndefined();
    expect(toasts).toEqual([]);
    // (Vitest wraps the factory's error in its own message.)
    expect(logs).toEqual([expect.stringMatching(/^error catalogue not loaded: /)]);
  });

  it('an import that resolves without the catalogue counts as a failed load', async () => {
    catalogueModule.empty = true;
    const { client, errorBehaviour, toasts, logs } = await freshClient([() => json({ detail: 'no' }, 401)]);
    const error = await client
      .get('http://test/a/')
      .json()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HTTPError', response: { status: 401 } });
    expect(errorBehaviour(error)).toBeUndefined();
    expect(toasts).toEqual([]);
    expect(logs).toEqual(['error catalogue not loaded: the error catalogue chunk did not load']);
  });

  it('after a failed load, the next failure tries the import again', async () => {
    catalogueModule.failures = 1;
    const { client, toasts, errorBehaviour } = await freshClient([
      () => json({ detail: 'no' }, 403),
      () => json({ detail: 'no' }, 403),
    ]);
    await client
      .post('http://test/a/', { json: {} })
      .json()
      .catch(() => undefined);
    expect(toasts).toEqual([]);
    const error = await client
      .post('http://test/a/', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(catalogueModule.loads).toBe(2);
    expect(toasts.map((t) => t.text)).toEqual(["You don't have permissions to perform this action."]);
    expect(errorBehaviour(error)?.actions).toHaveLength(1);
  });

  it('a failed load during retries still retries (without toasts) and the request succeeds', async () => {
    catalogueModule.failures = 10;
    const { client, events } = await freshClient([
      () => new Response('down', { status: 503 }),
      () => Response.json({ ok: true }),
    ]);
    await expect(client.get('http://test/a/').json()).resolves.toEqual({ ok: true });
    expect(events.filter((e) => e.startsWith('GET'))).toHaveLength(2);
    expect(events.some((e) => e.startsWith('toast'))).toBe(false);
  });
});
