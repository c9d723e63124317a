import { defineRoute, page } from '../../shared/routing/defineRoute.ts';
import { preloadImage } from '../../shared/routing/preloadImage.ts';
import { vehicleListParams, vehiclesQuery } from './api/vehicles.ts';

export const inventoryRoutes = [
  defineRoute({
    path: 'vehicle-list',
    page: page(() => import('./VehicleListPage.tsx'), 'VehicleListPage'),
    name: 'vehicle-list',
    title: 'inventory.pageTitle',
    // the first page of results with the URL's filters, then its first image preloaded
    prefetch: ({ client, http, dealerCode, url }) =>
      client
        .ensureQueryData(vehiclesQuery(http, dealerCode, vehicleListParams(url.searchParams)))
        .then((list) => preloadImage(list.results[0]?.primary_image)),
    boot: {
      data: ['/api/customer/inventory/simple/?'],
      images: [{ data: '/api/customer/inventory/simple/?', pointer: '/results/0/primary_image' }],
      messages: ['core'],
      coreMessages: ['inventory.', 'stock_badge.', 'ui.carousel.illustration'],
    },
  }),
];
