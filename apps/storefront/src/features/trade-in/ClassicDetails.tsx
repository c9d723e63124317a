import type { Locale, NumberInputError, TradeInCatalogueVehicle } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  OptionsFieldset,
  useDraftChange,
  useRefusedFocus,
  useTradeInQuestions,
  VinLookup,
} from './BlackBookDetails.tsx';
import { useBlackBookFlow } from './context.ts';
import { isLockedForChanges, LockedStep, OdometerInput } from './FlowParts.tsx';
import { readOdometer } from './save.ts';
import * as styles from './tradeIn.css.ts';
import { VehicleChoice, VehicleSearch } from './VehicleSearch.tsx';

/**
 * The older flow's vehicle details (spec 3 §2 and §5): the vehicle (searched by year / make / model,
 * or found by its VIN), its odometer in the dealer's unit, its options. Incomplete without the
 * vehicle (vid, year, make, model, trim) or the odometer (zero is one); kept as typed, then history.
 */
export function ClassicDetails() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const navigate = useNavigate();
  // The dealer's questions, asked as the flow opens: the history step shows them at once.
  useTradeInQuestions();
  const refuse = useRefusedFocus();
  const change = useDraftChange();
  const [results, setResults] = useState<TradeInCatalogueVehicle[] | null>(null);
  const [vinFound, setVinFound] = useState<TradeInCatalogueVehicle | null>(null);
  const [odometerError, setOdometerError] = useState<NumberInputError | null>(null);
  const [vehicleMissing, setVehicleMissing] = useState(false);
  const { draft } = flow;
  const unit: 'km' | 'mi' = flow.country === 'US' ? 'mi' : 'km';
  const step = (to: string) => flow.path(`/${flow.name}/${flow.vehicleId}/${to}/`);
  if (isLockedForChanges(flow.tradeIn))
    return <LockedStep title="trade_in.details.title" review={step('review')} />;
  const choices = [
    ...(results ?? []),
    ...(draft.vehicle && !results?.some((r) => r.vid === draft.vehicle?.vid) ? [draft.vehicle] : []),
  ];

  function next(event: FormEvent) {
    event.preventDefault();
    const read = readOdometer(draft.odometer, intl.locale as Locale, unit);
    setOdometerError(read.ok ? null : read.error);
    setVehicleMissing(!draft.vehicle);
    if (!draft.vehicle) {
      document.querySelector<HTMLInputElement>('input[name="trade_in_search"]')?.focus();
      return;
    }
    if (!read.ok) return refuse('trade_in_odometer');
    navigate(step('history'));
  }

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.details.title" />
      </h1>
      <VehicleSearch results={results} onResults={setResults} countHidden={vinFound !== null} />
      {vehicleMissing && !draft.vehicle ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="trade_in.classic.vehicleRequired" />
        </p>
      ) : null}
      <VinLookup
        vinFound={vinFound}
        setVinFound={setVinFound}
        onFound={(vehicle) => {
          setResults([vehicle]);
          setVinFound(vehicle);
          change({ vehicle });
        }}
        refuse={refuse}
      />
      <form className={styles.form} onSubmit={next} noValidate>
        <VehicleChoice choices={choices} value={draft.vehicle} onChange={(vehicle) => change({ vehicle })} />
        <div data-field="trade_in_odometer">
          <OdometerInput
            unit={unit}
            error={odometerError}
            value={draft.odometer}
            onChange={(odometer) => {
              setOdometerError(null);
              change({ odometer });
            }}
          />
        </div>
        <OptionsFieldset />
        <div>
          <Button type="submit" data-testid="trade-in-continue">
            <FormattedMessage id="trade_in.classic.continue" />
          </Button>
        </div>
      </form>
    </section>
  );
}
