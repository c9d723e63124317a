import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './Footer.css.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

export type FooterProps = {
  /**
   * The dealer's custom footer HTML for the current language (`theme.custom_footer_{lang}`). It is
   * sanitised (no scripts, event handlers, styles or javascript: URLs) before it is shown.
   */
  readonly customHtml?: string | null;
  /** Marketplace mode never shows the custom footer. */
  readonly marketplace?: boolean;
  /** Dealer's privacy policy address (`privacy_policy`). */
  readonly privacyPolicyHref?: string | null;
  /** Dealer's terms address (`terms_and_conditions_link`). */
  readonly termsHref?: string | null;
  /** The year shown in the powered-by line; default the current year. */
  readonly year?: number;
};

/** Custom per-language dealer footer, or the powered-by line with the year, privacy and terms links. */
export function Footer({
  customHtml,
  marketplace = false,
  privacyPolicyHref,
  termsHref,
  year,
}: FooterProps): ReactNode {
  const t = useUiText();
  const safe = useMemo(() => (customHtml ? sanitizeHtml(customHtml) : ''), [customHtml]);
  if (!marketplace && safe.trim() !== '') {
    return (
      <footer className={styles.footer} data-footer="custom">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: dealer HTML passed through the allow-list sanitiser */}
        <div className={styles.custom} dangerouslySetInnerHTML={{ __html: safe }} />
      </footer>
    );
  }
  return (
    <footer className={styles.footer} data-footer="powered-by">
      <div className={styles.inner}>
        <p style={{ margin: 0 }}>
          {t('ui.footer.poweredBy', { year: String(year ?? new Date().getFullYear()) })}
        </p>
        <ul className={styles.links}>
          {privacyPolicyHref ? (
            <li>
              <Link href={privacyPolicyHref} external>
                {t('ui.footer.privacy')}
              </Link>
            </li>
          ) : null}
          {termsHref ? (
            <li>
              <Link href={termsHref} external>
                {t('ui.footer.terms')}
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
