import type { TradeInCatalogueVehicle } from '@storefront/domain';
import { TradeInVehicleChoice, TradeInVehicleSearch } from '@storefront/ui';
import { useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { searchVehicles } from './api/tradeIn.ts';

/** A catalogue vehicle as the shopper reads it: year, make, model and trim. */
export const vehicleLabel = (v: TradeInCatalogueVehicle) => `${v.year} ${v.make} ${v.model} ${v.trim}`;

/** The vehicle the search's hint gives as an example (one of the seeded catalogue's). */
const SEARCH_EXAMPLE = '2019 Honda Civic';

/**
 * The year / make / model / trim search of the valuation catalogue (`cbb-vehicle/unified_vehicle_search`),
 * the kit's `TradeInVehicleSearch`; its results are the vehicles to choose from (`VehicleChoice`). The
 * black-book details step shows it first, the trade-in 2 details step when the catalogue does not know the VIN.
 */
export function VehicleSearch(props: {
  results: TradeInCatalogueVehicle[] | null;
  onResults: (results: TradeInCatalogueVehicle[]) => void;
  /** Leaves out the count of results (the VIN found the one vehicle). */
  countHidden?: boolean;
}) {
  const { results, onResults, countHidden = false } = props;
  const { http } = useApi();
  const [searching, setSearching] = useState(false);

  async function search(query: string) {
    setSearching(true);
    try {
      onResults((await searchVehicles(http, query)).results);
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setSearching(false);
    }
  }

  return (
    <TradeInVehicleSearch
      example={SEARCH_EXAMPLE}
      onSearch={search}
      searching={searching}
      resultCount={results !== null && !countHidden ? results.length : null}
    />
  );
}

/** The vehicles found, to choose the shopper's one and its trim from (none found: nothing). */
export function VehicleChoice(props: {
  choices: readonly TradeInCatalogueVehicle[];
  value: TradeInCatalogueVehicle | null;
  onChange: (vehicle: TradeInCatalogueVehicle | null) => void;
}) {
  const { choices, value, onChange } = props;
  return (
    <TradeInVehicleChoice
      choices={choices.map((v) => ({ id: v.vid, label: vehicleLabel(v) }))}
      value={value?.vid ?? null}
      onChange={(vid) => onChange(choices.find((v) => v.vid === vid) ?? null)}
    />
  );
}
