// The dealer theme's derivation, as the chunk src/app/dealerTheme.ts loads on demand (a module of its
// own, so the chunk is this module's: the bundle needs no namespace object, nor the helper that makes one).
export { deriveDealerTheme } from '@storefront/theme/derive';
