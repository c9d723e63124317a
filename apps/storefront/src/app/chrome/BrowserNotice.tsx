import { showUnsupportedBrowserBanner } from '@storefront/domain';
import { UnsupportedBrowserBanner } from '@storefront/ui';
import { useState } from 'react';

// The unsupported-browser notice (spec part 1), a chunk of its own loaded once the page is live for a
// dealer who asks for it (ShellChrome's BrowserNotice): the domain's minimum versions read from the user
// agent, and the shopper's dismissal kept in localStorage.

const DISMISSED_KEY = 'sf-unsupported-browser-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The kit's banner when the browser is below the minimum versions and the shopper has not dismissed it. */
export function BrowserNotice() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const show = showUnsupportedBrowserBanner({
    display_unsupported_browser_message: true,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    dismissed,
  });
  if (!show) return null;
  return (
    <UnsupportedBrowserBanner
      onDismiss={() => {
        try {
          localStorage.setItem(DISMISSED_KEY, '1');
        } catch {
          // memory only
        }
        setDismissed(true);
      }}
    />
  );
}
