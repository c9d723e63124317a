// The appointment feature's public API: nothing yet besides its routes (registered by the app).
export { appointmentKeys } from './api/keys.ts';
