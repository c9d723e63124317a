/**
 * The dealer's extra stylesheets (`organization_stylesheet_url`, then `stylesheet_url`), loaded safely:
 * only absolute http(s) addresses without credentials become `<link rel="stylesheet">`; anything else
 * (javascript:, data:, blob:, file:, relative paths, malformed text) is ignored.
 */

export type DealerStylesheetSettings = {
  readonly stylesheet_url?: string | null;
  readonly organization_stylesheet_url?: string | null;
};

/** The address as a normalised absolute http(s) URL, or `null` when it is not one. */
export const safeHttpUrl = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
};

/** Safe stylesheet addresses in cascade order: organization first, so the dealer's own wins. */
export const dealerStylesheetUrls = (dealer: DealerStylesheetSettings): string[] => {
  const urls: string[] = [];
  for (const raw of [dealer.organization_stylesheet_url, dealer.stylesheet_url]) {
    const safe = safeHttpUrl(raw);
    if (safe !== null && !urls.includes(safe)) urls.push(safe);
  }
  return urls;
};

const MARK = 'data-dealer-stylesheet';

/**
 * Adds one `<link rel="stylesheet">` per safe address to `doc.head` (after the kit's own styles, so
 * the dealer's rules win), replacing links added by an earlier call. Returns a function that removes
 * them.
 */
export const loadDealerStylesheets = (
  dealer: DealerStylesheetSettings,
  doc: Document = document,
): (() => void) => {
  for (const old of Array.from(doc.head.querySelectorAll(`link[${MARK}]`))) old.remove();
  const links = dealerStylesheetUrls(dealer).map((href) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.referrerPolicy = 'no-referrer';
    link.setAttribute(MARK, '');
    doc.head.appendChild(link);
    return link;
  });
  return () => {
    for (const link of links) link.remove();
  };
};
