import { MarketplaceHeader, OemHeader, PartnerBackHeader, TbybBanner } from '@storefront/ui';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import type { ShellVariant } from '../../features/dealership/shellVariant.ts';
import { type Locale, languageOf } from '../../shared/i18n/locale.ts';
import { headerDealer } from './ShellChrome.tsx';

// The shell's header variants (spec 1 section 2), loaded only for the dealers that use them.

type Marketplace = Extract<ShellVariant, { kind: 'marketplace' }>;

/**
 * Marketplace mode: the partner's back link, the marketplace header (its logo, a French one in
 * French; with try before you buy, phone and hours, the try-now button and a phone link on mobile)
 * and the mobile try-before-you-buy banner with its learn-more modal.
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
        phone={variant.phone}
        hours={variant.hours}
        onTryNow={onTryNow}
      />
      {variant.tbyb ? <TbybBanner onTryNow={onTryNow} /> : null}
    </>
  );
}

/**
 * The OEM third-party header above the storefront's own header: the dealer's logo (to the showroom
 * when the dealer sets one), the new and used inventory links and the phone. A region named after
 * the dealer, so the page keeps one banner (the storefront's header).
 */
export function OemChrome({ dealer, homeHref }: { dealer: HomeDealership; homeHref: string }) {
  const header = headerDealer(dealer);
  return (
    <section aria-label={header.name} data-oem-chrome="">
      <OemHeader
        variant="centredLogo"
        dealerName={header.name}
        logos={header.logos ?? null}
        logoHref={dealer.showroom_logo_redirect || homeHref}
        newCarsHref={dealer.new_cars_link ?? null}
        usedCarsHref={dealer.used_cars_link ?? null}
        phone={dealer.phone ?? null}
      />
    </section>
  );
}
