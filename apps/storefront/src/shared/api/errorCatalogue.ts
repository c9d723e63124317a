// The domain's HTTP error catalogue, imported dynamically by the HTTP client (http.ts) when the live
// page is idle or on the first failed or retried request: Vite gives it its own chunk, so the
// catalogue (resolveHttpOutcome, its rules and the server-error mapping they use) stays out of the
// initial chunk.
export { resolveHttpOutcome } from '@storefront/domain';
