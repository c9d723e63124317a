// The appointment feature's public API: its keys, the saved deal's appointment line and the pages'
// day format (routes are registered by the app).

export { AppointmentSummary } from './AppointmentSummary.tsx';
export { appointmentKeys } from './api/keys.ts';
export { formatDay } from './format.ts';
