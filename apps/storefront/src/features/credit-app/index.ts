// The credit-application feature's public API: its routes are registered in src/app/routeManifest.ts.
export { creditAppKeys } from './api/keys.ts';
