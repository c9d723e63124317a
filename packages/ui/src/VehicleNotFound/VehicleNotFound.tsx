import type { ReactNode } from 'react';
import { useId } from 'react';
import * as deal from '../deal/deal.css.ts';
import { LinkButton } from '../deal/LinkButton.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from '../NoOrderDashboard/NoOrderDashboard.css.ts';

export type VehicleNotFoundProps = {
  /** The dealer's name, for the website link. */
  readonly dealerName?: string | undefined;
  /** The vehicle list, when the dealer shows one. */
  readonly searchHref?: string | undefined;
  /** The dealer's website. */
  readonly websiteHref?: string | undefined;
  /** My vehicles, when the shopper has saved deals. */
  readonly savedVehiclesHref?: string | undefined;
};

/**
 * Content of the vehicle-not-found page (shown without header and sidebar when a vehicle fails to
 * load): what happened and where to go next.
 */
export function VehicleNotFound({
  dealerName,
  searchHref,
  websiteHref,
  savedVehiclesHref,
}: VehicleNotFoundProps): ReactNode {
  const t = useUiText();
  const titleId = useId();
  return (
    <section className={styles.dashboard} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="car" size={40} />
      </span>
      <h1 id={titleId} className={deal.heading}>
        {t('deal.notFound.title')}
      </h1>
      <p className={deal.text}>{t('deal.notFound.text')}</p>
      <div className={deal.row}>
        {searchHref === undefined ? null : (
          <LinkButton href={searchHref}>{t('deal.notFound.search')}</LinkButton>
        )}
        {savedVehiclesHref === undefined ? null : (
          <LinkButton href={savedVehiclesHref} variant="outline">
            {t('deal.saved.title')}
          </LinkButton>
        )}
        {websiteHref === undefined ? null : (
          <LinkButton href={websiteHref} variant={searchHref === undefined ? 'solid' : 'outline'}>
            {dealerName === undefined
              ? t('deal.notFound.website')
              : t('deal.notFound.websiteNamed', { dealer: dealerName })}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
