// The analytics feature's public API: the tracker's value cleaning, payload groups and event queue
// (./tracker.ts). Not yet wired to the journeys' moments: nothing imports it, so nothing of it is in a
// page's first load.
export {
  AnalyticsQueue,
  type AnalyticsQueueOptions,
  cleanPrice,
  DEALER_FIELDS,
  dealerGroup,
  downPaymentPercent,
  formatDate,
  languageOf,
  orientationOf,
  ownershipGroup,
  VEHICLE_FIELDS,
  vehicleGroup,
  viewportOf,
} from './tracker.ts';
