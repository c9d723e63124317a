import { describe, expect, it } from 'vitest';
import { BOOT_ROUTES, BOOT_SHELL_DATA } from '../src/app/bootPlan.ts';
import { currentUserQuery } from '../src/features/auth/api/user.ts';
import { getVehicle } from '../src/features/build-and-price/api/deal.ts';
import { homeDealershipQuery } from '../src/features/dealership/api/homeDealership.ts';
import {
  appSettingsQuery,
  paymentSettingsQuery,
  staticDataQuery,
} from '../src/features/dealership/api/settings.ts';
import { languageQuery } from '../src/features/i18n/api/language.ts';
import { getVehicles } from '../src/features/inventory/api/vehicles.ts';
import { BOOT_DATA_TTL_MS, createBootFetch, readBootDocument } from '../src/shared/api/bootData.ts';
import { createHttpClient, TENANT_HEADER } from '../src/shared/api/http.ts';

// A network that records what reaches it.
function network() {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    urls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return new Response(JSON.stringify({ from: 'network' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { urls, fetch: fetch as typeof globalThis.fetch };
}

const BASE = 'http://shop.test';

function clientWith(
  boot: Parameters<typeof createBootFetch>[0]['boot'],
  dealerCode: string | undefined,
  now = 0,
) {
  const net = network();
  const fetch = createBootFetch({ boot, tenantHeader: TENANT_HEADER, now: () => now, fetch: net.fetch });
  return { net, http: createHttpClient({ dealerCode, fetch, baseUrl: BASE }) };
}

describe('embedded boot answers', () => {
  const boot = {
    dealer: 'maple_motors',
    answers: {
      '/i18n/': { language: 'fr' },
      '/api/customer/inventory/simple/?condition=new&make=Honda': { count: 1, results: [] },
    },
  };

  it('answers the first matching GET from the document, then goes to the network', async () => {
    const { net, http } = clientWith(boot, 'maple_motors');
    expect(await http.get('/i18n/').json()).toEqual({ language: 'fr' });
    expect(net.urls).toEqual([]);
    expect(await http.get('/i18n/').json()).toEqual({ from: 'network' });
    expect(net.urls).toEqual(['GET /i18n/']);
  });

  it('matches query parameters in any order', async () => {
    const { net, http } = clientWith(boot, 'maple_motors');
    const page = await http.get('/api/customer/inventory/simple/', {
      searchParams: { make: 'Honda', condition: 'new' },
    });
    expect(await page.json()).toEqual({ count: 1, results: [] });
    expect(net.urls).toEqual([]);
  });

  it("never answers another tenant's request, another method, or after the boot window", async () => {
    const other = clientWith(boot, 'lone_star_motors');
    await other.http.get('/i18n/').json();
    expect(other.net.urls).toEqual(['GET /i18n/']);
    const post = clientWith(boot, 'maple_motors');
    await post.http.post('/i18n/', { json: { language: 'en' } }).json();
    expect(post.net.urls).toEqual(['POST /i18n/']);
    const late = clientWith(boot, 'maple_motors', BOOT_DATA_TTL_MS + 1);
    await late.http.get('/i18n/').json();
    expect(late.net.urls).toEqual(['GET /i18n/']);
    const none = clientWith(null, 'maple_motors');
    await none.http.get('/i18n/').json();
    expect(none.net.urls).toEqual(['GET /i18n/']);
  });

  it('reads the document element and ignores a broken one', () => {
    const doc = (text: string | null) =>
      ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;
    expect(readBootDocument(doc(JSON.stringify(boot)))).toEqual(boot);
    expect(readBootDocument(doc('{not json'))).toBeNull();
    expect(readBootDocument(doc('{"dealer":"x"}'))).toBeNull();
    expect(readBootDocument(doc(null))).toBeNull();
    expect(readBootDocument(undefined)).toBeNull();
  });
});

describe('boot plan', () => {
  it('names exactly the paths the start-up queries request', async () => {
    const net = network();
    const http = createHttpClient({ dealerCode: 'maple_motors', fetch: net.fetch, baseUrl: BASE });
    for (const query of [
      languageQuery(http, 'maple_motors'),
      homeDealershipQuery(http, 'maple_motors'),
      paymentSettingsQuery(http, 'maple_motors'),
      staticDataQuery(http, 'maple_motors'),
      currentUserQuery(http, 'maple_motors'),
      appSettingsQuery(http, 'maple_motors'),
    ]) {
      await (query.queryFn as () => Promise<unknown>)();
    }
    expect(net.urls.map((u) => u.slice(4)).sort()).toEqual([...BOOT_SHELL_DATA].sort());
  });

  it("names the vehicle list's and the vehicle page's requests", async () => {
    const net = network();
    const http = createHttpClient({ dealerCode: undefined, fetch: net.fetch, baseUrl: BASE });
    await getVehicles(http, { condition: 'new' });
    await getVehicle(http, '12');
    const list = BOOT_ROUTES.find((r) => r.path === '/vehicle-list/');
    const conf = BOOT_ROUTES.find((r) => r.path === '/conf/:id/');
    expect(net.urls[0]).toBe(`GET ${list?.data[0]?.slice(0, -1)}?condition=new`);
    expect(net.urls[1]).toBe(`GET ${conf?.data[0]?.replace(':id', '12')}`);
  });
});
