import type { SearchFilters } from '@storefront/domain';
import {
  FUEL_TYPE_LABEL,
  isRangeValid,
  rangeOf,
  type VehicleFilterFacets,
  VehicleFilters,
  VehicleFiltersSheet,
} from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { facetsQuery, type InventoryFacets } from './api/facets.ts';
import {
  budgetSteps,
  facetParams,
  filtersFromSearch,
  inPageWords,
  searchWithFilters,
} from './searchFilters.ts';

// The vehicle list's filter panel, a chunk of its own (the list's first load does not carry it): the
// kit's VehicleFilters with every search key the server reads, offered from the dealer's stock (the
// facets, each counted among the vehicles of the other filters), in the sidebar from md up or in the kit's sheet on a phone. The address holds the search
// (./searchFilters.ts): a change is a new history entry, so Back restores the previous search. Its own
// messages are `inventoryFilters.*` (the `rest` pack: `inventory.*` is the list's first-load `core`).

export type FiltersPanelProps =
  | { readonly variant: 'sidebar' }
  | {
      readonly variant: 'sheet';
      readonly open: boolean;
      readonly onOpenChange: (open: boolean) => void;
      readonly returnFocus: { readonly current: HTMLElement | null };
      readonly resultCount: number | undefined;
    };

export function FiltersPanel(props: FiltersPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const facets = useQuery(facetsQuery(http, dealerCode, facetParams(searchParams)));
  // The address's values in the page's words (a French link on the English page shows them checked).
  const fromAddress = useMemo(
    () => inPageWords(filtersFromSearch(searchParams), facets.data),
    [searchParams, facets.data],
  );
  // A range being chosen whose first end is above the second stays here (the kit flags it) until it is
  // valid; the address (and the list) keep that range's last valid value, and every other filter
  // chosen meanwhile applies (found in a shopper trial: a make checked then showed checked and did
  // nothing). Another address drops the draft.
  const [draft, setDraft] = useState<{ for: string; value: SearchFilters } | null>(null);
  const address = searchParams.toString();
  const value = draft?.for === address ? draft.value : fromAddress;
  const onChange = (next: SearchFilters) => {
    let applied = next;
    for (const key of ['budget', 'modelYear'] as const) {
      if (isRangeValid(rangeOf(next, key))) continue;
      const { [key]: _invalid, ...rest } = applied;
      const last = filtersFromSearch(searchParams)[key];
      applied = last ? { ...rest, [key]: last } : rest;
    }
    const params = searchWithFilters(searchParams, applied);
    setDraft(applied === next ? null : { for: params.toString(), value: next });
    if (params.toString() !== address) setSearchParams(params, { preventScrollReset: true });
  };
  const offered = useMemo(
    () =>
      facets.data
        ? kitFacets(facets.data, {
            fuelType: (fuel) =>
              Object.hasOwn(FUEL_TYPE_LABEL, fuel)
                ? intl.formatMessage({ id: FUEL_TYPE_LABEL[fuel as keyof typeof FUEL_TYPE_LABEL] })
                : fuel,
            // The catalogue's body-type codes in words (an unknown code as it comes).
            bodyType: (value) => intl.formatMessage({ id: 'inventoryFilters.bodyType' }, { value }),
          })
        : {},
    [facets.data, intl],
  );
  if (props.variant === 'sidebar')
    return <VehicleFilters value={value} onChange={onChange} facets={offered} />;
  return (
    <VehicleFiltersSheet
      value={value}
      onChange={onChange}
      facets={offered}
      open={props.open}
      onOpenChange={props.onOpenChange}
      returnFocus={props.returnFocus}
      {...(props.resultCount === undefined ? {} : { resultCount: props.resultCount })}
    />
  );
}

/** The server's facets as the kit's: options with their counts, budget steps and the model years. */
function kitFacets(
  facets: InventoryFacets,
  labels: { fuelType: (value: string) => string; bodyType: (value: string) => string },
): VehicleFilterFacets {
  const options = (values: InventoryFacets['make'], label: (value: string) => string = (v) => v) =>
    values.map(({ value, count }) => ({ value, label: label(value), count }));
  const { min, max } = facets.modelYear;
  const years: number[] = [];
  if (min !== null && max !== null) for (let year = min; year <= max; year += 1) years.push(year);
  return {
    make: options(facets.make),
    model: options(facets.model),
    bodyType: options(facets.bodyType, labels.bodyType),
    features: options(facets.features),
    drivetrain: options(facets.drivetrain),
    exteriorColor: options(facets.exteriorColor),
    interiorColor: options(facets.interiorColor),
    transmission: options(facets.transmission),
    fuelType: options(facets.fuelType, labels.fuelType),
    trim: options(facets.trim),
    budget: budgetSteps(facets.price),
    modelYear: years,
  };
}
