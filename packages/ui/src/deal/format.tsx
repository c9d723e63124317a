import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Country, Currency, Locale } from '../internal/domain.ts';
import {
  currencyFor,
  distanceUnit,
  FALLBACK_LOCALE,
  formatDistance,
  formatInteger,
  formatLongDate,
  formatMoney,
  formatPercent,
  LOCALES,
} from '../internal/domain.ts';

const CountryContext = createContext<Country>('CA');

export type DealCountryProviderProps = {
  /** The dealer's country: currency (CAD or USD), km or miles, credit scores (USA only). */
  readonly country: Country;
  readonly children?: ReactNode;
};

/**
 * Tells the deal components the dealer's country. Without it they assume Canada (CAD, km).
 * The locale comes from the surrounding react-intl provider.
 */
export function DealCountryProvider({ country, children }: DealCountryProviderProps): ReactNode {
  return <CountryContext.Provider value={country}>{children}</CountryContext.Provider>;
}

/** Formatting of the deal components: every figure goes through the domain's formatters. */
export type DealFormat = {
  readonly locale: Locale;
  readonly country: Country;
  readonly currency: Currency;
  readonly distanceUnit: 'km' | 'mi';
  /** Money from integer cents: `$12,345.67`, fr-CA `12 345,67 $`. */
  readonly money: (cents: number, options?: { readonly wholeDollars?: boolean }) => string;
  /** Percentage from percentage points, 2 decimals. */
  readonly percent: (points: number) => string;
  readonly integer: (value: number) => string;
  /** Distance in the country's unit: `24,000 km`, `15,000 mi`. */
  readonly distance: (value: number) => string;
  /** Long date: `January 5, 2026`, `5 janvier 2026`. */
  readonly longDate: (isoDate: string) => string;
};

const asLocale = (locale: string): Locale => LOCALES.find((l) => l === locale) ?? FALLBACK_LOCALE;

/** The domain's formatters bound to the current locale and the dealer's country. */
export function useDealFormat(): DealFormat {
  const intl = useIntl();
  const country = useContext(CountryContext);
  const locale = asLocale(intl.locale);
  return useMemo(() => {
    const currency = currencyFor(country);
    return {
      locale,
      country,
      currency,
      distanceUnit: distanceUnit(country),
      money: (cents, options) =>
        formatMoney(cents, locale, { currency, wholeDollars: options?.wholeDollars ?? false }),
      percent: (points) => formatPercent(points, locale),
      integer: (value) => formatInteger(value, locale),
      distance: (value) => formatDistance(value, country, locale),
      longDate: (isoDate) => formatLongDate(isoDate, locale),
    };
  }, [locale, country]);
}
