import type { TradeInCatalogueVehicle } from '@storefront/domain';
import { Button, RadioGroup, TextField } from '@storefront/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { searchVehicles } from './api/tradeIn.ts';
import * as styles from './tradeIn.css.ts';

/** A catalogue vehicle as the shopper reads it: year, make, model and trim. */
export const vehicleLabel = (v: TradeInCatalogueVehicle) => `${v.year} ${v.make} ${v.model} ${v.trim}`;

/**
 * The year / make / model / trim search of the valuation catalogue (`cbb-vehicle/unified_vehicle_search`);
 * its results are the vehicles to choose from (`VehicleChoice`). The black-book details step shows it
 * first, the trade-in 2 details step when the catalogue does not know the VIN.
 */
export function VehicleSearch(props: {
  results: TradeInCatalogueVehicle[] | null;
  onResults: (results: TradeInCatalogueVehicle[]) => void;
  /** Leaves out the count of results (the VIN found the one vehicle). */
  countHidden?: boolean;
}) {
  const { results, onResults, countHidden = false } = props;
  const intl = useIntl();
  const { http } = useApi();
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    try {
      onResults((await searchVehicles(http, query.trim())).results);
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setSearching(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={search}>
      <div className={styles.row}>
        <TextField
          name="trade_in_search"
          type="search"
          label={intl.formatMessage({ id: 'trade_in.details.search' })}
          description={intl.formatMessage({ id: 'trade_in.details.searchHint' })}
          value={query}
          onChange={setQuery}
          maxLength={80}
        />
        <Button type="submit" variant="outline" loading={searching}>
          <FormattedMessage id="trade_in.details.searchButton" />
        </Button>
      </div>
      {results !== null && !countHidden ? (
        <p role="status">
          <FormattedMessage id="trade_in.details.results" values={{ count: results.length }} />
        </p>
      ) : null}
    </form>
  );
}

/** The vehicles found, to choose the shopper's one and its trim from (none found: nothing). */
export function VehicleChoice(props: {
  choices: readonly TradeInCatalogueVehicle[];
  value: TradeInCatalogueVehicle | null;
  onChange: (vehicle: TradeInCatalogueVehicle | null) => void;
}) {
  const { choices, value, onChange } = props;
  const intl = useIntl();
  if (choices.length === 0) return null;
  return (
    <RadioGroup
      name="trade_in_vehicle"
      label={intl.formatMessage({ id: 'trade_in.details.vehicle' })}
      options={choices.map((v) => ({ id: v.vid, label: vehicleLabel(v) }))}
      value={value?.vid ?? null}
      onChange={(vid) => onChange(choices.find((v) => v.vid === vid) ?? null)}
      isRequired
    />
  );
}
