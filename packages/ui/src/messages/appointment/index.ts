/**
 * Messages of the appointment and test-drive components (`AppointmentScheduler`, `DealershipCard`,
 * `AppointmentSummary`, `VisitState`, `TestDriveForm`, `TestDriveRequest`), in the kit's three locales.
 * `messages/index.ts` merges them into `uiMessages`, so `useUiText` knows their ids. The three files
 * must have the same keys: the `satisfies` below make the compiler check it.
 */
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

/** Every message id of the appointment components. */
export type AppointmentMessageId = keyof typeof enUS;
export type AppointmentMessages = Readonly<Record<AppointmentMessageId, string>>;

export const appointmentMessages = {
  'en-US': enUS satisfies AppointmentMessages,
  'en-CA': enCA satisfies AppointmentMessages,
  'fr-CA': frCA satisfies AppointmentMessages,
} as const;
