import { createContext, useContext, useEffect } from 'react';
import { whenIdle } from '../hooks/whenIdle.ts';

// Warming a page's code ahead of a likely navigation (the next build-and-price step): the app says how
// (src/app/routes.tsx, `warmRoutes`: the matched pages' chunks into the browser's module cache, a failure
// ignored: the navigation itself applies the chunk-failure rule), through this context; a feature names
// the path. So that the next step shows at once when the shopper continues, instead of after its chunk
// arrives.

/** The app's way of warming the pages of a path (none outside the app's routes). */
export const RouteWarmerContext = createContext<(pathname: string) => void>(() => undefined);

/** Warms the pages of `pathname` once the browser is idle after the component mounts (or the path changes). */
export function useWarmRouteWhenIdle(pathname: string): void {
  const warm = useContext(RouteWarmerContext);
  useEffect(() => whenIdle(() => warm(pathname), 3000), [warm, pathname]);
}
