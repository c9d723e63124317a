// The cost of credit under the header's payment, loaded in parallel with the first price (the
// payment it discloses comes from the pricing call, after the page's first paint), out of the
// vehicle page's first load.
export { PaymentDisclosure as HeaderDisclosure } from '@storefront/ui';
