// The cart's dialog, loaded on demand by DealCart (its own chunk with Radix Dialog).
export { CartModal as CartDialog } from '@storefront/ui';
