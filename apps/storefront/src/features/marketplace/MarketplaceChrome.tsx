import { formatPhone } from '@storefront/domain';
import { MarketplaceHeader, PartnerBackHeader, TbybBanner } from '@storefront/ui';
import { type Locale, languageOf } from '../../shared/i18n/locale.ts';
import type { ShellVariant } from '../dealership/index.ts';

type Marketplace = Extract<ShellVariant, { kind: 'marketplace' }>;

/**
 * Marketplace mode's chrome (a chunk of its own, loaded only in marketplace mode): the partner's back
 * link (an arrow back to the marketplace), the marketplace header (its logo, a French one in French;
 * with try before you buy, the contact phone and hours, the try-now button and a phone link on
 * mobile) and the mobile try-before-you-buy banner whose learn-more opens the offer's modal with its
 * terms.
 */
export function MarketplaceChrome({
  variant,
  locale,
  onTryNow,
}: {
  variant: Marketplace;
  locale: Locale;
  onTryNow: () => void;
}) {
  return (
    <>
      {variant.backHref ? (
        <PartnerBackHeader partnerName={variant.partnerName} href={variant.backHref} />
      ) : null}
      <MarketplaceHeader
        partnerName={variant.partnerName}
        logos={variant.logos}
        language={languageOf(locale)}
        tbybEnabled={variant.tbyb}
        phone={variant.phone ? formatPhone(variant.phone) : variant.phone}
        hours={variant.hours}
        onTryNow={onTryNow}
      />
      {variant.tbyb ? <TbybBanner onTryNow={onTryNow} terms={variant.terms} /> : null}
    </>
  );
}
