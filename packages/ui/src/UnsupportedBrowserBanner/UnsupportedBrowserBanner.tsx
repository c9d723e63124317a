import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './UnsupportedBrowserBanner.css.ts';

export type UnsupportedBrowserBannerProps = {
  /**
   * The app stores the dismissal flag and stops rendering the banner. Whether to show it at all is the
   * app's decision: dealer setting `display_unsupported_browser_message` and the domain's
   * `isBrowserSupported(parseUserAgent(navigator.userAgent))`.
   */
  readonly onDismiss: () => void;
};

/** Dismissible notice that the shopper's browser is below the supported versions. */
export function UnsupportedBrowserBanner({ onDismiss }: UnsupportedBrowserBannerProps): ReactNode {
  const t = useUiText();
  return (
    <section
      className={styles.banner}
      aria-label={t('ui.unsupportedBrowser.label')}
      data-unsupported-browser=""
    >
      <Icon name="warning" />
      <p className={styles.text}>{t('ui.unsupportedBrowser.text')}</p>
      <button
        type="button"
        className={`${buttonReset} ${focusRing} ${styles.dismiss}`}
        aria-label={t('ui.unsupportedBrowser.dismiss')}
        onClick={onDismiss}
      >
        <Icon name="close" />
      </button>
    </section>
  );
}
