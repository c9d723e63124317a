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

/**
 * Runs `onBack` once the device is back online (the browser's `online` event): a screen's notices that
 * a change was not sent because it was offline then say so instead (`replaceNotices`), what was chosen
 * still there to send again.
 */
export function useBackOnline(onBack: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onBack);
    return () => window.removeEventListener('online', onBack);
  });
}

/** The notices of a screen's items with each `from` replaced by `to` (the same object when none is). */
export function replaceNotices<T extends Record<string | number, string | { message: string }>>(
  notices: T,
  from: string,
  to: string,
): T {
  let changed = false;
  const next = Object.fromEntries(
    Object.entries(notices).map(([key, notice]) => {
      if (typeof notice === 'string' ? notice !== from : notice.message !== from) return [key, notice];
      changed = true;
      return [key, typeof notice === 'string' ? to : { ...notice, message: to }];
    }),
  );
  return changed ? (next as T) : notices;
}
