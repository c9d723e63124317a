import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { HomeDealership } from '../features/dealership/api/homeDealership.ts';
import { type Locale, languageOf } from '../shared/i18n/locale.ts';
import { buildPath, parseRoutePrefix } from './routePrefix.ts';
import * as styles from './shell.css.ts';

interface ShellFrameProps {
  dealer: HomeDealership | undefined;
  status: 'pending' | 'error' | 'success';
  children: ReactNode;
}

/** Page chrome: skip link, header with dealer name and language toggle, main landmark, footer. */
export function ShellFrame({ dealer, status, children }: ShellFrameProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const current = languageOf(intl.locale as Locale);
  const languages = dealer?.allowed_languages ?? [];
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header className={styles.header}>
        <Link className={styles.dealerName} to={buildPath(prefix, '/')}>
          {dealer?.name ?? '\u00a0'}
        </Link>
        {languages.length > 1 && (
          <nav aria-label={intl.formatMessage({ id: 'app.languageToggle' }, { language: current })}>
            <ul className={styles.languageList}>
              {languages
                .filter((language) => language === 'en' || language === 'fr')
                .map((language) => (
                  <li key={language}>
                    <a
                      className={styles.languageLink}
                      href={buildPath({ dealerCode: prefix.dealerCode, lang: language }, prefix.rest)}
                      lang={language}
                      aria-current={language === current ? 'true' : undefined}
                    >
                      <FormattedMessage id="app.languageToggle" values={{ language }} />
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {status === 'error' ? (
          <h1>
            <FormattedMessage id="app.notFound.title" />
          </h1>
        ) : (
          children
        )}
      </main>
      <footer className={styles.footer}>
        <FormattedMessage
          id="footer.poweredBy"
          values={{ year: new Date().getFullYear(), dealer: dealer?.name ?? '' }}
        />
      </footer>
    </div>
  );
}
