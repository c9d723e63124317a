import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/**
 * The black-book trade-in of a vehicle's deal (`{id}`: the vehicle): `trade-in-black-book/{id}/` and
 * its steps (get started, details, review); and the trade-in 2 flow, `trade-in-2/{id}/` (get started,
 * details, photos, review). One declaration and one chunk each, as every flow: the route table is in
 * every page's first load, so each layout (`BlackBookLayout.tsx`, `TradeIn2Layout.tsx`) picks the step
 * itself.
 */
export const tradeInRoutes = [
  defineRoute({
    path: 'trade-in-black-book/:id/:step?',
    page: page(() => import('./BlackBookLayout.tsx'), 'BlackBookLayout'),
    name: 'trade-in-black-book',
    title: 'trade_in.title',
  }),
  // The external instant cash offer (`trade-in-external/{id}/`: welcome, review), a chunk of its own.
  defineRoute({
    path: 'trade-in-external/:id/:step?',
    page: page(() => import('./ExternalLayout.tsx'), 'ExternalLayout'),
    name: 'trade-in-external',
    title: 'trade_in.external.title',
  }),
  // The older flow (`trade-in/{id}/`: details, history, images, review), a chunk of its own.
  defineRoute({
    path: 'trade-in/:id/:step?',
    page: page(() => import('./ClassicLayout.tsx'), 'ClassicLayout'),
    name: 'trade-in-classic',
    title: 'trade_in.title',
  }),
  defineRoute({
    path: 'trade-in-2/:id/:step?',
    page: page(() => import('./TradeIn2Layout.tsx'), 'TradeIn2Layout'),
    name: 'trade-in-two',
    title: 'trade_in.title',
  }),
];
