import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/** A shopper's saved vehicles, under both of their paths. */
const savedVehicles = (base: string) => [
  defineRoute({
    path: base,
    page: page(() => import('./MyVehiclesPage.tsx'), 'MyVehiclesPage'),
    name: 'my-vehicles',
    title: 'myVehicles.title',
  }),
  defineRoute({
    path: `${base}/:id`,
    page: page(() => import('./OrderDetailsPage.tsx'), 'OrderDetailsPage'),
    name: 'order-details',
    title: 'orderDetails.title',
  }),
  defineRoute({
    path: `${base}/:id/summary/:secName?`,
    page: page(() => import('./StepSummaryPage.tsx'), 'StepSummaryPage'),
    name: 'step-summary',
    title: 'summary.title',
  }),
];

export const myVehiclesRoutes = [
  ...savedVehicles('saved-vehicles'),
  ...savedVehicles('my-vehicles'),
  defineRoute({
    path: 'no-order',
    page: page(() => import('./NoOrderPage.tsx'), 'NoOrderPage'),
    name: 'no-order',
    title: 'noOrder.title',
  }),
  defineRoute({
    path: 'privacy',
    page: page(() => import('./PrivacyPage.tsx'), 'PrivacyPage'),
    name: 'privacy',
    title: 'privacy.title',
  }),
  defineRoute({
    path: 'unsubscribe',
    page: page(() => import('./UnsubscribePage.tsx'), 'UnsubscribePage'),
    name: 'unsubscribe',
    title: 'unsubscribe.title',
  }),
];
