import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { ConsentBanner } from './ConsentBanner.tsx';

/** The shopper's answer to the analytics consent, kept per dealer in the browser. */
export type ConsentChoice = 'granted' | 'denied';

const keyOf = (dealerCode: string | undefined) => `sf-analytics-consent:${dealerCode ?? ''}`;

export function readConsent(dealerCode: string | undefined): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(keyOf(dealerCode));
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** The window event of a shopper's answer (the dealer's third-party scripts wait for it). */
export const CONSENT_EVENT = 'sf-analytics-consent';
export interface ConsentEventDetail {
  readonly dealerCode: string | undefined;
  readonly choice: ConsentChoice;
}

/** Keeps the shopper's answer, and tells the page (CONSENT_EVENT). */
export function writeConsent(dealerCode: string | undefined, choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(keyOf(dealerCode), choice);
  } catch {
    // refused storage: asked again on the next visit
  }
  const detail: ConsentEventDetail = { dealerCode, choice };
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));
}

/**
 * Shows the analytics consent banner (a region at the end of the page, not a dialog: the shopper may
 * go on without answering) and answers the shopper's choice. Returns its removal; focus on one of its
 * buttons goes to the page's main content.
 */
export function showConsentBanner(intl: IntlShape, onChoice: (choice: ConsentChoice) => void): () => void {
  const host = document.createElement('div');
  // Inside the dealer's theme (its colours and fonts), at the end of the page.
  (document.querySelector('[data-dealer-theme]') ?? document.body).append(host);
  const root = createRoot(host);
  // Its own React root (the shell carries no banner code): the page's intl, which the kit reads too.
  root.render(
    createElement(RawIntlProvider, { value: intl }, createElement(ConsentBanner, { intl, onChoice })),
  );
  return () => {
    const hadFocus = host.contains(document.activeElement);
    root.unmount();
    host.remove();
    if (hadFocus) document.getElementById('main')?.focus();
  };
}
