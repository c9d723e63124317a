import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import { setLanguage } from '../../features/i18n/api/language.ts';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { type Locale, languageOf } from '../../shared/i18n/locale.ts';
import { buildPath, isLanguageSegment, parseRoutePrefix } from '../routePrefix.ts';
import * as styles from './chrome.css.ts';

/**
 * Language toggle (spec 1 section 4): POST /i18n/ {language}, rewrite the route's language
 * segment, then reload the page. Shown when the dealer is multilingual.
 */
export function LanguageToggle({ dealer }: { dealer: HomeDealership | undefined }) {
  const intl = useIntl();
  const { http } = useApi();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const languages = (dealer?.allowed_languages ?? []).filter(isLanguageSegment);
  if (languages.length < 2) return null;
  const current = languageOf(intl.locale as Locale);
  const prefix = parseRoutePrefix(location.pathname);
  return (
    <ul className={styles.languageList} aria-label={intl.formatMessage({ id: 'header.language' })}>
      {languages
        .filter((language) => language !== current)
        .map((language) => {
          const href = `${buildPath({ dealerCode: prefix.dealerCode, lang: language }, prefix.rest)}${location.search}`;
          return (
            <li key={language}>
              <a
                className={styles.navLink}
                href={href}
                lang={language}
                hrefLang={language}
                aria-disabled={busy || undefined}
                onClick={async (event) => {
                  event.preventDefault();
                  if (busy) return;
                  setBusy(true);
                  try {
                    await setLanguage(http, language);
                  } catch {
                    // Logged by the catalogue; the URL segment still switches the language.
                  }
                  window.location.assign(href);
                }}
              >
                <FormattedMessage id="app.languageToggle" values={{ language }} />
              </a>
            </li>
          );
        })}
    </ul>
  );
}
