import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentTable, handleOf, loadFlowRoutes, matchesOf } from '../src/app/routes.tsx';
import type { RouteDeclaration, RoutePrefetch } from '../src/shared/routing/defineRoute.ts';

// The route table in React Router's declarative mode: the shell and each page read the handle of the
// innermost route that names a page (page titles, analytics page names, chrome), as `useMatches` gave.

describe('route handles', () => {
  it('name the page of each route under every prefix shape', async () => {
    await loadFlowRoutes();
    for (const prefix of ['', '/maple_motors', '/maple_motors/fr', '/en']) {
      expect(handleOf(`${prefix}/vehicle-list/`)).toMatchObject({
        name: 'vehicle-list',
        title: 'inventory.pageTitle',
      });
      expect(handleOf(`${prefix}/conf/12/`)).toMatchObject({ name: 'welcome', title: 'bnp.step.welcome' });
      expect(handleOf(`${prefix}/conf/12/payment`)).toMatchObject({ name: 'payment' });
      expect(handleOf(`${prefix}/saved-vehicles/7/summary/trade_in`)).toMatchObject({ name: 'step-summary' });
      expect(handleOf(`${prefix}/not-found/`)).toMatchObject({ name: 'not-found', hideChrome: true });
    }
  });

  it("title the identity-login deposit's review (review-vw/) as a review, on the same mounted page as its form", async () => {
    await loadFlowRoutes();
    for (const prefix of ['', '/lone_star_motors', '/riviere_auto/fr', '/en']) {
      for (const step of ['', 'place/', 'place-vw/', 'receipt/']) {
        expect(handleOf(`${prefix}/deposit/12/${step}`)).toMatchObject({
          name: 'deposit',
          title: 'deposit.title',
        });
      }
      expect(handleOf(`${prefix}/deposit/12/review-vw/`)).toMatchObject({
        name: 'deposit',
        title: 'deposit.review.title',
      });
      // The form and the review are one page (the form stays mounted, typed entries kept): the route
      // that renders it is the same object on both paths.
      const pageOf = (path: string) => matchesOf(path).findLast(({ route }) => route.element)?.route;
      expect(pageOf(`${prefix}/deposit/12/review-vw/`)).toBeDefined();
      expect(pageOf(`${prefix}/deposit/12/review-vw/`)).toBe(pageOf(`${prefix}/deposit/12/place-vw/`));
    }
  });

  it('mark the redirects decided in the browser (home, aliases, unknown paths)', () => {
    for (const path of [
      '/maple_motors/en/',
      '/maple_motors/vehicle/12',
      '/welcome/12',
      '/configure/12',
      '/nowhere/at/all/here',
    ])
      expect(handleOf(path)?.redirect).toBe(true);
  });

  it('put the shell first and the vehicle page around its steps, each with its prefetch', () => {
    const matches = matchesOf('/maple_motors/en/conf/12/accessories');
    const prefetches = matches.map(({ route }) => typeof (route.handle as { prefetch?: unknown })?.prefetch);
    expect(prefetches).toEqual(['function', 'function', 'undefined']);
    expect(matches.at(1)?.params.id).toBe('12');
    expect(matchesOf('/maple_motors/en/vehicle-list/').map(({ route }) => route.path)).toContain(
      'vehicle-list',
    );
    // The matches are the table's own route objects (the lazy pages are found by them: preloadRoutes).
    const table = new Set<RouteObject>();
    const collect = (list: RouteObject[]) => {
      for (const route of list) {
        table.add(route);
        collect(route.children ?? []);
      }
    };
    collect(currentTable());
    for (const { route } of matches) expect(table.has(route)).toBe(true);
  });
});

