import { useEffect, useReducer } from 'react';

/** How long a failed load waits before it is tried again (ms). */
const RETRY_MS = 3000;

/**
 * Runs `load` (while one is given) and renders the component again once it has succeeded, so that it
 * reads what arrived; a failed load is tried again every 3 s while the component is mounted. Also when
 * the thing is already in: it may have arrived between the render and the effect. `load` must be stable
 * (a module function, or memoised) for as long as the same thing is wanted.
 */
export function useRerenderWhenLoaded(load: (() => Promise<unknown>) | null): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!load) return;
    let live = true;
    const attempt = () =>
      load().then(
        () => live && rerender(),
        () => live && setTimeout(() => live && attempt(), RETRY_MS),
      );
    void attempt();
    return () => {
      live = false;
    };
  }, [load]);
}
