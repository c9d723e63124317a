import { defineRoute, page } from '../../shared/routing/defineRoute.ts';
import { vehicleQuery } from './api/vehicle.ts';

const step = (path: string, route: Parameters<typeof defineRoute>[0]) =>
  defineRoute({ path, name: path, title: `bnp.step.${path}`, ...route });

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
      step('accessories', { page: page(() => import('./AccessoriesStep.tsx'), 'AccessoriesStep') }),
      step('protection', { page: page(() => import('./ProtectionStep.tsx'), 'ProtectionStep') }),
      step('incentives', { page: page(() => import('./IncentivesStep.tsx'), 'IncentivesStep') }),
      step('payment', { page: page(() => import('./PaymentStep.tsx'), 'PaymentStep') }),
      step('review', { page: page(() => import('./ReviewStep.tsx'), 'ReviewStep') }),
    ],
  }),
];
