// The personalised quotes feature's public API: what other features may use. Its page (the quotes a
// dealer sent, `praq/{flowId}/`) is reached through its routes (./routes.ts).
export { type PraqConflict, praqConflict } from './conflict.ts';
