// The analytics feature's public API that is not in any page's first load: the shopper's analytics
// consent (kept per dealer in the browser, asked in the banner), which the dealer's third-party scripts
// (features/third-party, loaded after the page is live) wait for too.
export {
  CONSENT_EVENT,
  type ConsentChoice,
  type ConsentEventDetail,
  readConsent,
  showConsentBanner,
  writeConsent,
} from './consent.ts';
