// Query keys: each feature has one factory (its `api/keys.ts`), the only place its keys are written, so
// that a query, its prefetch, the server's render and an invalidation name the same data the same way.
// Every key is `[what, dealer, ...parts]`: a dealer's data never answers another dealer's page.

/** The dealer segment of a query key: the route's dealer code, or the default dealer's. */
export function dealerKey(dealerCode: string | undefined): string {
  return dealerCode ?? '(default)';
}

/** The keys of one kind of data: `[name, dealer, ...parts]`. */
export function dealerScoped<P extends readonly unknown[] = []>(name: string) {
  return (dealerCode: string | undefined, ...parts: P) => [name, dealerKey(dealerCode), ...parts] as const;
}
