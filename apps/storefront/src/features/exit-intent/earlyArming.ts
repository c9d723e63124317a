import { isArmingClick } from '@storefront/domain';
import { clickPath } from '@storefront/ui';

// Exit intent is armed by the first qualifying click (a button, a call to action, a step...), but its
// code arrives after the page is usable: this listener, in the first load, records such a click
// until then, so that a shopper who clicks at once is not left unarmed. The record is the document's
// (`html[data-armed-early]`, as `data-ready`: ../../app/live.ts): a click on this page, kept by the page,
// from before hydration on (a component's state would start listening only once the shell commits).

const ARMED = 'armedEarly';

function record(event: MouseEvent): void {
  if (!isArmingClick(clickPath(event))) return;
  document.documentElement.dataset[ARMED] = 'true';
  document.removeEventListener('click', record, true);
}

/** Starts recording (once: adding the same listener again is a no-op); called by the shell's exit-intent slot. */
export function recordEarlyArming(): void {
  if (typeof document === 'undefined' || armedEarly()) return;
  document.addEventListener('click', record, true);
}

/** A qualifying click happened on this page since recording started. */
export function armedEarly(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset[ARMED] === 'true';
}
