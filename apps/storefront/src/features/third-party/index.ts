/**
 * The dealer's third-party scripts (monitoring, experiment, live chat, survey: spec 1 "scripts
 * loaded"; issue 23), a chunk of its own: the analytics chunk, which the shell loads once the page is
 * live, imports it only for a dealer whose `/settings/` name at least one of them, so the shell and
 * every first load carry none of it. The rules are ./loader.ts; here the browser's ways and the
 * shopper's consent (the analytics consent, shared with the tracker: features/analytics/consent.ts).
 */
import type { IntlShape } from 'react-intl';
import {
  CONSENT_EVENT,
  type ConsentEventDetail,
  readConsent,
  showConsentBanner,
  writeConsent,
} from '../analytics/deferred.ts';
import { startThirdParty, type ThirdPartyEnvironment, type ThirdPartyScripts } from './loader.ts';

export type { ThirdPartyScripts } from './loader.ts';

/** The parts of `/settings/` the scripts follow. */
export interface ThirdPartySettings {
  readonly third_party_scripts?: ThirdPartyScripts | null;
  readonly analytics?: { readonly participating?: boolean; readonly consent?: string } | null;
}

const browser: ThirdPartyEnvironment = {
  loadScript(url, data) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = url;
      for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(url));
      document.head.append(script);
    });
  },
  whenIdle(work) {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(work, { timeout: 5_000 });
    else window.setTimeout(work, 1);
  },
  setTimeout: (work, ms) => window.setTimeout(work, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  readCookies: () => document.cookie,
  writeCookie(cookie) {
    // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once (the survey's)
    document.cookie = cookie;
  },
  get secure() {
    return window.location.protocol === 'https:';
  },
  log: (message) => console.warn(message),
};

/**
 * The shopper's answer where the dealer requires consent: the stored one, else the one they give in
 * the analytics consent banner (the tracker shows it when the dealer takes part in the analytics
 * layer; this chunk shows it otherwise). Null where consent is not required.
 */
function consentOf(
  settings: ThirdPartySettings,
  dealerCode: string | undefined,
  intl: IntlShape,
): { consent: Promise<boolean> | null; stop: () => void } {
  if (settings.analytics?.consent !== 'REQUIRED_CONSENT') return { consent: null, stop: () => {} };
  const stored = readConsent(dealerCode);
  if (stored) return { consent: Promise.resolve(stored === 'granted'), stop: () => {} };
  let hide: (() => void) | null = null;
  let onChoice: ((event: Event) => void) | null = null;
  const consent = new Promise<boolean>((resolve) => {
    onChoice = (event: Event) => {
      const detail = (event as CustomEvent<ConsentEventDetail>).detail;
      if (detail?.dealerCode !== dealerCode) return;
      resolve(detail.choice === 'granted');
      stop();
    };
    window.addEventListener(CONSENT_EVENT, onChoice);
  });
  const stop = () => {
    if (onChoice) window.removeEventListener(CONSENT_EVENT, onChoice);
    hide?.();
    hide = null;
  };
  if (!settings.analytics?.participating)
    hide = showConsentBanner(intl, (choice) => {
      hide?.();
      hide = null;
      writeConsent(dealerCode, choice);
    });
  return { consent, stop };
}

/** Starts the dealer's scripts (the page is live); answers their stop (another dealer's page). */
export function startThirdPartyScripts(
  settings: ThirdPartySettings,
  dealerCode: string | undefined,
  intl: IntlShape,
): () => void {
  const { consent, stop: stopConsent } = consentOf(settings, dealerCode, intl);
  // In a frame (a dealer's website embeds the storefront) the dealer's page has its own chat and survey.
  const framed = window.parent !== window;
  const stop = startThirdParty({ scripts: settings.third_party_scripts, consent, framed }, browser);
  return () => {
    stopConsent();
    stop();
  };
}
