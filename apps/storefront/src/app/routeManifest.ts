import { appointmentRoutes } from '../features/appointment/routes.ts';
import { buildAndPriceRoutes } from '../features/build-and-price/routes.ts';
import { creditAppRoutes } from '../features/credit-app/routes.ts';
import { depositRoutes } from '../features/deposit/routes.ts';
import { inventoryRoutes } from '../features/inventory/routes.ts';
import { myVehiclesRoutes } from '../features/my-vehicles/routes.ts';
import { sharedDealRoutes } from '../features/shared-deal/routes.ts';
import { tradeInRoutes } from '../features/trade-in/routes.ts';
import { defineRoute, page, type RouteDeclaration } from '../shared/routing/defineRoute.ts';

// Every page of the storefront: each feature's routes (its `routes.ts`), one line a feature, and the
// shell's own. The route table (./routes.tsx), the prefetches and the boot plan (./bootPlan.ts) are
// derived from these declarations. Read by the build in Node: imports only routes modules.

/** The feature folder of each registered feature's routes (the boot plan names their page files by it). */
export const FEATURE_ROUTES: Readonly<Record<string, readonly RouteDeclaration[]>> = {
  inventory: inventoryRoutes,
  'build-and-price': buildAndPriceRoutes,
  'my-vehicles': myVehiclesRoutes,
  'shared-deal': sharedDealRoutes,
  'credit-app': creditAppRoutes,
  deposit: depositRoutes,
  appointment: appointmentRoutes,
  'trade-in': tradeInRoutes,
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
