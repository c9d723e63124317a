import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/**
 * The appointment (spec 1 §2, 2 §2): `appointment/{vehicleId}/?mode=`, without the shell's header, the
 * configure header and the side bars (the spec's route notes); its own link leads back to the deal.
 */
export const appointmentRoutes = [
  defineRoute({
    path: 'appointment/:id',
    page: page(() => import('./AppointmentPage.tsx'), 'AppointmentPage'),
    name: 'appointment',
    title: 'appointment.title',
    hideChrome: true,
  }),
];
