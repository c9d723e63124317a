import { defineRoute, type PageModule, page } from '../../shared/routing/defineRoute.ts';
import { BLACK_BOOK_STEP_TITLE, BLACK_BOOK_STEPS, type BlackBookStep } from './steps.ts';

const BLACK_BOOK_PAGES: Record<BlackBookStep, PageModule> = {
  welcome: page(() => import('./BlackBookWelcome.tsx'), 'BlackBookWelcome'),
  details: page(() => import('./BlackBookDetails.tsx'), 'BlackBookDetails'),
  review: page(() => import('./BlackBookReview.tsx'), 'BlackBookReview'),
};

/** Analytics step names (spec 3 §2: get-started, vehicle-details, review). */
const STEP_NAME: Record<BlackBookStep, string> = {
  welcome: 'trade-in-black-book-get-started',
  details: 'trade-in-black-book-vehicle-details',
  review: 'trade-in-black-book-review',
};

/** The black-book trade-in of a vehicle's deal (`{id}`: the vehicle), its own chunks. */
export const tradeInRoutes = [
  defineRoute({
    path: 'trade-in-black-book/:id',
    page: page(() => import('./BlackBookLayout.tsx'), 'BlackBookLayout'),
    children: [
      defineRoute({ index: true, alias: '/trade-in-black-book/:id/welcome/' }),
      ...BLACK_BOOK_STEPS.map((step) =>
        defineRoute({
          path: step,
          page: BLACK_BOOK_PAGES[step],
          name: STEP_NAME[step],
          title: BLACK_BOOK_STEP_TITLE[step],
        }),
      ),
    ],
  }),
];
