import { buildAndPriceRoutes } from '../features/build-and-price/routes.ts';
import { inventoryRoutes } from '../features/inventory/routes.ts';
import { defineRoute, page, type RouteDeclaration } from '../shared/routing/defineRoute.ts';

// The pages of a first load: the features a shopper lands on (the vehicle list, the vehicle page and
// its steps), one line a feature, and the shell's own. The flows entered from them are in
// ./flowManifest.ts, a chunk of its own. The route table (./routes.tsx), the prefetches and the boot
// plan (./bootPlan.ts) are derived from these declarations. Read by the build in Node: imports only
// routes modules.

/** The feature folder of each first-load feature's routes (the boot plan names their page files by it). */
export const FEATURE_ROUTES: Readonly<Record<string, readonly RouteDeclaration[]>> = {
  inventory: inventoryRoutes,
  'build-and-price': buildAndPriceRoutes,
};

/** The shell's routes around the features' (the home redirect and unknown paths are the app's). */
export const SHELL_ROUTES: readonly RouteDeclaration[] = [
  defineRoute({
    path: 'not-found',
    page: page(() => import('./VehicleNotFoundPage.tsx'), 'VehicleNotFoundPage'),
    name: 'not-found',
    title: 'vehicleNotFound.title',
    hideChrome: true,
  }),
];
