import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/** The appointment (spec 2 §2): `appointment/{vehicleId}/?mode=`, without the header and side bars. */
export const appointmentRoutes = [
  defineRoute({
    path: 'appointment/:id',
    page: page(() => import('./AppointmentPage.tsx'), 'AppointmentPage'),
    name: 'appointment',
    title: 'appointment.title',
    hideChrome: true,
  }),
];
