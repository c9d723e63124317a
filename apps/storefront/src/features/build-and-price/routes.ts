import { defineRoute, type PageModule, page } from '../../shared/routing/defineRoute.ts';
import { vehicleQuery } from './api/vehicle.ts';
import { HERO_SIZES } from './heroImage.ts';
import { type BnpStep, BUILD_AND_PRICE_ROUTES } from './steps.ts';

/** The page of each step (the domain's BUILD_AND_PRICE_ROUTES: ./steps.ts). */
const STEP_PAGES: Record<BnpStep, PageModule> = {
  accessories: page(() => import('./AccessoriesStep.tsx'), 'AccessoriesStep'),
  protection: page(() => import('./ProtectionStep.tsx'), 'ProtectionStep'),
  incentives: page(() => import('./IncentivesStep.tsx'), 'IncentivesStep'),
  payment: page(() => import('./PaymentStep.tsx'), 'PaymentStep'),
  review: page(() => import('./ReviewStep.tsx'), 'ReviewStep'),
};

export const buildAndPriceRoutes = [
  // Vehicle detail links and the configure aliases: the vehicle page, query (configurationId) kept.
  defineRoute({ path: 'vehicle/:id', alias: '/conf/:id/' }),
  defineRoute({ path: 'welcome/:id', alias: '/conf/:id/' }),
  defineRoute({ path: 'configure/:id', alias: '/conf/:id/' }),
  defineRoute({
    path: 'conf/:id',
    page: page(() => import('./VehicleLayout.tsx'), 'VehicleLayout'),
    // The vehicle (the first link of the per-vehicle chain) and, in the browser, in a chunk of their
    // own, the deal's own GETs (./prefetchDeal.ts; the server's render has the boot data's answers only).
    prefetch: (context) =>
      Promise.all([
        context.params.id &&
          context.client.prefetchQuery(vehicleQuery(context.http, context.dealerCode, context.params.id)),
        typeof window !== 'undefined' && import('./prefetchDeal.ts').then((m) => m.prefetchDeal(context)),
      ]),
    boot: {
      data: ['/api/customer/inventory/:id/'],
      images: [
        { data: '/api/customer/dealership/home-dealership/', pointer: '/theme/logo' },
        // The hero: a dealer photo the feed offers in several sizes is preloaded as the page shows it.
        {
          data: '/api/customer/inventory/:id/',
          pointer: '/primary_image',
          srcset: '/images/0/srcset',
          sizes: HERO_SIZES,
        },
      ],
      messages: ['core'],
      // the steps' bar (its chunk): its first paint is server-rendered in its classes (VehicleLayout.tsx)
      styles: ['stepper.tsx'],
      // the pricing header (its payment lines; the rest of deal.payment.* is the payment step's, the
      // cost of credit's texts come with its chunk, once every pack is in), the steps, the overview,
      // the cart button
      coreMessages: [
        // What the vehicle page's first paint shows of its own: the steps, the overview with its
        // picture, the postal code, the cart and question buttons (the other steps' are in `rest`;
        // so are the gallery's thumbnails, which come with its chunk once the page is live).
        'bnp.step.',
        'bnp.steps',
        'bnp.overview.',
        'bnp.postal.',
        'bnp.askQuestion',
        'bnp.cart',
        'bnp.continue',
        // the heading of the dealer's disclaimers at the foot of the page
        'bnp.disclaimers',
        'deal.pricingHeader.',
        'deal.payment.cashPrice',
        'deal.payment.difference',
        'deal.payment.plusTaxes',
        'deal.payment.taxesIncluded',
        'deal.payment.term',
        'deal.payment.updated',
        'deal.paymentType.',
        'deal.frequency.',
        'deal.vehicle.',
        'deal.overview.',
        'deal.common.',
        'deal.cart.',
        'payment_error_',
        'ui.carousel.',
        // the steps' progress bar (its chunk, ./stepper.tsx): each step's status, "Step 3 of 7"
        'ui.stepper.',
        'stock_badge.',
      ],
    },
    children: [
      defineRoute({
        index: true,
        page: page(() => import('./WelcomeStep.tsx'), 'WelcomeStep'),
        name: 'welcome',
        title: 'bnp.step.welcome',
      }),
      ...BUILD_AND_PRICE_ROUTES.map((step) =>
        defineRoute({ path: step, page: STEP_PAGES[step], name: step, title: `bnp.step.${step}` }),
      ),
    ],
  }),
];
