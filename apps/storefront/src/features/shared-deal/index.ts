// The shared deal feature's public API: what other features may use. Its page (a deal opened from a
// share link, `shared-deal/{token}/`) is reached through its routes (./routes.ts).
export { isShareToken } from './api/sharedDeal.ts';
