import { useEffect } from 'react';

/**
 * The console's tabs keep one another current: a change made in one (an offer sent, a question
 * answered, a visit confirmed: any staff call that changes something) is said on a BroadcastChannel,
 * and every other tab of the console reads its screen again; so does a tab coming back into focus.
 * Screens read again in place: what they show is replaced, what is being typed is kept.
 */
const CHANNEL = 'sf-console-changes';
const REFRESH = 'sf-console-refresh';

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

/** Tells the console's other tabs that something changed (this tab's own screen reads itself again). */
export function announceChange(): void {
  channel?.postMessage('changed');
}

/** While `active` (signed in), another tab's change or this tab's focus asks the screen shown to read again. */
export function useRefreshSources(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const refresh = () => window.dispatchEvent(new Event(REFRESH));
    channel?.addEventListener('message', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      channel?.removeEventListener('message', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [active]);
}

/** Runs `load` again whenever the screen is asked to read again (`useRefreshSources`). */
export function useRefresh(load: () => unknown): void {
  useEffect(() => {
    const again = () => void load();
    window.addEventListener(REFRESH, again);
    return () => window.removeEventListener(REFRESH, again);
  }, [load]);
}
