import { isArmingClick } from '@storefront/domain';
import { clickPath } from '@storefront/ui';

// Exit intent is armed by the first qualifying click (a button, a call to action, a step...), but its
// code arrives after the page is usable: this listener, in the first load, records such a click
// until then, so that a shopper who clicks at once is not left unarmed.

let armed = false;

function record(event: MouseEvent): void {
  if (!isArmingClick(clickPath(event))) return;
  armed = true;
  document.removeEventListener('click', record, true);
}

/** Starts recording (once); called by the shell's exit-intent slot. */
export function recordEarlyArming(): void {
  if (typeof document === 'undefined' || armed) return;
  document.addEventListener('click', record, true);
}

/** A qualifying click happened since recording started. */
export function armedEarly(): boolean {
  return armed;
}
