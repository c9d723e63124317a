// The credit-application feature's public API: its routes are registered in src/app/flowManifest.ts.
export { creditAppKeys } from './api/keys.ts';
