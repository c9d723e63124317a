import { afterEach, describe, expect, it, vi } from 'vitest';

// The shared client's ky part (src/shared/api/kyClient.ts) is a chunk of its own: the first requests
// of a client wait for it, then each call is ky's own. Each test gets fresh modules (a fresh memo of
// the chunk); the chunk can be made to fail on demand.
const chunk = { loads: 0, failures: 0 };

async function freshModule() {
  vi.resetModules();
  vi.doMock('../src/shared/api/kyClient.ts', async (importOriginal) => {
    chunk.loads += 1;
    if (chunk.failures > 0) {
      chunk.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: kyClient.js');
    }
    return importOriginal();
  });
  return import('../src/shared/api/http.ts');
}

function recorder(answers: Array<() => Response>) {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof globalThis.fetch;
  return { requests, fetch };
}

afterEach(() => {
  chunk.loads = 0;
  chunk.failures = 0;
  vi.doUnmock('../src/shared/api/kyClient.ts');
});

describe('shared HTTP client: the ky chunk on demand', () => {
  it('a body shortcut called before the chunk arrives is ky’s: Accept header, parsed body', async () => {
    const http = await freshModule();
    const { requests, fetch } = recorder([() => Response.json({ a: 1 }), () => new Response('plain')]);
    const client = http.createHttpClient({ dealerCode: 'maple_motors', cookies: () => '', fetch });
    const first = client.get('http://test/a/').json<{ a: number }>();
    const second = client.get('http://test/b/').text();
    expect(requests).toHaveLength(0);
    await expect(first).resolves.toEqual({ a: 1 });
    await expect(second).resolves.toBe('plain');
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(requests[0]?.headers.get(http.TENANT_HEADER)).toBe('maple_motors');
    expect(requests[1]?.headers.get('accept')).toBe('text/*');
    expect(chunk.loads).toBe(1);
  });

  it('an awaited request answers the Response; its body can be read after', async () => {
    const http = await freshModule();
    const { fetch } = recorder([() => Response.json({ results: [] }, { status: 203 })]);
    const client = http.createHttpClient({ dealerCode: undefined, cookies: () => '', fetch });
    const response = await client.get('http://test/incentives/');
    expect(response.status).toBe(203);
    await expect(response.json()).resolves.toEqual({ results: [] });
  });

  it('a request nobody reads is still sent', async () => {
    const http = await freshModule();
    const { requests, fetch } = recorder([() => Response.json({})]);
    const client = http.createHttpClient({ dealerCode: undefined, cookies: () => '', fetch });
    void client.post('http://test/fire/', { json: { x: 1 } });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
  });

  it('an error answer read through its body rejects there with ky’s error and its behaviour', async () => {
    const http = await freshModule();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { fetch } = recorder([
        () =>
          new Response(JSON.stringify({ email: ['Enter a valid email address.'] }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ]);
      const client = http.createHttpClient({ dealerCode: undefined, cookies: () => '', fetch });
      const error = await client
        .post('http://test/form/', { json: {}, context: { call: 'form', fields: ['email'] } })
        .json()
        .catch((e: unknown) => e);
      expect((error as Error).name).toBe('HTTPError');
      expect(http.callerActions(error).map((a) => a.type)).toContain('field-errors');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('once the chunk is there, a call is ky’s own ResponsePromise', async () => {
    const http = await freshModule();
    const { fetch } = recorder([() => Response.json({ n: 1 }), () => Response.json({ n: 2 })]);
    const client = http.createHttpClient({ dealerCode: undefined, cookies: () => '', fetch });
    await client.get('http://test/1/').json();
    const { default: ky } = await import('ky');
    const direct = ky.get('http://test/never/', { fetch: async () => Response.json({}) });
    const call = client.get('http://test/2/');
    expect(Object.getPrototypeOf(call)).toBe(Object.getPrototypeOf(direct));
    await expect(call.json()).resolves.toEqual({ n: 2 });
    await direct;
  });

  it('a chunk that fails to load fails the request; the next request loads it again', async () => {
    const http = await freshModule();
    chunk.failures = 1;
    const { requests, fetch } = recorder([() => Response.json({ ok: true })]);
    const client = http.createHttpClient({ dealerCode: undefined, cookies: () => '', fetch });
    // (vitest reports a failing mocked import with an error of its own)
    await expect(client.get('http://test/a/').json()).rejects.toThrow();
    expect(requests).toHaveLength(0);
    await expect(client.get('http://test/a/').json()).resolves.toEqual({ ok: true });
    expect(chunk.loads).toBe(2);
  });

  it('preloadHttpClient loads the chunk once, ahead of the first request', async () => {
    const http = await freshModule();
    http.preloadHttpClient();
    http.preloadHttpClient();
    await vi.waitFor(() => expect(chunk.loads).toBe(1));
    const { fetch } = recorder([() => Response.json({})]);
    await http
      .createHttpClient({ dealerCode: undefined, cookies: () => '', fetch })
      .get('http://test/')
      .json();
    expect(chunk.loads).toBe(1);
  });
});
