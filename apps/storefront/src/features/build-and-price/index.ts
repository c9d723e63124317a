// The build-and-price feature's public API (the deal of a vehicle: its pricing, review and steps).
export { type DealVehicle, getPricing, type Payment } from './api/deal.ts';
export { dealerDisclaimers } from './api/disclaimers.ts';
export { disclosureOf } from './api/disclosure.ts';
export { paymentTaxLines, reviewStack } from './api/reviewStack.ts';
export { vehicleQuery } from './api/vehicle.ts';
/** The deal's styles, for the pages that show a deal read-only (the shared deal). */
export * as dealStyles from './bnp.css.ts';
/** A vehicle reserved by another shopper's deposit: the deposit page sends them away as the deal's pages do. */
export { useReservedForOthers, useReservedRedirect } from './reserved.ts';
/** The deal's areas of client state: the deposit reads the postal code the shopper gave (`dealAreas.configure`). */
export { dealAreas } from './state.ts';
export { headerPayment, vehicleNameOf } from './useDeal.ts';
