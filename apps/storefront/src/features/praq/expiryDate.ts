/**
 * The spec's MM/DD/YYYY of an ISO date (its calendar day), by Intl: the domain's `formatDate` would be
 * one more export of the shopper's entry chunk, which the flow's chunk would then import.
 */
const MONTH_DAY_YEAR = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The numeric echo of a quote's expiry beside its long date (spec 2: a long date and a month-day-year
 * one): the spec's MM/DD/YYYY in en-US; in en-CA and fr-CA the ISO date Canadian forms use, since
 * 12/08/2026 reads as 12 August there.
 */
export function quoteExpiryNumeric(iso: string, locale: string): string {
  const day = iso.slice(0, 10);
  return locale === 'en-US' ? MONTH_DAY_YEAR.format(new Date(`${day}T00:00:00Z`)) : day;
}
