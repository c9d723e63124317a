import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/**
 * The appointment (spec 2 §2): `appointment/{vehicleId}/?mode=`, inside the shell's header and footer
 * (found in a shopper trial: without them the page was a dead end); the deal's own header and side
 * bars are not on it (see README.md).
 */
export const appointmentRoutes = [
  defineRoute({
    path: 'appointment/:id',
    page: page(() => import('./AppointmentPage.tsx'), 'AppointmentPage'),
    name: 'appointment',
    title: 'appointment.title',
  }),
];
