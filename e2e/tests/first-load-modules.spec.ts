import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytesPerSource } from '../../scripts/bundle-attribution.mjs';
import { expect, test } from './fixtures.ts';

// The build's first loads (e2e/start-server.ts builds the storefront first), read through their source
// maps: the code a shopper needs only after an interaction, or on another page, is in none of the
// vehicle page's or the list's up-front files (the entry and the page's boot-plan chunks).
const dist = fileURLToPath(new URL('../../apps/storefront/dist/', import.meta.url));

function upFrontSources(route: string): string[] {
  const plan = JSON.parse(readFileSync(join(dist, 'boot-plan.json'), 'utf8')) as {
    routes: { path: string; modules: string[] }[];
  };
  const planned = plan.routes.find((r) => r.path === route);
  if (!planned) throw new Error(`no ${route} route in the boot plan`);
  const entries = [
    ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...entries, ...planned.modules];
  expect(files.length).toBeGreaterThan(1);
  return files.flatMap((file) => {
    const path = join(dist, file);
    return [...bytesPerSource(readFileSync(path, 'utf8'), readFileSync(`${path}.map`, 'utf8')).keys()];
  });
}

const LATER = [
  'features/build-and-price/dealSaving.ts', // "Save deal" (the review step)
  'features/orders/api/orders.ts', // the order writes
  'features/build-and-price/stepAddons.ts', // the steps' add-ons
  'domain/src/pricing/disclosure.ts', // the cost of credit, under the payment once priced
  'features/build-and-price/ConfigurationLink.tsx', // a salesperson's configuration (its link only)
  'features/build-and-price/api/configuration.ts',
  'ui/src/Footer/Footer.tsx', // the footer, below the fold: hydrated once its chunk is in
  'ui/src/Footer/sanitizeHtml.ts',
  'features/third-party/loader.ts', // the dealer's third-party scripts, after the page is live
  'features/third-party/index.ts',
];

// The page's own component, found the same way: the source maps are read.
const PAGES = {
  '/conf/:id/': 'features/build-and-price/VehicleLayout.tsx',
  '/vehicle-list/': 'features/inventory/VehicleListPage.tsx',
};

for (const [route, page] of Object.entries(PAGES)) {
  test(`the first load of ${route} holds none of the code needed only later`, () => {
    const sources = upFrontSources(route);
    expect(sources.filter((s) => s.endsWith(page))).toHaveLength(1);
    for (const later of LATER)
      expect(
        sources.filter((s) => s.endsWith(later)),
        later,
      ).toEqual([]);
  });
}
