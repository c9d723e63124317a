import { defineRoute, page } from '../../shared/routing/defineRoute.ts';
import { vehicleQuery } from './api/vehicle.ts';

export const buildAndPriceRoutes = [
  // Vehicle detail links and the configure aliases: the vehicle page, query (configurationId) kept.
  defineRoute({ path: 'vehicle/:id', alias: '/conf/:id/' }),
  defineRoute({ path: 'welcome/:id', alias: '/conf/:id/' }),
  defineRoute({ path: 'configure/:id', alias: '/conf/:id/' }),
  defineRoute({
    path: 'conf/:id',
    page: page(() => import('./VehicleLayout.tsx'), 'VehicleLayout'),
    // the vehicle: the first link of the per-vehicle chain
    prefetch: ({ client, http, dealerCode, params }) =>
      params.id ? client.prefetchQuery(vehicleQuery(http, dealerCode, params.id)) : Promise.resolve(),
    boot: {
      data: ['/api/customer/inventory/:id/'],
      images: [
        { data: '/api/customer/dealership/home-dealership/', pointer: '/theme/logo' },
        { data: '/api/customer/inventory/:id/', pointer: '/primary_image' },
      ],
      messages: ['core'],
    },
    children: [
      defineRoute({
        index: true,
        page: page(() => import('./WelcomeStep.tsx'), 'WelcomeStep'),
        name: 'welcome',
        title: 'bnp.step.welcome',
      }),
      defineRoute({
        path: 'accessories',
        page: page(() => import('./AccessoriesStep.tsx'), 'AccessoriesStep'),
        name: 'accessories',
        title: 'bnp.step.accessories',
      }),
      defineRoute({
        path: 'protection',
        page: page(() => import('./ProtectionStep.tsx'), 'ProtectionStep'),
        name: 'protection',
        title: 'bnp.step.protection',
      }),
      defineRoute({
        path: 'incentives',
        page: page(() => import('./IncentivesStep.tsx'), 'IncentivesStep'),
        name: 'incentives',
        title: 'bnp.step.incentives',
      }),
      defineRoute({
        path: 'payment',
        page: page(() => import('./PaymentStep.tsx'), 'PaymentStep'),
        name: 'payment',
        title: 'bnp.step.payment',
      }),
      defineRoute({
        path: 'review',
        page: page(() => import('./ReviewStep.tsx'), 'ReviewStep'),
        name: 'review',
        title: 'bnp.step.review',
      }),
    ],
  }),
];
