// Drafts of a form step typed and not yet saved, kept for the browser tab's session (`sessionStorage`) so
// that a reload gives them back. Cleared by the step's save and by clear-all (sign-out, another shopper).
// A caller leaves out what must never reach the browser's storage (the SIN/SSN and other identity numbers).

const PREFIX = 'sf:draft:';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, or none (nothing kept, storage refused, unreadable). */
export function readSessionDraft(key: string): Record<string, string> | undefined {
  try {
    const raw = sessionStore()?.getItem(PREFIX + key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(parsed)) if (typeof value === 'string') out[field] = value;
    return out;
  } catch {
    return undefined;
  }
}

/** Keeps `values` under `key`, without the fields of `never` (written to no storage). */
export function writeSessionDraft(
  key: string,
  values: Readonly<Record<string, string>>,
  never: ReadonlySet<string>,
): void {
  const kept: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) if (!never.has(field)) kept[field] = value;
  try {
    sessionStore()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the draft lives in memory only.
  }
}

export function removeSessionDraft(key: string): void {
  try {
    sessionStore()?.removeItem(PREFIX + key);
  } catch {
    // ignore
  }
}

/** Every kept draft (clear-all: sign-out, another shopper). */
export function clearSessionDrafts(): void {
  const storage = sessionStore();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // ignore
  }
}
