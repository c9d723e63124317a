import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

export const sharedDealRoutes = [
  defineRoute({
    path: 'shared-deal/:token',
    page: page(() => import('./SharedDealPage.tsx'), 'SharedDealPage'),
    name: 'shared-deal',
    title: 'sharedDeal.pageTitle',
  }),
];
