import type { VehicleRow } from '../../db/schema.ts';

/**
 * A configuration's `vehicle_data` (spec 2's Configuration entity) from the vehicle row: what the
 * salesperson's call (./configurations.ts) and the demo seed store alike.
 */
export function configurationVehicleData(vehicle: VehicleRow) {
  return {
    vin: vehicle.vin,
    stockNumber: vehicle.stockNumber,
    OEMModelCode: vehicle.modelCode,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    exteriorColor: vehicle.exteriorColor,
    options: [],
    packages: [],
    vehicleImages: [],
  };
}
