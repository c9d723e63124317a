import { useEffect, useRef } from 'react';
import { pageFocusTarget } from '../shared/routing/pageFocus.ts';

// Focus never drops to the page body (issue 16, item 24; WCAG 2.4.3):
// - after a route change it moves to the new page's heading (h1, given tabindex -1), else `main`
//   (in a dealer's frame only when the frame has focus: loading takes no focus from the dealer's page;
//   nor when the shopper focused a control after the address changed, while the page's code came);
// - when the focused element goes away (a dialog that closed, a button replaced by another), it moves
//   to the element focused before the dialog opened (its trigger) when that is still on the page,
//   else to the first focusable element still on the page near the one that went, else the heading.
// A click on a non-focusable part of the page also leaves focus on the body: that is the shopper's
// choice and is left alone (only an element that left the page, or became disabled, counts).

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

const usable = (el: Element | null | undefined): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && !el.closest('[inert]');

/** The element last focused and the address's path at that moment. */
type Focused = [EventTarget | null, string];

/**
 * The shell's focus rules (below): after a route change, and when the focused element goes away.
 * The second one's listener records the element last focused for the first.
 */
export function usePageFocus(pathname: string): void {
  const focused = useRef<Focused>([null, '']);
  useRouteFocus(pathname, focused.current);
  useFocusKeeper(focused.current);
}

/**
 * Moves focus to the new page's heading after each route change (not on the first page), unless the
 * shopper has put it on a control of the page's frame since the address changed: a page whose code
 * is still coming shows the previous one (a redirect's "Signing you in…"), and the account menu they
 * opened meanwhile keeps it.
 */
function useRouteFocus(pathname: string, focused: Focused): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the route's path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A dialog open over the page keeps focus (it may have caused the navigation).
    if (document.activeElement?.closest(DIALOG)) return;
    // A control of the page's frame (the header) focused since the address became this page's: the
    // shopper's choice, kept (what is in `main` belongs to the page that went).
    const active = document.activeElement;
    if (focused[0] === active && focused[1] === pathname && !active?.closest('main')) return;
    // In a dealer's frame, a route change the shopper did not make here (the first page's redirect)
    // does not take focus from the dealer's page: only a frame that has focus moves it.
    if (window.parent !== window && !document.hasFocus()) return;
    pageFocusTarget()?.focus({ preventScroll: false });
  }, [pathname]);
}

/** Puts focus back somewhere sensible when the focused element leaves the page. */
function useFocusKeeper(focused: Focused): void {
  useEffect(() => {
    let outsideDialog: HTMLElement | null = null;
    let ancestors: HTMLElement[] = [];
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      focused[0] = target;
      focused[1] = location.pathname;
      if (!(target instanceof HTMLElement) || target === document.body) return;
      ancestors = [];
      for (let el = target.parentElement; el && el !== document.body; el = el.parentElement)
        ancestors.push(el);
      if (!target.closest(DIALOG)) outsideDialog = target;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      const from = event.target;
      if (!(from instanceof HTMLElement)) return;
      const wasInDialog = ancestors.some((el) => el.matches(DIALOG));
      const path = ancestors;
      // After React has committed what removed it (and a dialog's own focus return has run).
      setTimeout(() => {
        if (!focusLost() || usable(from)) return;
        // A dialog still open manages its own focus.
        if (document.querySelector(DIALOG)) return;
        let target: HTMLElement | null = null;
        if (wasInDialog && usable(outsideDialog)) target = outsideDialog;
        if (!target) {
          const near = path.find((el) => el.isConnected && !el.matches(DIALOG) && !el.closest(DIALOG));
          const candidate = near?.querySelector<HTMLElement>(FOCUSABLE);
          if (near && near !== document.querySelector('main') && usable(candidate)) target = candidate;
        }
        target ??= pageFocusTarget();
        target?.focus();
      }, 0);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [focused]);
}
