// Query keys that several features invalidate: the deal's pricing (build-and-price reads it; a failed
// payment change and a trade-in's accepted or declined offer, or a saved trade-in, invalidate it) and
// the customer's orders (read by the shell, build-and-price and the flows; invalidated after a sign-in,
// a saved deal, a trade-in). Here, not in the feature that reads them: a flow importing
// `build-and-price/index.ts` for one key would bring the vehicle page's modules into its chunk, and
// features only use each other's index (README "Adding a feature").

/** Every pricing of every dealer (`buildAndPriceKeys.pricing` is `['pricing', dealer, ...]`). */
export const PRICING_ALL = ['pricing'] as const;

/** Every customer's orders of every dealer (`orderKeys.list` is `['orders', dealer, userId]`). */
export const ORDERS_ALL = ['orders'] as const;
