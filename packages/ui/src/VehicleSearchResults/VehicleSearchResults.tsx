import type { ReactNode } from 'react';
import { useId } from 'react';
import { Pagination } from '../AccessoryList/Pagination.tsx';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { Skeleton, SkeletonText } from '../Spinner/Spinner.tsx';
import type { PriceDisplay, VehicleResultCardProps } from '../VehicleResultCard/VehicleResultCard.tsx';
import { PRICE_DISPLAYS, VehicleResultCard } from '../VehicleResultCard/VehicleResultCard.tsx';
import * as styles from './VehicleSearchResults.css.ts';

/** Sort orders of the vehicle list (the spec names a sort filter without its values; these are ours). */
export const VEHICLE_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'payment_asc',
  'year_desc',
  'year_asc',
  'odometer_asc',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

const SORT_LABEL: Readonly<Record<VehicleSort, UiMessageId>> = {
  relevance: 'deal.results.sort.relevance',
  price_asc: 'deal.results.sort.price_asc',
  price_desc: 'deal.results.sort.price_desc',
  payment_asc: 'deal.results.sort.payment_asc',
  year_desc: 'deal.results.sort.year_desc',
  year_asc: 'deal.results.sort.year_asc',
  odometer_asc: 'deal.results.sort.odometer_asc',
};

const DISPLAY_LABEL: Readonly<Record<PriceDisplay, UiMessageId>> = {
  price: 'deal.results.display.price',
  payment: 'deal.results.display.payment',
};

export type VehicleResult = VehicleResultCardProps & { readonly id: string | number };

export type VehicleSearchResultsProps = {
  /** The vehicles of the current page, already sorted by the server. */
  readonly results: readonly VehicleResult[];
  /** Number of vehicles matching the filters (all pages); default the results' length. */
  readonly total?: number;
  readonly sort: VehicleSort;
  readonly onSortChange: (sort: VehicleSort) => void;
  /** Price or estimated payment on the cards. */
  readonly display?: PriceDisplay;
  /** Shows the price/payment switch. */
  readonly onDisplayChange?: (display: PriceDisplay) => void;
  readonly loading?: boolean;
  /** Shows "Clear filters" in the empty state. */
  readonly onClearFilters?: () => void;
  /** Server-side pages: the current page (1-based) and how many there are. */
  readonly page?: number;
  readonly pageCount?: number;
  readonly onPageChange?: (page: number) => void;
};

/**
 * The vehicle list: the number of matches (announced), sort order, price or payment display, the
 * result cards, pages, skeletons while loading and an empty state. State: `data-loading`, `data-empty`.
 */
export function VehicleSearchResults({
  results,
  total,
  sort,
  onSortChange,
  display = 'price',
  onDisplayChange,
  loading = false,
  onClearFilters,
  page = 1,
  pageCount = 1,
  onPageChange,
}: VehicleSearchResultsProps): ReactNode {
  const t = useUiText();
  const titleId = useId();
  const format = useDealFormat();
  const count = total ?? results.length;
  const empty = !loading && results.length === 0;
  return (
    <section
      className={styles.results}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      data-empty={empty || undefined}
    >
      <div className={styles.toolbar}>
        <h2 id={titleId} className={deal.subheading} aria-live="polite">
          {loading
            ? t('deal.results.searching')
            : t('deal.results.count', { count, formatted: format.integer(count) })}
        </h2>
        <div className={styles.controls}>
          {onDisplayChange === undefined ? null : (
            <RadioGroup
              name="price_display"
              label={t('deal.results.display.label')}
              orientation="horizontal"
              options={PRICE_DISPLAYS.map((d) => ({ id: d, label: t(DISPLAY_LABEL[d]) }))}
              value={display}
              onChange={(id) => {
                const next = PRICE_DISPLAYS.find((d) => d === id);
                if (next !== undefined) onDisplayChange(next);
              }}
            />
          )}
          <SelectField
            name="sort"
            label={t('deal.results.sort.label')}
            options={VEHICLE_SORTS.map((s) => ({ id: s, label: t(SORT_LABEL[s]) }))}
            value={sort}
            onChange={(id) => {
              const next = VEHICLE_SORTS.find((s) => s === id);
              if (next !== undefined) onSortChange(next);
            }}
          />
        </div>
      </div>
      {loading ? (
        <ul className={styles.grid}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={deal.card}>
              <Skeleton height="160px" />
              <SkeletonText lines={3} />
            </li>
          ))}
        </ul>
      ) : empty ? (
        <div className={deal.emptyState}>
          <p className={deal.text}>{t('deal.results.empty')}</p>
          {onClearFilters === undefined ? null : (
            <Button variant="outline" onClick={onClearFilters}>
              {t('deal.addon.clearFilters')}
            </Button>
          )}
        </div>
      ) : (
        <ul className={styles.grid}>
          {results.map(({ id, ...card }) => (
            <li key={id}>
              <VehicleResultCard {...card} display={display} />
            </li>
          ))}
        </ul>
      )}
      {!loading && !empty && pageCount > 1 && onPageChange !== undefined ? (
        <Pagination
          label={t('deal.results.pages')}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}
