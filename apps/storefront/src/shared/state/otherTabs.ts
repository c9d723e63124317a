// An anonymous shopper's other tabs: what one writes to the dealer's stored state is taken into the
// others' stores, so that the last tab to write does not silently undo another's deal and cart (their
// deal lives in storage only). A signed-in shopper's deals are the server's orders, which their tabs
// follow (features/orders): not taken from storage. Its own chunk, loaded by the store on the first
// write of another tab: most visits never have a second tab.
import { PERSISTED_AREAS, persistable, readStore } from './persist.ts';
import { type AppStore, anyAtom, hydrateArea, usersAtom } from './store.ts';

/** Takes in another tab's write of the dealer's stored state (`value`, stored under `key`). */
export function takeInOtherTab(store: AppStore, key: string, value: string): void {
  if (store.get(usersAtom).shopperId !== null) return;
  const theirs = readStore({ getItem: () => value, setItem: () => {}, removeItem: () => {} }, key);
  for (const area of PERSISTED_AREAS) {
    if (theirs[area] === undefined || area === 'users') continue;
    const atom = anyAtom(store, area);
    const mine = store.get(atom);
    // Fields never persisted stay this tab's.
    const next = hydrateArea(atom, { ...(mine as object), ...(theirs[area] as object) });
    // Only what differs is set: an equal write would be written back for nothing.
    if (JSON.stringify(persistable({ [area]: next })) !== JSON.stringify(persistable({ [area]: mine }))) {
      store.set(atom, next);
    }
  }
}
