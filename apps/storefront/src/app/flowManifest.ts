import { appointmentRoutes } from '../features/appointment/routes.ts';
import { creditAppRoutes } from '../features/credit-app/routes.ts';
import { depositRoutes } from '../features/deposit/routes.ts';
import { identityLoginRoutes } from '../features/identity-login/routes.ts';
import { myVehiclesRoutes } from '../features/my-vehicles/routes.ts';
import { praqRoutes } from '../features/praq/routes.ts';
import { sharedDealRoutes } from '../features/shared-deal/routes.ts';
import { tradeInRoutes } from '../features/trade-in/routes.ts';
import type { RouteDeclaration } from '../shared/routing/defineRoute.ts';

// The flows a shopper enters from a page (the saved deals, a shared deal, the credit application, the
// deposit, the appointment, the trade-in): one line a feature. Their declarations are a chunk of their
// own, not part of any page's first load; the route table (./routes.tsx) loads it the first time a path
// matches none of the first-load routes (./routeManifest.ts), and adds its routes then. Read by the
// build in Node too: imports only routes modules.

/** The feature folder of each flow's routes (the boot plan names their page files by it). */
export const FLOW_ROUTES: Readonly<Record<string, readonly RouteDeclaration[]>> = {
  'my-vehicles': myVehiclesRoutes,
  'shared-deal': sharedDealRoutes,
  'credit-app': creditAppRoutes,
  deposit: depositRoutes,
  appointment: appointmentRoutes,
  'trade-in': tradeInRoutes,
  praq: praqRoutes,
  'identity-login': identityLoginRoutes,
};
