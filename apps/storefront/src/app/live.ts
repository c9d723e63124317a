// The moment the page is live, and the presses made on a server-rendered page before it. The boot
// document's loader (apps/server/src/routes/boot-document.ts, HYDRATION_LOADER) records presses on
// buttons and tabs in `window.__sfEarlyClicks` until the app sets `window.__sfHydrating`; once the
// page is live, the last one is replayed, so a shopper's early tap ("Ask a question", a payment type) is not lost. From
// `hydrateRoot` on, React itself replays the events it sees during hydration.

interface EarlyClickWindow {
  __sfEarlyClicks?: unknown[];
  __sfHydrating?: boolean;
}

const early = () => window as unknown as EarlyClickWindow;

/** Hydration starts: React takes the page's events from now on. */
export function stopRecordingEarlyClicks(): void {
  early().__sfHydrating = true;
}

/**
 * The page is live: the app rendered with the shopper's own state (after hydration, their saved
 * state restored). Marks `html[data-ready]` (tests, monitoring) and replays the last early press.
 */
export function markLive(): void {
  document.documentElement.dataset.ready = 'true';
  replayEarlyClick();
}

/** Replays the last recorded press, when its element is still on the page and enabled. */
function replayEarlyClick(): void {
  const clicks = early().__sfEarlyClicks ?? [];
  early().__sfEarlyClicks = [];
  const last = clicks.at(-1);
  if (!(last instanceof HTMLElement) || !last.isConnected) return;
  if (last.matches(':disabled, [aria-disabled="true"]')) return;
  last.click();
}
