import type { ReactNode } from 'react';
import { useId } from 'react';
import * as deal from '../deal/deal.css.ts';
import { LinkButton } from '../deal/LinkButton.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './NoOrderDashboard.css.ts';

const BENEFITS: readonly { readonly icon: IconName; readonly text: UiMessageId }[] = [
  { icon: 'check', text: 'deal.noOrder.benefit.edit' },
  { icon: 'user', text: 'deal.noOrder.benefit.share' },
  { icon: 'globe', text: 'deal.noOrder.benefit.anywhere' },
];

export type NoOrderDashboardProps = {
  /** The vehicle list, when the dealer shows one. */
  readonly searchHref?: string | undefined;
  /** The dealer's new and used inventory pages (new_cars_link, used_cars_link). */
  readonly newCarsHref?: string | undefined;
  readonly usedCarsHref?: string | undefined;
};

/** The no-order dashboard: no saved deal yet, what saving a deal gives, and where to shop. */
export function NoOrderDashboard({
  searchHref,
  newCarsHref,
  usedCarsHref,
}: NoOrderDashboardProps): ReactNode {
  const t = useUiText();
  const titleId = useId();
  return (
    <section className={styles.dashboard} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="car" size={40} />
      </span>
      <h2 id={titleId} className={deal.heading}>
        {t('deal.noOrder.title')}
      </h2>
      <p className={deal.text}>{t('deal.noOrder.text')}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((b) => (
          <li key={b.text} className={styles.benefit}>
            <Icon name={b.icon} />
            <span>{t(b.text)}</span>
          </li>
        ))}
      </ul>
      <div className={deal.row}>
        {searchHref === undefined ? null : (
          <LinkButton href={searchHref}>{t('deal.noOrder.search')}</LinkButton>
        )}
        {newCarsHref === undefined ? null : (
          <LinkButton href={newCarsHref} variant={searchHref === undefined ? 'solid' : 'outline'}>
            {t('deal.noOrder.newCars')}
          </LinkButton>
        )}
        {usedCarsHref === undefined ? null : (
          <LinkButton href={usedCarsHref} variant="outline">
            {t('deal.noOrder.usedCars')}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
