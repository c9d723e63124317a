import { currencyFor, formatMoney, type Locale } from '@storefront/domain';
import { imageTag } from '@storefront/theme';
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { cardGrid } from '../../shared/styles/cardGrid.css.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { useVehicles } from './api/useVehicles.ts';
import { listPage, type VehicleSummary, vehicleListParams } from './api/vehicles.ts';
import { paymentNoteId } from './listPayment.ts';
import {
  activeFilterCount,
  LIST_SORTS,
  type ListSort,
  searchWithSort,
  sortFromSearch,
} from './listSearch.ts';
import * as styles from './VehicleListPage.css.ts';

// The filter panel is a chunk of its own (the list's first load is nearly at its budget): loaded at
// once from md up, where it is the sidebar, and on a phone when the Filters button is approached.
const { Component: FiltersPanel, preload: preloadFilters } = lazyComponent(
  () => import('./filtersChunk.ts').then((chunk) => chunk.loadFiltersPanel()),
  (module) => module.FiltersPanel,
);

// The cards' payment disclosures, under the list: a chunk of its own, with the rest of the messages.
const { Component: PaymentNotes } = lazyComponent(
  () => import('./ListPaymentNotes.tsx'),
  (module) => module.ListPaymentNotes,
);

/**
 * Whether the filters' sidebar is shown (its CSS shows it from md up): false in the server's render and
 * the hydration, then read from the sidebar's box, again when the window is resized.
 */
function useSidebarShown(sidebar: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown((sidebar.current?.offsetWidth ?? 0) > 0);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [sidebar]);
  return shown;
}

/**
 * The phone's filter sheet, on demand: its chunk preloaded when the Filters button is approached, the
 * sheet mounted on the first press and kept (focus goes back to the button when it closes).
 */
function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: preloadFilters,
    onFocus: preloadFilters,
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, mounted, trigger, triggerProps };
}

const SORT_LABEL: Record<ListSort, string> = {
  '': 'inventory.sort.newest',
  price: 'inventory.sort.priceAsc',
  '-price': 'inventory.sort.priceDesc',
  '-year': 'inventory.sort.yearDesc',
  year: 'inventory.sort.yearAsc',
  odometer: 'inventory.sort.odometerAsc',
};