describe('flow routes', () => {
  it('join the table the first time a path needs them, the first-load routes staying the same objects', async () => {
    vi.resetModules();
    const table = await import('../src/app/routes.tsx');
    const summary = '/maple_motors/en/saved-vehicles/7/summary/trade_in';
    // Not in the first load: the catch-all until the flows' declarations are in.
    expect(table.handleOf(summary)?.redirect).toBe(true);
    const vehicle = table.matchesOf('/maple_motors/en/conf/12/').at(-1)?.route;
    await table.loadFlowRoutes();
    expect(table.handleOf(summary)).toMatchObject({ name: 'step-summary' });
    expect(table.handleOf('/maple_motors/en/deposit/12/place')).toMatchObject({ name: 'deposit' });
    // the vehicle page's route (and so its loaded page) is the same object in the whole table
    expect(table.matchesOf('/maple_motors/en/conf/12/').at(-1)?.route).toBe(vehicle);
    expect(table.handleOf('/nowhere/at/all/here')?.redirect).toBe(true);
  });
});

describe('route prefetches', () => {
  it("start the matched routes' data, and the shell's start-up fetches only first or for another dealer", async () => {
    vi.resetModules();
    const calls: string[] = [];
    const record =
      (name: string): RoutePrefetch =>
      async ({ url, params }) =>
        void calls.push(`${name} ${url.pathname}${params.id ? ` #${params.id}` : ''}`);
    // each declared prefetch replaced by a recorder named after its route's path
    const recording = (routes: readonly RouteDeclaration[]): RouteDeclaration[] =>
      routes.map((route) => ({
        ...route,
        ...(route.prefetch ? { prefetch: record(route.path ?? 'index') } : {}),
        ...(route.children ? { children: recording(route.children) } : {}),
      }));
    vi.doMock('../src/app/prefetch.ts', () => ({ shellPrefetch: record('shell') }));
    vi.doMock('../src/app/routeManifest.ts', async (original) => {
      const manifest = await original<typeof import('../src/app/routeManifest.ts')>();
      return {
        ...manifest,
        FEATURE_ROUTES: Object.fromEntries(
          Object.entries(manifest.FEATURE_ROUTES).map(([feature, routes]) => [feature, recording(routes)]),
        ),
      };
    });
    const { prefetchRoutes } = await import('../src/app/routes.tsx');
    const at = (path: string) => new URL(path, 'https://shop.example');
    prefetchRoutes(at('/maple_motors/en/vehicle-list/'), null);
    prefetchRoutes(at('/maple_motors/en/conf/12/'), at('/maple_motors/en/vehicle-list/'));
    prefetchRoutes(at('/maple_motors/en/conf/12/payment'), at('/maple_motors/en/conf/12/'));
    prefetchRoutes(at('/lone_star_motors/en/vehicle-list/'), at('/maple_motors/en/conf/12/payment'));
    expect(calls).toEqual([
      'shell /maple_motors/en/vehicle-list/',
      'vehicle-list /maple_motors/en/vehicle-list/',
      'conf/:id /maple_motors/en/conf/12/ #12',
      'conf/:id /maple_motors/en/conf/12/payment #12',
      'shell /lone_star_motors/en/vehicle-list/',
      'vehicle-list /lone_star_motors/en/vehicle-list/',
    ]);
    vi.doUnmock('../src/app/prefetch.ts');
    vi.doUnmock('../src/app/routeManifest.ts');
  });
});

describe("the vehicle page's prefetch", () => {
  // In the browser (the server's render has the boot data's answers only: see the last test).
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // A fake HTTP client: records each GET and answers it from `answers` (by path), else a 404.
  function recordingHttp(answers: Record<string, unknown>) {
    const gets: string[] = [];
    const get = (input: string, init?: { searchParams?: Record<string, unknown> }) => {
      const query = new URLSearchParams(
        Object.entries(init?.searchParams ?? {}).map(([k, v]) => [k, String(v)]),
      ).toString();
      gets.push(query ? `${input}?${query}` : input);
      const answer = answers[input];
      const body = answer === undefined ? Promise.reject(new Error('404')) : Promise.resolve(answer);
      body.catch(() => {});
      return Object.assign(body, { json: () => body });
    };
    return { gets, http: { get } as unknown as import('../src/shared/api/http.ts').HttpClient };
  }

  async function conf() {
    const { QueryClient } = await import('@tanstack/react-query');
    const { buildAndPriceRoutes } = await import('../src/features/build-and-price/routes.ts');
    const { currentUserQuery } = await import('../src/features/auth/index.ts');
    const prefetch = buildAndPriceRoutes.find((r) => r.path === 'conf/:id')?.prefetch;
    if (!prefetch) throw new Error('the vehicle page declares no prefetch');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return { prefetch, client, currentUserQuery };
  }

  it('asks for the vehicle, then the deal’s own GETs for the vehicle it answered (the steps when signed out)', async () => {
    const { prefetch, client, currentUserQuery } = await conf();
    const { gets, http } = recordingHttp({
      '/api/customer/inventory/12/': { id: 12, name: 'A vehicle' },
      '/api/aftermarket/accessory/': { count: 0, results: [] },
      '/api/customer/order-steps/': { sections: [] },
      '/api/customer/payment-type/cash/choices/': {},
      '/api/customer/payment-type/finance/choices/': {},
      '/api/customer/payment-type/lease/choices/': {},
    });
    client.setQueryData(currentUserQuery(http, 'maple_motors').queryKey, null);
    await prefetch({
      client,
      http,
      dealerCode: 'maple_motors',
      url: new URL('https://shop.example/maple_motors/en/conf/12/'),
      params: { id: '12' },
    });
    expect(gets[0]).toBe('/api/customer/inventory/12/');
    expect(gets.slice(1).sort()).toEqual([
      '/api/aftermarket/accessory/?vehicle=12&active=true&page=1&page_size=100',
      '/api/customer/order-steps/?vehicle=12',
      '/api/customer/payment-type/cash/choices/?vehicle=12',
      '/api/customer/payment-type/finance/choices/?vehicle=12',
      '/api/customer/payment-type/lease/choices/?vehicle=12',
    ]);
  });

  it("leaves a signed-in shopper's steps to the page (they are those of the order) and asks nothing more for a vehicle that is not found", async () => {
    const { prefetch, client, currentUserQuery } = await conf();
    const answered = recordingHttp({
      '/api/customer/inventory/12/': { id: 12 },
      '/api/aftermarket/accessory/': { count: 0, results: [] },
      '/api/customer/payment-type/cash/choices/': {},
      '/api/customer/payment-type/finance/choices/': {},
      '/api/customer/payment-type/lease/choices/': {},
    });
    client.setQueryData(currentUserQuery(answered.http, 'maple_motors').queryKey, {
      id: 3,
      email: 'a@b.c',
    } as unknown as import('../src/features/auth/index.ts').CurrentUser);
    const context = {
      client,
      dealerCode: 'maple_motors',
      url: new URL('https://shop.example/maple_motors/en/conf/12/'),
    };
    await prefetch({ ...context, http: answered.http, params: { id: '12' } });
    expect(answered.gets.filter((g) => g.startsWith('/api/customer/order-steps/'))).toEqual([]);
    expect(answered.gets).toHaveLength(5);
    const missing = recordingHttp({});
    await prefetch({ ...context, http: missing.http, params: { id: '99' } });
    expect(missing.gets).toEqual(['/api/customer/inventory/99/']);
  });
});

describe("the vehicle page's prefetch in the server's render", () => {
  it('asks the server render for the vehicle only (the deal’s GETs are not in its answers)', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { buildAndPriceRoutes } = await import('../src/features/build-and-price/routes.ts');
    const prefetch = buildAndPriceRoutes.find((r) => r.path === 'conf/:id')?.prefetch;
    if (!prefetch) throw new Error('the vehicle page declares no prefetch');
    const gets: string[] = [];
    const get = (input: string) => {
      gets.push(input);
      const body = Promise.resolve({ id: 12 });
      return Object.assign(body, { json: () => body });
    };
    await prefetch({
      client: new QueryClient(),
      http: { get } as unknown as import('../src/shared/api/http.ts').HttpClient,
      dealerCode: 'maple_motors',
      url: new URL('https://shop.example/maple_motors/en/conf/12/'),
      params: { id: '12' },
    });
    expect(gets).toEqual(['/api/customer/inventory/12/']);
  });
});
