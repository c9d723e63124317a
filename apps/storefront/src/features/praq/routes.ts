import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/** The personalised quotes a dealer sent (the e-mail's link): `praq/{flowId}/`, `?praq_id=` marking one. */
export const praqRoutes = [
  defineRoute({
    path: 'praq/:flow',
    page: page(() => import('./PraqQuotesPage.tsx'), 'PraqQuotesPage'),
    name: 'praq',
    title: 'praq.title',
  }),
];
