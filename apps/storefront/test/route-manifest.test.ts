import { describe, expect, it } from 'vitest';
import { stripBoot } from '../build/route-boot.ts';
import { BOOT_ROUTES, bootRoutes } from '../src/app/bootPlan.ts';
import { FLOW_ROUTES } from '../src/app/flowManifest.ts';
import { FEATURE_ROUTES, SHELL_ROUTES } from '../src/app/routeManifest.ts';
import enCA from '../src/shared/i18n/messages/en-CA.json' with { type: 'json' };
import enUS from '../src/shared/i18n/messages/en-US.json' with { type: 'json' };
import frCA from '../src/shared/i18n/messages/fr-CA.json' with { type: 'json' };
import { defineRoute, page, pageFile, type RouteDeclaration } from '../src/shared/routing/defineRoute.ts';

// A route is declared once, in its feature's routes.ts; the boot plan the server renders first pages
// with is derived from the declarations (src/app/bootPlan.ts).

describe('boot plan from the route declarations', () => {
  it('plans the vehicle list and the vehicle page, with the modules their first render loads', () => {
    expect(BOOT_ROUTES).toEqual([
      {
        path: '/vehicle-list/',
        data: ['/api/customer/inventory/simple/?'],
        modules: ['src/features/inventory/VehicleListPage.tsx'],
        images: [{ data: '/api/customer/inventory/simple/?', pointer: '/results/0/primary_image' }],
        messages: ['core'],
      },
      {
        path: '/conf/:id/',
        data: ['/api/customer/inventory/:id/'],
        modules: [
          'src/features/build-and-price/VehicleLayout.tsx',
          'src/features/build-and-price/WelcomeStep.tsx',
        ],
        images: [
          { data: '/api/customer/dealership/home-dealership/', pointer: '/theme/logo' },
          {
            data: '/api/customer/inventory/:id/',
            pointer: '/primary_image',
            srcset: '/images/0/srcset',
            sizes: '(min-width: 992px) 60vw, 100vw',
          },
        ],
        messages: ['core'],
        // the steps' bar: its first paint is server-rendered in its classes, its JS comes on demand
        styleModules: ['src/features/build-and-price/stepper.tsx'],
      },
    ]);
  });

  it("plans only the routes declared with `boot`, each with its page and its index route's page", () => {
    const plain = defineRoute({
      path: 'elsewhere',
      page: page(async () => ({ Elsewhere: null }), 'Elsewhere'),
    });
    const planned = defineRoute({
      path: 'trade-in/:id',
      page: page(() => import('../src/app/VehicleNotFoundPage.tsx'), 'VehicleNotFoundPage'),
      boot: { data: ['/api/customer/trade-in/:id/'], images: [] },
      children: [
        defineRoute({
          path: 'photos',
          page: page(() => import('../src/app/HomeRedirect.tsx'), 'HomeRedirect'),
        }),
      ],
    });
    expect(bootRoutes({ 'trade-in': [plain, planned] })).toEqual([
      {
        path: '/trade-in/:id/',
        data: ['/api/customer/trade-in/:id/'],
        modules: ['src/features/trade-in/VehicleNotFoundPage.tsx'],
        images: [],
      },
    ]);
  });

  it("names a page's file from its import, and refuses a page whose load is not a plain import", () => {
    expect(pageFile(page(() => import('../src/app/VehicleNotFoundPage.tsx'), 'VehicleNotFoundPage'))).toBe(
      'VehicleNotFoundPage.tsx',
    );
    expect(() => pageFile(page(async () => ({ Page: null }), 'Page'))).toThrow(/plain import/);
  });
});

describe('route declarations in the bundles', () => {
  it('leave `boot` out (the build reads it in Node; the pages never do)', () => {
    const source = `defineRoute({\n  path: 'conf/:id',\n  boot: {\n    data: ['/a/'],\n    images: [{ data: '/a/', pointer: '/b' }],\n  },\n  children: [defineRoute({ path: 'x', boot: { data: [], images: [] } })],\n});`;
    expect(stripBoot(source)).toBe(
      `defineRoute({\n  path: 'conf/:id',\n  \n  children: [defineRoute({ path: 'x',  })],\n});`,
    );
  });
});

describe('declared routes', () => {
  const all = (routes: readonly RouteDeclaration[]): RouteDeclaration[] =>
    routes.flatMap((route) => [route, ...all(route.children ?? [])]);
  const declared = all([
    ...Object.values(FEATURE_ROUTES).flat(),
    ...Object.values(FLOW_ROUTES).flat(),
    ...SHELL_ROUTES,
  ]);

  it('title every page with a message of each locale', () => {
    // a layout (a page with child routes) takes its title from the child that matches
    const pages = declared.filter((route) => route.page && !route.children);
    expect(pages.length).toBeGreaterThan(15);
    for (const route of pages) {
      expect(route.title, route.path).toBeDefined();
      for (const messages of [enUS, enCA, frCA] as Record<string, string>[])
        expect(messages[route.title ?? ''], route.title).toBeTruthy();
    }
  });

  it('name each page for analytics, and give each page a file of its feature', () => {
    for (const route of declared.filter((r) => r.page && !r.children)) {
      expect(route.name, route.path).toMatch(/^[a-z-]+$/);
      expect(pageFile(route.page as NonNullable<RouteDeclaration['page']>)).toMatch(/^[A-Z]\w+\.tsx$/);
    }
  });
});
