import { useEffect, useRef, useState } from 'react';
import type { ExitSignal } from '../internal/domain.ts';
import { isArmingClick, isBounceSignInTrigger, shouldOpenExitIntent } from '../internal/domain.ts';
import { clickPath } from './clickPath.ts';

const isEditable = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'range', 'color'].includes(
      target.type,
    );
  }
  return false;
};

/**
 * DOM events as the domain's exit signals: a key press (Backspace is key code 8) with whether it
 * happened in an editable field, a mouse button release, the pointer leaving the page, the window
 * losing focus (but not to a Tab past the page's last control). The domain decides which of them
 * mean "leaving".
 */
export function useExitSignals(onSignal: (signal: ExitSignal) => void, active = true): void {
  const handler = useRef(onSignal);
  handler.current = onSignal;
  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    // Tab past the page's last control hands focus to the browser's own controls: the window loses
    // focus in the same task as the key press. That is a keyboard shopper moving through the page,
    // not leaving it, so that blur is not a signal.
    let tabbing = false;
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        tabbing = true;
        setTimeout(() => {
          tabbing = false;
        }, 0);
      }
      handler.current({
        type: 'keydown',
        keyCode: event.key === 'Backspace' ? 8 : event.keyCode,
        inEditable: isEditable(event.target),
      });
    };
    // MouseEvent.button is 3 for the "back" button.
    const mouseup = (event: MouseEvent) => handler.current({ type: 'mouseup', button: event.button });
    const mouseleave = (event: MouseEvent) => {
      if (event.relatedTarget === null) handler.current({ type: 'mouseleave', clientY: event.clientY });
    };
    const blur = () => {
      if (!tabbing) handler.current({ type: 'window-blur' });
    };
    document.addEventListener('keydown', keydown);
    document.addEventListener('mouseup', mouseup);
    document.documentElement.addEventListener('mouseleave', mouseleave);
    window.addEventListener('blur', blur);
    return () => {
      document.removeEventListener('keydown', keydown);
      document.removeEventListener('mouseup', mouseup);
      document.documentElement.removeEventListener('mouseleave', mouseleave);
      window.removeEventListener('blur', blur);
    };
  }, [active]);
}

export { clickPath } from './clickPath.ts';

/**
 * Armed after the first click on a button or a call-to-action, step or payment-method element.
 * `initiallyArmed`: such a click happened before this hook ran (an app that loads exit intent late
 * records the first clicks itself, with `clickPath` and the domain's `isArmingClick`).
 */
export function useExitIntentArming(active = true, initiallyArmed = false): boolean {
  const [armed, setArmed] = useState(initiallyArmed);
  useEffect(() => {
    if (!active || armed || typeof document === 'undefined') return;
    const click = (event: MouseEvent) => {
      if (isArmingClick(clickPath(event))) setArmed(true);
    };
    document.addEventListener('click', click, true);
    return () => document.removeEventListener('click', click, true);
  }, [active, armed]);
  return armed;
}

export type UseExitIntentOptions = {
  /** The domain's `isExitIntentEnabled(...)` for this shopper, dealer and screen. */
  readonly enabled: boolean;
  /** Permanent flags the app stores. */
  readonly submitted: boolean;
  readonly dismissed: boolean;
  /** Open the exit-feedback modal (or the custom exit page). */
  readonly onExitIntent: () => void;
  /** A qualifying click already happened (recorded by the app before this hook ran). */
  readonly initiallyArmed?: boolean;
};

/** Arms on the first qualifying click, then calls `onExitIntent` on the first exit signal. */
export function useExitIntent({
  enabled,
  submitted,
  dismissed,
  onExitIntent,
  initiallyArmed = false,
}: UseExitIntentOptions): {
  armed: boolean;
} {
  const live = enabled && !submitted && !dismissed;
  const armed = useExitIntentArming(live, initiallyArmed);
  useExitSignals((signal) => {
    if (shouldOpenExitIntent({ enabled, armed, submitted, dismissed }, signal)) onExitIntent();
  }, live && armed);
  return { armed };
}

/**
 * The bounce trigger of the sign-in modal: Backspace outside a field or the mouse back button while
 * not authenticated calls `onBounce` (the app opens the sign-in modal with source `bounce`).
 */
export function useBounceSignInTrigger(authenticated: boolean, onBounce: () => void, active = true): void {
  useExitSignals((signal) => {
    if (isBounceSignInTrigger(signal, authenticated)) onBounce();
  }, active && !authenticated);
}
