import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focus for a list that grows by "Show more": `expect()` before asking for more, and once the list is
 * longer, focus goes to the first item added (`focusable(container, index)` finds it), not to the page
 * body when the button goes away.
 */
export function useFocusAdded<T extends HTMLElement>(
  items: readonly unknown[],
  focusable: (container: T, index: number) => HTMLElement | null | undefined,
): { container: RefObject<T | null>; expect: () => void } {
  const container = useRef<T>(null);
  const at = useRef<number | null>(null);
  const find = useRef(focusable);
  find.current = focusable;
  useEffect(() => {
    const index = at.current;
    if (index === null || items.length <= index || !container.current) return;
    at.current = null;
    find.current(container.current, index)?.focus();
  }, [items]);
  return {
    container,
    expect: () => {
      at.current = items.length;
    },
  };
}
