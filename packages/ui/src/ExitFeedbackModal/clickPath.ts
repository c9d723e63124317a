import type { ClickTarget } from '../internal/domain.ts';

// The path of a click as the domain's arming rule reads it; a module of its own, so that an app can
// record the first clicks from its first load without the exit-intent hook (./useExitIntent.ts
// re-exports it).

/** A click's path as the domain's arming rule reads it. */
export function clickPath(event: MouseEvent): ClickTarget[] {
  return event
    .composedPath()
    .filter((node): node is Element => node instanceof Element)
    .map((el) => ({
      tagName: el.tagName,
      className: typeof el.className === 'string' ? el.className : '',
      role: el.getAttribute('role'),
    }));
}
