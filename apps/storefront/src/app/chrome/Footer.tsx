// TODO(ui): the kit's Footer (with its HTML sanitiser for custom footers) once published.
import { FormattedMessage, useIntl } from 'react-intl';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import * as styles from './chrome.css.ts';

export function Footer({ dealer }: { dealer: HomeDealership | undefined }) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <p>
        <FormattedMessage
          id="footer.poweredBy"
          values={{ year: new Date().getFullYear(), dealer: dealer?.name ?? '' }}
        />
      </p>
      <ul className={styles.footerLinks}>
        {dealer?.privacy_policy && (
          <li>
            <a className={styles.footerLink} href={dealer.privacy_policy}>
              {intl.formatMessage({ id: 'footer.privacy' })}
            </a>
          </li>
        )}
        {dealer?.terms_and_conditions_link && (
          <li>
            <a className={styles.footerLink} href={dealer.terms_and_conditions_link}>
              {intl.formatMessage({ id: 'footer.terms' })}
            </a>
          </li>
        )}
      </ul>
    </footer>
  );
}
