import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { telUri } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { DealerLogos } from '../Logo/DealerLogo.tsx';
import { DealerLogo } from '../Logo/DealerLogo.tsx';
import { headerItem } from '../styles/header.css.ts';
import * as styles from './OemHeader.css.ts';

/**
 * Third-party OEM header layouts (spec 1 §2 names one per manufacturer programme but not their
 * content). Each is a layout of the same dealer data in the dealer's colours; which manufacturer
 * programme uses which layout is the app's data, the kit names no brand:
 * `centredLogo` (a utility row with the inventory links above a centred logo), `logoAndPhone`
 * (logo, links and the phone in one bar), `generic` (logo and links).
 */
export const OEM_HEADER_VARIANTS = ['centredLogo', 'logoAndPhone', 'generic'] as const;
export type OemHeaderVariant = (typeof OEM_HEADER_VARIANTS)[number];

type Layout = {
  /** A utility row above the main bar with the inventory links. */
  readonly utilityRow: boolean;
  /** Logo centred (links move to the utility row). */
  readonly centredLogo: boolean;
  /** Phone link in the bar. */
  readonly phone: boolean;
};

const LAYOUT: Readonly<Record<OemHeaderVariant, Layout>> = {
  centredLogo: { utilityRow: true, centredLogo: true, phone: false },
  logoAndPhone: { utilityRow: false, centredLogo: false, phone: true },
  generic: { utilityRow: false, centredLogo: false, phone: false },
};

export type OemHeaderProps = {
  readonly variant: OemHeaderVariant;
  readonly dealerName: string;
  readonly logos?: DealerLogos | null;
  /** Logo link: the dealer's showroom when `showroom_logo_redirect` is set, otherwise home. */
  readonly logoHref?: string;
  /** `new_cars_link` and `used_cars_link`. */
  readonly newCarsHref?: string | null;
  readonly usedCarsHref?: string | null;
  /** The dealer's phone, shown as given: pass it as the shopper reads it (the domain's `formatPhone`, "(512) 555-0134"); its link is E.164 (`tel:+15125550134`). */
  readonly phone?: string | null;
};

export function OemHeader({
  variant,
  dealerName,
  logos,
  logoHref,
  newCarsHref,
  usedCarsHref,
  phone,
}: OemHeaderProps): ReactNode {
  const t = useUiText();
  const layout = LAYOUT[variant];
  const links = (
    <>
      {newCarsHref ? (
        <a className={headerItem} href={newCarsHref}>
          {t('ui.oem.newVehicles')}
        </a>
      ) : null}
      {usedCarsHref ? (
        <a className={headerItem} href={usedCarsHref}>
          {t('ui.oem.usedVehicles')}
        </a>
      ) : null}
    </>
  );
  const hasLinks = Boolean(newCarsHref || usedCarsHref);
  return (
    <header className={styles.header} data-oem-header={variant}>
      {layout.utilityRow && hasLinks ? (
        <nav className={styles.utility} aria-label={t('ui.header.nav')}>
          {links}
        </nav>
      ) : null}
      <div className={layout.centredLogo ? `${styles.bar} ${styles.centered}` : styles.bar}>
        <DealerLogo dealerName={dealerName} logos={logos ?? null} {...(logoHref ? { href: logoHref } : {})} />
        {!layout.utilityRow && hasLinks ? (
          <nav className={styles.links} aria-label={t('ui.header.nav')}>
            {links}
          </nav>
        ) : null}
        {layout.phone && phone ? (
          <a
            className={headerItem}
            href={telUri(phone)}
            style={hasLinks ? undefined : { marginInlineStart: 'auto' }}
          >
            <Icon name="phone" />
            <span>{t('ui.oem.call', { phone })}</span>
          </a>
        ) : null}
      </div>
    </header>
  );
}

export type PartnerBackHeaderProps = {
  /** The partner marketplace's name. */
  readonly partnerName: string;
  readonly href: string;
};

/** The partner-marketplace back header: an arrow-back link, shown only in that marketplace flow. */
export function PartnerBackHeader({ partnerName, href }: PartnerBackHeaderProps): ReactNode {
  const t = useUiText();
  return (
    <div className={styles.backBar} data-partner-back="">
      <a className={headerItem} href={href}>
        <Icon name="arrowBack" />
        <span>{t('ui.partnerBack.back', { partner: partnerName })}</span>
      </a>
    </div>
  );
}
