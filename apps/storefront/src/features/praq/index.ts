// The personalised quotes feature's public API: what other features may use. Its page (the quotes a
// dealer sent, `praq/{flowId}/`) is reached through its routes (./routes.ts); the vehicle page's
// `?praq_id=` notice is in ./deferred.ts (a chunk of its own).
export {
  type PraqConflict,
  type PraqLinkConflict,
  praqConflict,
  praqLinkConflict,
} from './conflict.ts';
export { quoteExpiryNumeric } from './expiryDate.ts';
