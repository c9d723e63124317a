import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { SearchFilterKey, SearchFilters, VehicleConditionFilter } from '../internal/domain.ts';
import { VEHICLE_CONDITION_FILTERS } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import type { MultiFilterKey, RangeFilterKey } from './searchFilters.ts';
import {
  activeFilterCount,
  isRangeValid,
  MULTI_FILTER_KEYS,
  multiValues,
  rangeOf,
  setRangeEnd,
  toggleValue,
} from './searchFilters.ts';
import * as styles from './VehicleFilters.css.ts';

export const FILTER_KEY_LABEL: Readonly<Record<SearchFilterKey, UiMessageId>> = {
  condition: 'deal.filters.key.condition',
  budget: 'deal.filters.key.budget',
  make: 'deal.filters.key.make',
  model: 'deal.filters.key.model',
  bodyType: 'deal.filters.key.bodyType',
  features: 'deal.filters.key.features',
  drivetrain: 'deal.filters.key.drivetrain',
  exteriorColor: 'deal.filters.key.exteriorColor',
  interiorColor: 'deal.filters.key.interiorColor',
  modelYear: 'deal.filters.key.modelYear',
  transmission: 'deal.filters.key.transmission',
  fuelType: 'deal.filters.key.fuelType',
  trim: 'deal.filters.key.trim',
};

const CONDITION_LABEL: Readonly<Record<VehicleConditionFilter, UiMessageId>> = {
  all: 'deal.filters.condition.all',
  new: 'deal.filters.condition.new',
  used: 'deal.filters.condition.used',
};

/** A value offered for a multi-value filter, with the number of vehicles that have it. */
export type FilterOption = { readonly value: string; readonly label: string; readonly count?: number };

/** What the inventory offers: values per multi-value key, budget steps (cents) and model years. */
export type VehicleFilterFacets = Partial<Record<MultiFilterKey, readonly FilterOption[]>> & {
  readonly budget?: readonly number[];
  readonly modelYear?: readonly number[];
};

export type VehicleFiltersProps = {
  /** The current filters (the domain's search filters). */
  readonly value: SearchFilters;
  readonly onChange: (filters: SearchFilters) => void;
  readonly facets: VehicleFilterFacets;
  /** Groups open at first; default condition, budget and make, plus any group with a value. */
  readonly defaultOpen?: readonly SearchFilterKey[];
};

const DEFAULT_OPEN: readonly SearchFilterKey[] = ['condition', 'budget', 'make'];

/**
 * The vehicle-list filter panel: condition (single), budget and model year (ranges, min at most
 * max), and checkbox groups for make, model, body style, features, drivetrain, colours,
 * transmission, fuel type and trim. Groups fold; the header counts active filters and clears them
 * (focus then goes to the heading: the Clear all button leaves with the filters).
 */
