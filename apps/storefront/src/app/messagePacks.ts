import { coreMessages } from '../shared/i18n/packs.ts';
import { FLOW_ROUTES } from './flowManifest.ts';
import { FEATURE_ROUTES, SHELL_ROUTES } from './routeManifest.ts';

// The `core` message pack of every locale: the shell's messages and those each feature declares with
// its server-rendered routes (`boot.coreMessages`). Read at build time by vite.config.ts (Node), like
// the route manifest.

export const CORE_MESSAGES: readonly string[] = coreMessages([
  ...Object.values(FEATURE_ROUTES).flat(),
  ...Object.values(FLOW_ROUTES).flat(),
  ...SHELL_ROUTES,
]);
