import { VehicleOverview } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { DealReview } from './DealReview.tsx';
import { useDealContext } from './useDeal.ts';

/** The steps whose page shows the itemised stack itself: the details do not repeat it there. */
const STACK_ON_PAGE = /\/conf\/[^/]+\/(payment|review)\/?$/;

/**
 * The pricing header's details (spec 2: the vehicle's overview): the vehicle's facts and features,
 * then the itemised price stack, except on the payment and review steps, whose page shows it.
 */
export function PricingDetails() {
  const { vehicle } = useDealContext();
  const { pathname } = useLocation();
  const intl = useIntl();
  // The catalogue's body-type code in words, as the list's filters say it (the `rest` pack, as the
  // overview's labels: the details open on demand, once the page is live).
  const bodyType =
    vehicle.body_type &&
    intl.formatMessage({ id: 'inventoryFilters.bodyType' }, { value: vehicle.body_type });
  return (
    <>
      <VehicleOverview
        // Named apart from the vehicle page's own "Overview" step (landmarks are unique on a page).
        title={intl.formatMessage({ id: 'bnp.details.vehicleOverview' })}
        condition={vehicle.vehicle_condition === 'new' ? 'new' : 'used'}
        trim={vehicle.trim}
        bodyType={bodyType}
        engine={vehicle.engine_description}
        transmission={vehicle.transmission}
        fuelType={vehicle.fuel_type}
        exteriorColor={vehicle.exterior_color}
        interiorColor={vehicle.interior_color}
        odometer={vehicle.odometer}
        stockNumber={vehicle.stock_number}
        vin={vehicle.vin}
        features={vehicle.features}
      />
      {STACK_ON_PAGE.test(pathname) ? null : <DealReview testId="pricing-details" />}
    </>
  );
}
