// The appointment feature's public API: its keys, the saved deal's appointment line, the pages' day
// and time formats, the shopper's test-drive request and its state (routes are registered by the app).

export { AppointmentSummary } from './AppointmentSummary.tsx';
export { appointmentKeys } from './api/keys.ts';
export type { ShopperTestDrive } from './api/testDrive.ts';
export { formatDay, formatWhen } from './format.ts';
export { VisitState } from './VisitState.tsx';
