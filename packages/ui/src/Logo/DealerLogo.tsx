import { headerFocusRing, media } from '@storefront/theme';
import type { ReactNode } from 'react';
import * as styles from './DealerLogo.css.ts';
import type { DealerLogos, ResponsiveImage } from './logoSources.ts';
import { LOGO_DEVICE_SIZES, logoSources } from './logoSources.ts';

export type { DealerLogos, LogoDeviceSize, ResponsiveImage } from './logoSources.ts';
export { LOGO_DEVICE_SIZES, logoSources } from './logoSources.ts';

function Picture({
  image,
  alt,
  className,
}: {
  readonly image: ResponsiveImage;
  readonly alt: string;
  readonly className: string;
}) {
  const sources = logoSources(image);
  if (sources === null) return null;
  return (
    <picture>
      <source media={media.lg} srcSet={sources.desktop} />
      <source media={media.sm} srcSet={sources.tablet} />
      <img src={sources.mobile} alt={alt} className={className} data-logo="" />
    </picture>
  );
}

export type DealerLogoProps = {
  readonly dealerName: string;
  readonly logos?: DealerLogos | null;
  /** Link of the logo (home page, or the dealer's showroom when `showroom_logo_redirect` is set). */
  readonly href?: string;
};

/**
 * The dealer's primary and secondary logos, chosen by device size; the dealer's name when there is
 * no logo. The primary logo carries the dealer name as its text alternative; a secondary logo in the
 * same files as the primary is not shown again.
 */
export function DealerLogo({ dealerName, logos, href }: DealerLogoProps): ReactNode {
  const primarySources = logoSources(logos?.primary);
  const secondarySources = logoSources(logos?.secondary);
  const primary = primarySources === null ? null : logos?.primary;
  // A secondary logo in the primary's files is the same logo: shown once.
  const sameAsPrimary =
    primarySources !== null &&
    secondarySources !== null &&
    LOGO_DEVICE_SIZES.every((size) => primarySources[size] === secondarySources[size]);
  const secondary = secondarySources === null || sameAsPrimary ? null : logos?.secondary;
  const content =
    primary || secondary ? (
      <>
        {primary ? <Picture image={primary} alt={dealerName} className={styles.image} /> : null}
        {secondary ? (
          <Picture
            image={secondary}
            alt={primary ? '' : dealerName}
            className={`${styles.image} ${styles.secondary}`}
          />
        ) : null}
      </>
    ) : (
      <span className={styles.name} data-dealer-name="">
        {dealerName}
      </span>
    );
  const plate = primary || secondary ? ` ${styles.plate}` : '';
  return href === undefined ? (
    <span className={`${styles.logo}${plate}`}>{content}</span>
  ) : (
    <a href={href} className={`${styles.logo} ${styles.link}${plate} ${headerFocusRing}`}>
      {content}
    </a>
  );
}
