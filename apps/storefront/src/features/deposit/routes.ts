import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/**
 * The deposit (spec 2 §2): `deposit/{vehicleId}/` and its steps, one page and one chunk (`DepositPage`
 * picks the step). The steps are child routes without a page of their own, so that the page stays
 * mounted from one step to the next (the identity-login variant's form on `place-vw/` keeps what was
 * typed for its review on `review-vw/`); a step that has a title of its own declares it: `review-vw/`
 * is the review ("Review your deposit"), the others take the deposit's ("Place your deposit").
 */
export const depositRoutes = [
  defineRoute({
    path: 'deposit/:id',
    page: page(() => import('./DepositPage.tsx'), 'DepositPage'),
    name: 'deposit',
    title: 'deposit.title',
    children: [
      defineRoute({ path: 'review-vw', name: 'deposit', title: 'deposit.review.title' }),
      // Any other step: the deposit's own name and title (the route above this one's).
      defineRoute({ path: ':step' }),
    ],
  }),
];
