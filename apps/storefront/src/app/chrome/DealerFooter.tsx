import { Footer } from '@storefront/ui';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import { type Locale, languageOf } from '../../shared/i18n/locale.ts';

/**
 * The kit's Footer: the dealer's custom footer for the language (not in marketplace mode), else the
 * powered-by line. A chunk of its own (./ShellChrome.tsx): the custom footer's allow-list sanitiser
 * is not part of a page's first load.
 */
export function DealerFooter({
  dealer,
  locale,
  marketplace = false,
}: {
  dealer: HomeDealership | undefined;
  locale: Locale;
  marketplace?: boolean;
}) {
  const custom = marketplace ? null : dealer?.theme?.[`custom_footer_${languageOf(locale)}`];
  return (
    <Footer
      customHtml={typeof custom === 'string' ? custom : null}
      privacyPolicyHref={dealer?.privacy_policy ?? null}
      termsHref={dealer?.terms_and_conditions_link ?? null}
    />
  );
}