export function VehicleFilters({
  value,
  onChange,
  facets,
  defaultOpen = DEFAULT_OPEN,
}: VehicleFiltersProps): ReactNode {
  const t = useUiText();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const format = useDealFormat();
  const active = activeFilterCount(value);
  const isOpen = (key: SearchFilterKey) => defaultOpen.includes(key) || value[key] !== undefined;

  const range = (key: RangeFilterKey, steps: readonly number[], label: (n: number) => string) => {
    const current = rangeOf(value, key);
    const valid = isRangeValid(current);
    const options = [
      { id: 'any', label: t('deal.filters.any') },
      ...steps.map((n) => ({ id: String(n), label: label(n) })),
    ];
    const pick = (end: 'min' | 'max') => (id: string | null) =>
      onChange(setRangeEnd(value, key, end, id === null || id === 'any' ? null : Number(id)));
    return (
      <div className={styles.range}>
        <SelectField
          name={`${key}-min`}
          label={t('deal.filters.min')}
          options={options}
          value={current.min === null ? 'any' : String(current.min)}
          onChange={pick('min')}
        />
        <SelectField
          name={`${key}-max`}
          label={t('deal.filters.max')}
          options={options}
          value={current.max === null ? 'any' : String(current.max)}
          onChange={pick('max')}
        />
        {valid ? null : (
          <p className={`${deal.errorText} ${styles.rangeError}`} role="alert">
            <Icon name="error" size="1.1em" />
            {t('deal.filters.rangeError')}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-active={active}>
      <div className={styles.head}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={deal.subheading}>
          {t('deal.filters.title')}
          {active > 0 ? (
            <span className={deal.muted}> {t('deal.filters.active', { count: active })}</span>
          ) : null}
        </h2>
        {active > 0 ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              // The button leaves with the filters it clears: focus goes to the panel's heading.
              onChange({});
              titleRef.current?.focus();
            }}
          >
            {t('deal.filters.clearAll')}
          </Button>
        ) : null}
      </div>

      <FilterGroup filterKey="condition" defaultOpen={isOpen('condition')} namedByChild>
        <RadioGroup
          name="condition"
          label={t(FILTER_KEY_LABEL.condition)}
          labelHidden
          options={VEHICLE_CONDITION_FILTERS.map((c) => ({ id: c, label: t(CONDITION_LABEL[c]) }))}
          value={value.condition ?? 'all'}
          onChange={(id) => {
            const condition = VEHICLE_CONDITION_FILTERS.find((c) => c === id);
            const { condition: _old, ...rest } = value;
            onChange(condition === undefined || condition === 'all' ? rest : { ...rest, condition });
          }}
        />
      </FilterGroup>

      {facets.budget !== undefined && facets.budget.length > 0 ? (
        <FilterGroup filterKey="budget" defaultOpen={isOpen('budget')}>
          {range('budget', facets.budget, (cents) => format.money(cents, { wholeDollars: true }))}
        </FilterGroup>
      ) : null}

      {facets.modelYear !== undefined && facets.modelYear.length > 0 ? (
        <FilterGroup filterKey="modelYear" defaultOpen={isOpen('modelYear')}>
          {range('modelYear', facets.modelYear, (year) => String(year))}
        </FilterGroup>
      ) : null}

      {MULTI_FILTER_KEYS.map((key) => {
        const options = facets[key];
        if (options === undefined || options.length === 0) return null;
        const selected = multiValues(value, key);
        return (
          <FilterGroup key={key} filterKey={key} defaultOpen={isOpen(key)} count={selected.length}>
            <div className={styles.options}>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  name={`${key}-${option.value}`}
                  checked={selected.includes(option.value)}
                  onChange={(on) => onChange(toggleValue(value, key, option.value, on))}
                >
                  {option.count === undefined
                    ? option.label
                    : t('deal.filters.optionCount', {
                        label: option.label,
                        count: format.integer(option.count),
                      })}
                </Checkbox>
              ))}
            </div>
          </FilterGroup>
        );
      })}
    </section>
  );
}

/** A foldable filter group: a heading button with the group's name and selected count. */
function FilterGroup({
  filterKey,
  defaultOpen,
  count = 0,
  namedByChild = false,
  children,
}: {
  readonly filterKey: SearchFilterKey;
  readonly defaultOpen: boolean;
  readonly count?: number;
  /** The body is one control group that names itself (the condition's radios): no second group around it. */
  readonly namedByChild?: boolean;
  readonly children: ReactNode;
}): ReactNode {
  const t = useUiText();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const label = t(FILTER_KEY_LABEL[filterKey]);
  return (
    <div className={styles.group} data-filter={filterKey} data-open={open || undefined}>
      <h3 className={styles.groupHeading}>
        <button
          type="button"
          className={`${buttonReset} ${focusRing} ${styles.groupToggle}`}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>
            {label}
            {count > 0 ? <span className={deal.muted}> ({count})</span> : null}
          </span>
          <Icon name="chevronDown" className={styles.chevron} />
        </button>
      </h3>
      {namedByChild ? (
        <div id={bodyId} hidden={!open} className={styles.groupBody}>
          {open ? children : null}
        </div>
      ) : (
        <fieldset id={bodyId} aria-label={label} hidden={!open} className={styles.groupBody}>
          {open ? children : null}
        </fieldset>
      )}
    </div>
  );
}
