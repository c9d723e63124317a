import { formatPhone } from '@storefront/domain';
import { OemHeader } from '@storefront/ui';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import { headerDealer } from './ShellChrome.tsx';

// The shell's header variants (spec 1 section 2), loaded only for the dealers that use them.

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
        phone={dealer.phone ? formatPhone(dealer.phone) : null}
      />
    </section>
  );
}
