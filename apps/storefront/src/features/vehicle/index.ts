// The vehicle feature's public API (the vehicle a page is about).
export { vehicleIdOfPath } from './currentVehicle.ts';
