import { type RefObject, useEffect, useRef } from 'react';

/**
 * On arrival, once the page's content is shown (`ready`), focus goes to `target` (its heading, or the
 * success it announces), as after every route change (app/focus.ts): these pages may first show a
 * loading line, on which the route's own focus found no heading. After the route's focus has run (the
 * shell's effect runs after the page's), and only while focus is nowhere in particular (the body,
 * `main`, or the page's heading it gave), in a dealer's frame only when the frame has focus.
 */
export function useArrivalFocus(ready: boolean, target: RefObject<HTMLElement | null>): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const timer = setTimeout(() => {
      done.current = true;
      const active = document.activeElement;
      const idle = [document.body, document.querySelector('main'), document.querySelector('main h1')];
      if (active && !idle.includes(active)) return;
      if (window.parent !== window && !document.hasFocus()) return;
      target.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [ready, target]);
}
