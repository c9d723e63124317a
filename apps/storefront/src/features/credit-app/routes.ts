import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

// The credit application (spec 3 section 2): credit-app/{vehicle id}/ and its steps. One route for the
// whole flow: its layout routes the steps itself (./CreditAppLayout.tsx), so that the shell's route
// table, which every page loads up front, grows by one line and not one per step. The layout redirects
// (replace) to order-details when the order's sections have no credit application, and to the step
// summary once the application is sent.
export const creditAppRoutes = [
  defineRoute({
    path: 'credit-app/:id/*',
    page: page(() => import('./CreditAppPage.tsx'), 'CreditAppPage'),
    name: 'credit-app',
    title: 'creditApp.title',
  }),
];
