import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, createHttpClient, TENANT_HEADER } from '../src/shared/api/http.ts';

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

describe('shared HTTP client', () => {
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

  it('sends no tenant header without a dealer code', async () => {
    const { requests, fetch } = recorder([() => Response.json({})]);
    await createHttpClient({ dealerCode: undefined, cookies: () => '', fetch })
      .get('http://test/a/')
      .json();
    expect(requests[0]?.headers.has(TENANT_HEADER)).toBe(false);
  });

  it('does not retry an unsafe method that got a 5xx answer', async () => {
    const { requests, fetch } = recorder([
      () => new Response('boom', { status: 502 }),
      () => Response.json({}),
    ]);
    const http = createHttpClient({ dealerCode: undefined, cookies: () => '', fetch });
    await expect(http.post('http://test/a/', { json: {} }).json()).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});
