import { type ReactNode, useId } from 'react';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import type { VehicleFuelType } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './VehicleOverview.css.ts';

export const FUEL_TYPE_LABEL: Readonly<Record<VehicleFuelType, UiMessageId>> = {
  ev: 'deal.overview.fuel.ev',
  diesel: 'deal.overview.fuel.diesel',
  gasoline: 'deal.overview.fuel.gasoline',
  hybrid: 'deal.overview.fuel.hybrid',
  phev: 'deal.overview.fuel.phev',
};

/** The vehicle facts the overview lists (the API's vehicle fields); missing ones are left out. */
export type VehicleOverviewFacts = {
  readonly condition?: 'new' | 'used' | undefined;
  readonly trim?: string | null | undefined;
  readonly bodyType?: string | null | undefined;
  readonly engine?: string | null | undefined;
  readonly transmission?: string | null | undefined;
  readonly fuelType?: VehicleFuelType | null | undefined;
  readonly exteriorColor?: string | null | undefined;
  readonly interiorColor?: string | null | undefined;
  /** In the country's unit. */
  readonly odometer?: number | null | undefined;
  readonly stockNumber?: string | null | undefined;
  /** Pass null when the dealer hides the VIN of virtual vehicles (hide_virtual_vin). */
  readonly vin?: string | null | undefined;
  /** The vehicle's features (equipment), in the page's language; listed under the facts. */
  readonly features?: readonly string[] | null | undefined;
};

export type VehicleOverviewProps = VehicleOverviewFacts & {
  /** Heading text; default "Overview". */
  readonly title?: string;
};

/**
 * The vehicle overview of the pricing details: condition, trim, body, engine, colours, odometer, stock #
 * and VIN, then the features as a list. Its heading is an h2 (the features' an h3), as the review's
 * beside it: the details open under the page's h1 (the vehicle page's panel) or the header's h2.
 */
export function VehicleOverview({ title, features, ...facts }: VehicleOverviewProps): ReactNode {
  const t = useUiText();
  const featuresId = useId();
  const format = useDealFormat();
  const rows: readonly (readonly [UiMessageId, string | null | undefined])[] = [
    [
      'deal.filters.key.condition',
      facts.condition === undefined
        ? undefined
        : t(facts.condition === 'new' ? 'deal.filters.condition.new' : 'deal.filters.condition.used'),
    ],
    ['deal.filters.key.trim', facts.trim],
    ['deal.filters.key.bodyType', facts.bodyType],
    ['deal.overview.engine', facts.engine],
    ['deal.filters.key.transmission', facts.transmission],
    ['deal.filters.key.fuelType', facts.fuelType ? t(FUEL_TYPE_LABEL[facts.fuelType]) : undefined],
    ['deal.filters.key.exteriorColor', facts.exteriorColor],
    ['deal.filters.key.interiorColor', facts.interiorColor],
    [
      'deal.vehicle.odometer',
      facts.odometer === null || facts.odometer === undefined ? undefined : format.distance(facts.odometer),
    ],
    ['deal.vehicle.stockNumber', facts.stockNumber],
    ['deal.overview.vin', facts.vin],
  ];
  return (
    <section className={styles.overview} aria-label={title ?? t('deal.overview.title')}>
      <h2 className={deal.subheading}>{title ?? t('deal.overview.title')}</h2>
      <dl className={styles.facts}>
        {rows
          .filter((row): row is readonly [UiMessageId, string] => typeof row[1] === 'string' && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt className={deal.muted}>{t(label)}</dt>
              <dd className={deal.dd}>{value}</dd>
            </div>
          ))}
      </dl>
      {features?.length ? (
        <>
          <h3 id={featuresId} className={deal.muted}>
            {t('deal.filters.key.features')}
          </h3>
          <ul className={styles.features} aria-labelledby={featuresId}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
