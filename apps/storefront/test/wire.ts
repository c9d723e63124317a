import type { VehicleInput } from '@storefront/domain';

/** A vehicle as the server answers it (the domain's wire type), for orders in the tests. */
export const WIRE_VEHICLE: VehicleInput = {
  id: 5,
  uid: 'a7d1c0de-0000-4000-8000-000000000005',
  make: 'Toyota',
  model: 'Corolla',
  year: 2025,
  vehicle_condition: 'new',
  is_new: true,
  is_used: false,
  is_cpo: false,
  is_certified: false,
  stock_status: 'in_stock',
  listing_price: 2_499_500,
  formatted_name: '2025 Toyota Corolla',
  images: [],
};
