import { currencyFor, formatMoney, type Locale } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useHomeDealership } from '../dealership/api/homeDealership.ts';
import { useVehicles, type VehicleSummary } from './api/vehicles.ts';
import * as styles from './VehicleListPage.css.ts';

/** Vehicle list (spec part 1 route vehicle-list): the dealer's inventory read from the server. */
export function VehicleListPage() {
  const [searchParams] = useSearchParams();
  const dealer = useHomeDealership();
  const vehicles = useVehicles(Object.fromEntries(searchParams));
  const intl = useIntl();
  const currency = currencyFor(dealer.data?.country);
  const unit = dealer.data?.country === 'US' ? 'mi' : 'km';

  return (
    <section aria-labelledby="inventory-title" aria-busy={vehicles.isPending}>
      <h1 id="inventory-title">
        <FormattedMessage id="inventory.title" values={{ dealer: dealer.data?.name ?? '' }} />
      </h1>
      {vehicles.isPending && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {vehicles.data && (
        <>
          <p role="status" data-testid="vehicle-count">
            <FormattedMessage id="inventory.count" values={{ count: vehicles.data.count }} />
          </p>
          {vehicles.data.results.length === 0 ? (
            <p>
              <FormattedMessage id="inventory.empty" />
            </p>
          ) : (
            <ul className={styles.grid}>
              {vehicles.data.results.map((vehicle) => (
                <li key={vehicle.id} className={styles.card} data-testid="vehicle-card">
                  <VehicleCard vehicle={vehicle} currency={currency} unit={unit} locale={intl.locale} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function VehicleCard({
  vehicle,
  currency,
  unit,
  locale,
}: {
  vehicle: VehicleSummary;
  currency: 'CAD' | 'USD';
  unit: 'km' | 'mi';
  locale: string;
}) {
  const intl = useIntl();
  const model = locale === 'fr-CA' && vehicle.model_fr ? vehicle.model_fr : vehicle.model;
  const name = [vehicle.year, vehicle.make, model, vehicle.trim].filter(Boolean).join(' ');
  return (
    <article aria-label={name}>
      {vehicle.primary_image && (
        <img className={styles.image} src={vehicle.primary_image} alt="" loading="lazy" />
      )}
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.meta}>
        <FormattedMessage id="inventory.condition" values={{ condition: vehicle.vehicle_condition }} />
        {vehicle.odometer !== null && (
          <>
            {' · '}
            <FormattedMessage id="inventory.odometer" values={{ value: vehicle.odometer, unit }} />
          </>
        )}
      </p>
      <p className={styles.price}>
        {vehicle.listing_price === null ? (
          <FormattedMessage id="inventory.priceOnRequest" />
        ) : (
          formatMoney(vehicle.listing_price, intl.locale as Locale, { currency })
        )}
      </p>
      <p className={styles.meta}>
        <FormattedMessage id="inventory.stock" values={{ stock: vehicle.stock_number }} />
      </p>
    </article>
  );
}
