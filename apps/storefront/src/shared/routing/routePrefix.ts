// Every route is prefixed by an optional dealer code and an optional language segment (en or fr):
// /{dealerCode?}/{lang?}/... The rules that read and build such paths are the domain's (the server's
// boot document reads them too); the router mounts the same children under each prefix shape.

export {
  buildPath,
  isDealerCode,
  isLanguageSegment,
  LANGUAGE_SEGMENTS,
  type LanguageSegment,
  parseRoutePrefix,
  type RoutePrefix,
} from '@storefront/domain';

/** Route path shapes under which every storefront route is mounted (static language segments outrank the dealer code). */
export const PREFIX_PATTERNS = [
  '/',
  '/en',
  '/fr',
  '/:dealerCode',
  '/:dealerCode/en',
  '/:dealerCode/fr',
] as const;
