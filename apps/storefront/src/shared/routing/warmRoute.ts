import { useEffect } from 'react';
import { whenIdle } from '../hooks/whenIdle.ts';

// Warming a page's code ahead of a likely navigation (the next build-and-price step): the app says how
// (src/app/routes.tsx, `warmRoutes`: the matched pages' chunks into the browser's module cache, a failure
// ignored: the navigation itself applies the chunk-failure rule); a feature names the path. So that
// the next step shows at once when the shopper continues, instead of after its chunk arrives.

let warmer: ((pathname: string) => void) | null = null;

/** The app's way of warming the pages of a path. */
export function setRouteWarmer(fn: (pathname: string) => void): void {
  warmer = fn;
}

/** Warms the pages of `pathname` once the browser is idle after the component mounts (or the path changes). */
export function useWarmRouteWhenIdle(pathname: string): void {
  useEffect(() => whenIdle(() => warmer?.(pathname), 3000), [pathname]);
}
