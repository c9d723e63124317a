import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './Breadcrumbs.css.ts';

export type Crumb = { readonly id: string; readonly label: ReactNode; readonly href?: string };

export type BreadcrumbsProps = {
  readonly items: readonly Crumb[];
  /** Called instead of following the link (client-side routing); the default action is prevented. */
  readonly onNavigate?: (id: string) => void;
};

/** A trail of links; the last crumb is the current page (`aria-current="page"`). */
export function Breadcrumbs({ items, onNavigate }: BreadcrumbsProps): ReactNode {
  const t = useUiText();
  return (
    <nav aria-label={t('ui.breadcrumbs.label')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.id} className={styles.item}>
              {last || item.href === undefined ? (
                <span className={last ? styles.current : undefined} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  tone="inherit"
                  onClick={
                    onNavigate
                      ? (event) => {
                          event.preventDefault();
                          onNavigate(item.id);
                        }
                      : undefined
                  }
                >
                  {item.label}
                </Link>
              )}
              {last ? null : <Icon name="chevronRight" size="1em" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export const STOREFRONT_CRUMBS = ['search', 'details', 'purchase'] as const;
export type StorefrontCrumb = (typeof STOREFRONT_CRUMBS)[number];

export type StorefrontBreadcrumbsProps = {
  readonly showVehicleList: boolean;
  readonly searchHref: string;
  readonly detailsHref: string;
  readonly onNavigate?: (id: StorefrontCrumb) => void;
};

/** The storefront trail: Search (only when the dealer shows a vehicle list), Details, Purchase. */
export function StorefrontBreadcrumbs({
  showVehicleList,
  searchHref,
  detailsHref,
  onNavigate,
}: StorefrontBreadcrumbsProps): ReactNode {
  const t = useUiText();
  const items: Crumb[] = [
    ...(showVehicleList ? [{ id: 'search', label: t('ui.breadcrumbs.search'), href: searchHref }] : []),
    { id: 'details', label: t('ui.breadcrumbs.details'), href: detailsHref },
    { id: 'purchase', label: t('ui.breadcrumbs.purchase') },
  ];
  return (
    <Breadcrumbs
      items={items}
      {...(onNavigate ? { onNavigate: (id: string) => onNavigate(id as StorefrontCrumb) } : {})}
    />
  );
}
