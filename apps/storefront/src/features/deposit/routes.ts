import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/**
 * The deposit (spec 2 §2): `deposit/{vehicleId}/` and its steps `place/` and `review/`, one
 * declaration and one chunk (`DepositPage` picks the step), so that the route table every page loads
 * up front grows by one entry only.
 */
export const depositRoutes = [
  defineRoute({
    path: 'deposit/:id/:step?',
    page: page(() => import('./DepositPage.tsx'), 'DepositPage'),
    name: 'deposit',
    title: 'deposit.title',
  }),
];
