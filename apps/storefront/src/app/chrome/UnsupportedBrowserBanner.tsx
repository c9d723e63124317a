// TODO(ui): the kit's UnsupportedBrowserBanner once published.
import { showUnsupportedBrowserBanner } from '@storefront/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './chrome.css.ts';

const DISMISSED_KEY = 'sf-unsupported-browser-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Dismissible banner for browsers under the spec's minimum versions (dismissal stored as a flag). */
export function UnsupportedBrowserBanner({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(readDismissed);
  const show = showUnsupportedBrowserBanner({
    display_unsupported_browser_message: enabled,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    dismissed,
  });
  if (!show) return null;
  return (
    <section className={styles.banner} aria-label={intl.formatMessage({ id: 'browser.label' })}>
      <p>
        <FormattedMessage id="browser.unsupported" />
      </p>
      <button
        type="button"
        className={styles.navButton}
        onClick={() => {
          try {
            localStorage.setItem(DISMISSED_KEY, '1');
          } catch {
            // memory only
          }
          setDismissed(true);
        }}
      >
        <FormattedMessage id="browser.dismiss" />
      </button>
    </section>
  );
}