/** Vehicle list (spec part 1 route vehicle-list): the dealer's inventory read from the server. */
export function VehicleListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const dealer = useHomeDealership();
  const vehicles = useVehicles(vehicleListParams(searchParams));
  const intl = useIntl();
  const currency = currencyFor(dealer.data?.country);
  const unit = dealer.data?.country === 'US' ? 'mi' : 'km';
  const currentPage = listPage(searchParams.get('page'));
  const heading = useRef<HTMLHeadingElement>(null);
  const sidebarBox = useRef<HTMLElement>(null);
  const sidebar = useSidebarShown(sidebarBox);
  const sheet = useFilterSheet();
  // A new page of the list (the pager) puts the shopper at its top, focus on its heading (not on the
  // page body); a new search (a filter, the sort: page 1 again) leaves focus on the control used.
  const others = new URLSearchParams(searchParams);
  others.delete('page');
  const search = others.toString();
  const shown = useRef({ page: currentPage, search });
  useEffect(() => {
    const before = shown.current;
    shown.current = { page: currentPage, search };
    if (before.page !== currentPage && before.search === search) heading.current?.focus();
  }, [currentPage, search]);

  // The list as the shopper leaves it (filters, sort, page), for this tab: the vehicle page's
  // breadcrumb leads back to it (shared/routing/VehicleBreadcrumbs.tsx reads the same key).
  const { pathname, search: listSearch } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(`sf:list:${pathname}`, listSearch);
    } catch {
      // Storage refused (private mode, quota): the breadcrumb leads to the plain list.
    }
  }, [pathname, listSearch]);

  const pageCount = vehicles.data
    ? Math.ceil(vehicles.data.count / (vehicles.data.page_size || DEFAULT_PAGE_SIZE))
    : 0;

  return (
    <section aria-labelledby="inventory-title" aria-busy={vehicles.isPending}>
      <h1 id="inventory-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="inventory.title" values={{ dealer: dealer.data?.name ?? '' }} />
      </h1>
      <div className={styles.layout}>
        {/* The sidebar's column is there from the first paint; its panel arrives without moving the list. */}
        <aside
          ref={sidebarBox}
          className={styles.sidebar}
          aria-label={intl.formatMessage({ id: 'inventory.filters' })}
        >
          {sidebar ? (
            <Suspense fallback={null}>
              <FiltersPanel variant="sidebar" />
            </Suspense>
          ) : null}
        </aside>
        <div className={styles.results}>
          <div className={styles.toolbar}>
            {/* One status line, there before the results and kept as they change: the count replaces the
                loading text in the same box, and the previous results stay until the new ones come. */}
            <p
              role="status"
              className={styles.count}
              data-testid={vehicles.data ? 'vehicle-count' : undefined}
            >
              {vehicles.data ? (
                <FormattedMessage id="inventory.count" values={{ count: vehicles.data.count }} />
              ) : (
                <FormattedMessage id="app.loading" />
              )}
            </p>
            <button type="button" className={styles.filtersButton} {...sheet.triggerProps}>
              <FormattedMessage
                id="inventory.filtersButton"
                values={{ count: activeFilterCount(searchParams) }}
              />
            </button>
            <label className={styles.sort}>
              <FormattedMessage id="inventory.sort" />
              <select
                name="sort"
                value={sortFromSearch(searchParams)}
                onChange={(e) =>
                  setSearchParams(
                    searchWithSort(searchParams, LIST_SORTS.find((s) => s === e.target.value) ?? ''),
                    { preventScrollReset: true },
                  )
                }
              >
                {LIST_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {intl.formatMessage({ id: SORT_LABEL[sort] })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {sheet.mounted ? (
            <Suspense fallback={null}>
              <FiltersPanel
                variant="sheet"
                open={sheet.open}
                onOpenChange={sheet.setOpen}
                returnFocus={sheet.trigger}
                resultCount={vehicles.data?.count}
              />
            </Suspense>
          ) : null}
          {vehicles.data && (
            <>
              {vehicles.data.results.length === 0 && currentPage > 1 ? (
                // A page past the last one (an old link, a hand-edited URL): say so, and lead to the last.
                <p data-testid="page-past-last">
                  <FormattedMessage id="inventory.pastLast" />{' '}
                  <Link to={pageHref(searchParams, Math.max(1, pageCount))}>
                    <FormattedMessage
                      id="inventory.pastLast.link"
                      values={{ page: Math.max(1, pageCount) }}
                    />
                  </Link>
                </p>
              ) : vehicles.data.results.length === 0 ? (
                <p>
                  <FormattedMessage id="inventory.empty" />
                </p>
              ) : (
                <ul className={cardGrid}>
                  {vehicles.data.results.map((vehicle, index) => (
                    <li key={vehicle.id} className={styles.card} data-testid="vehicle-card">
                      <VehicleCard
                        vehicle={vehicle}
                        currency={currency}
                        unit={unit}
                        locale={intl.locale}
                        priority={index === 0 ? 'high' : index < EAGER_IMAGES ? 'eager' : 'lazy'}
                        mark={index + 1}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {vehicles.data.results.some((v) => v.list_payment) ? (
                <Suspense fallback={null}>
                  <PaymentNotes vehicles={vehicles.data.results} currency={currency} />
                </Suspense>
              ) : null}
              <Pager current={currentPage} pages={pageCount} params={searchParams} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** The server's page size when its answer does not say (apps/server: `page_size`, default 20). */
const DEFAULT_PAGE_SIZE = 20;

/** The link to one page of the list, the other search parameters kept. */
function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/**
 * Pages of the list: plain links (`?page=N`, the other search parameters kept) that work in the
 * server-rendered HTML before any script and by keyboard; the current page is `aria-current`.
 */
function Pager({ current, pages, params }: { current: number; pages: number; params: URLSearchParams }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const href = (page: number) => pageHref(params, page);
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'inventory.pager' })}>
      <ul className={styles.pagerList}>
        {current > 1 && (
          <li>
            <Link className={styles.pagerLink} to={href(current - 1)} rel="prev">
              <FormattedMessage id="inventory.pager.previous" />
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link
              className={styles.pagerLink}
              to={href(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'inventory.pager.page' }, { page })}
            >
              {page}
            </Link>
          </li>
        ))}
        {current < pages && (
          <li>
            <Link className={styles.pagerLink} to={href(current + 1)} rel="next">
              <FormattedMessage id="inventory.pager.next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Images of the first cards (above the fold on a phone or a desktop) load at once; the first is the LCP. */
const EAGER_IMAGES = 4;
/** Intrinsic size of card images (16:10, as the card's CSS): the space is kept before they load. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 400;

function VehicleCard({
  vehicle,
  currency,
  unit,
  locale,
  priority,
  mark,
}: {
  vehicle: VehicleSummary;
  currency: 'CAD' | 'USD';
  unit: 'km' | 'mi';
  locale: string;
  priority: 'high' | 'eager' | 'lazy';
  /** The payment's disclosure mark: the card's place in the list. */
  mark: number;
}) {
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const model = locale === 'fr-CA' && vehicle.model_fr ? vehicle.model_fr : vehicle.model;
  const name = [vehicle.year, vehicle.make, model, vehicle.trim].filter(Boolean).join(' ');
  const payment = vehicle.listing_price === null ? null : vehicle.list_payment;
  return (
    <article aria-label={name} className={styles.article}>
      {vehicle.primary_image && (
        <img
          className={styles.image}
          src={vehicle.primary_image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : 'auto'}
          decoding={priority === 'high' ? 'sync' : 'async'}
        />
      )}
      {vehicle.images[0]?.kind === 'illustration' && (
        <span className={`${imageTag} ${styles.illustration}`}>
          <FormattedMessage id="ui.carousel.illustration" />
        </span>
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.chips}>
          <span className={styles.chip}>
            <FormattedMessage id="inventory.condition" values={{ condition: vehicle.vehicle_condition }} />
          </span>
          {vehicle.odometer !== null && (
            <span className={styles.chip}>
              <FormattedMessage id="inventory.odometer" values={{ value: vehicle.odometer, unit }} />
            </span>
          )}
        </p>
        <div className={styles.prices}>
          <p className={styles.price}>
            {vehicle.listing_price === null ? (
              <FormattedMessage id="inventory.priceOnRequest" />
            ) : (
              formatMoney(vehicle.advertised_price ?? vehicle.listing_price, intl.locale as Locale, {
                currency,
              })
            )}
          </p>
          {payment ? (
            // The vehicle page's first finance payment, priced by the server (`list_payment`); its
            // mark leads to its disclosure under the list (./ListPaymentNotes.tsx).
            <p className={styles.payment} data-testid="list-payment">
              <FormattedMessage
                id="inventory.payment"
                values={{
                  amount: formatMoney(payment.payment, intl.locale as Locale, { currency }),
                  frequency: payment.frequency,
                }}
              />
              <a
                className={styles.mark}
                href={`#${paymentNoteId(vehicle.id)}`}
                aria-label={intl.formatMessage({ id: 'inventory.paymentMark' }, { mark })}
              >
                {mark}
              </a>
            </p>
          ) : null}
        </div>
        {vehicle.listing_price !== null && vehicle.advertised_price != null ? (
          <p className={styles.meta} data-testid="all-in-note">
            <FormattedMessage id="inventory.allIn" />
          </p>
        ) : null}
        <div className={styles.footer}>
          <p className={styles.meta}>
            <FormattedMessage id="inventory.stock" values={{ stock: vehicle.stock_number }} />
          </p>
          {vehicle.stock_status === 'reserved' ? (
            <p className={styles.chip}>
              <FormattedMessage id="stock_badge.reserved" />
            </p>
          ) : (
            <Link
              className={styles.cta}
              to={vehicleDetailPath(prefix, vehicle.id)}
              aria-label={intl.formatMessage(
                { id: 'inventory.viewVehicle' },
                { name, stock: vehicle.stock_number },
              )}
            >
              <FormattedMessage id="inventory.view" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** Vehicle detail link: base path plus the vehicle id, with the optional configurationId. */
export function vehicleDetailPath(
  prefix: { dealerCode: string | undefined; lang: 'en' | 'fr' | undefined },
  id: number,
  configurationId?: number,
): string {
  const path = buildPath(prefix, `/vehicle/${id}/`);
  return configurationId ? `${path}?configurationId=${configurationId}` : path;
}
