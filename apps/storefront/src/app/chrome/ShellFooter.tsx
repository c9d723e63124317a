import { Footer } from '@storefront/ui';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import { type Locale, languageOf } from '../../shared/i18n/locale.ts';

export interface ShellFooterProps {
  readonly dealer: HomeDealership | undefined;
  readonly locale: Locale;
  /** Marketplace mode: no custom footer. */
  readonly marketplace?: boolean;
}

/**
 * The kit's Footer: the dealer's custom footer for the language (not in marketplace mode), else the
 * powered-by line.
 */
export function ShellFooter({ dealer, locale, marketplace = false }: ShellFooterProps) {
  const custom = marketplace ? null : dealer?.theme?.[`custom_footer_${languageOf(locale)}`];
  return (
    <Footer
      customHtml={typeof custom === 'string' ? custom : null}
      privacyPolicyHref={dealer?.privacy_policy ?? null}
      termsHref={dealer?.terms_and_conditions_link ?? null}
    />
  );
}
