import { CARRIED_QUERY_KEYS } from '@storefront/domain';

/** Query values to add to a destination so refurl and adid survive navigation (spec 1 guard 8). */
export function carriedQuery(previousSearch: string, nextSearch: string): string | null {
  const previous = new URLSearchParams(previousSearch);
  const next = new URLSearchParams(nextSearch);
  let changed = false;
  for (const key of CARRIED_QUERY_KEYS) {
    const value = previous.get(key);
    if (value !== null && !next.has(key)) {
      next.set(key, value);
      changed = true;
    }
  }
  return changed ? `?${next.toString()}` : null;
}

/** Removes query keys; answers the new search string (with '?') or '' when empty. */
export function withoutQuery(search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
