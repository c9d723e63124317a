import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TradeIn.css.ts';

export type TradeInVehicleSearchProps = {
  /** A vehicle the hint gives as an example ("2019" and a make and model of the dealer's catalogue). */
  readonly example: string;
  /** The search, trimmed and not empty (the app asks the valuation catalogue). */
  readonly onSearch: (query: string) => void;
  /** The search is under way. */
  readonly searching?: boolean;
  /** How many vehicles the last search found; null before one (then no count is said). */
  readonly resultCount: number | null;
};

/**
 * The year / make / model / trim search of the valuation catalogue: the query, the search button
 * (busy while it runs), and how many vehicles it found said as a status.
 */
export function TradeInVehicleSearch({
  example,
  onSearch,
  searching = false,
  resultCount,
}: TradeInVehicleSearchProps): ReactNode {
  const t = useUiText();
  const [query, setQuery] = useState('');
  function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  }
  return (
    <form className={styles.form} onSubmit={search} data-state={searching ? 'searching' : 'idle'}>
      <div className={styles.row}>
        <TextField
          name="trade_in_search"
          type="search"
          label={t('ui.tradeIn.search.label')}
          description={t('ui.tradeIn.search.hint', { example })}
          value={query}
          onChange={setQuery}
          maxLength={80}
        />
        <Button type="submit" variant="outline" loading={searching}>
          {t('ui.tradeIn.search.button')}
        </Button>
      </div>
      {resultCount !== null ? (
        <p role="status">{t('ui.tradeIn.search.results', { count: resultCount })}</p>
      ) : null}
    </form>
  );
}

export type TradeInVehicleChoiceProps = {
  /** The vehicles found: id and how the shopper reads it (year, make, model, trim). */
  readonly choices: readonly { readonly id: string; readonly label: string }[];
  readonly value: string | null;
  readonly onChange: (id: string) => void;
};

/** The vehicles found, to choose the shopper's one and its trim from (none found: nothing). */
export function TradeInVehicleChoice({ choices, value, onChange }: TradeInVehicleChoiceProps): ReactNode {
  const t = useUiText();
  if (choices.length === 0) return null;
  return (
    <RadioGroup
      name="trade_in_vehicle"
      label={t('ui.tradeIn.search.vehicle')}
      options={choices.map(({ id, label }) => ({ id, label }))}
      value={value}
      onChange={onChange}
      isRequired
    />
  );
}
