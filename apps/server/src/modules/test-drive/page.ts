/**
 * The test drive's confirmation page (`GET /api/test-drive/bookings/{token}/`, the URL the storefront
 * opens in a new tab, spec 2 §7): the dealership's page of the request, in the booking's language. Its
 * name on a band of its colour, the state of the drive (requested: the dealership calls to set the
 * time; confirmed for a time in the dealer's time zone, named; cancelled), the model with its make,
 * where, the dealership's phone and address, and a link back to the storefront: the vehicle's
 * appointment page, or the storefront's home for a request that named no vehicle, on the configured
 * origin (`linkOrigin`), never the request's. One inline stylesheet, no script, no outside resource,
 * nothing of the shopper (the token is all it takes to open it).
 */
import { AA, formatPhone, nearestLegible, normalizeHex, telUri } from '@storefront/domain';
import type { DealerRow, TestDriveBookingRow } from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { appointmentPageLink, emailLocale, endSentence, visitTime } from '../appointment/service.ts';
import { localAddress } from '../inventory/serializers.ts';
import { xml } from '../leads/adf.ts';

/** The page's ink when the dealer has no colour (or one that is not a hex colour). */
const INK = '#1f2937';

/**
 * The dealer's colour as the page draws it: white text on it and it as text on white, so it must
 * reach WCAG AA for text (4.5:1) with white: the nearest shade of its hue that does (the domain's
 * colour maths, which the dealer theme's derivation uses too).
 */
export function readableOnWhite(hex: string): string {
  const colour = normalizeHex(hex);
  if (!colour) return INK;
  return nearestLegible(colour, ['#ffffff'], AA.text) ?? '#000000';
}

/** The time zone's name in the locale ("Eastern Time", "heure de l’Est"), or its id when unnamed. */
function zoneName(timeZone: string, locale: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The page's words in English and French (the booking's language). */
export const TEST_DRIVE_PAGE_WORDS = {
  en: {
    requested: 'Test drive request received',
    confirmed: 'Test drive confirmed',
    canceled: 'Test drive cancelled',
    stateRequested: (dealer: string) => `Requested: ${dealer} will call you to set the time`,
    stateConfirmed: 'Confirmed',
    stateCanceled: 'Cancelled',
    model: 'Model',
    where: 'Where',
    when: 'When',
    notYet: (dealer: string) => `To be agreed: ${dealer} will call you`,
    atDealer: 'At the dealership',
    atHome: 'At your home',
    dealership: 'Dealership',
    phone: 'Phone',
    address: 'Address',
    appointmentPage: 'See it on your appointment page',
    storefront: (dealer: string) => `Back to ${dealer}’s storefront`,
  },
  fr: {
    requested: 'Demande d’essai routier reçue',
    confirmed: 'Essai routier confirmé',
    canceled: 'Essai routier annulé',
    stateRequested: (dealer: string) => `Demandé\u00a0: ${dealer} vous appellera pour fixer l’heure`,
    stateConfirmed: 'Confirmé',
    stateCanceled: 'Annulé',
    model: 'Modèle',
    where: 'Lieu',
    when: 'Date et heure',
    notYet: (dealer: string) => `À convenir\u00a0: ${dealer} vous appellera`,
    atDealer: 'Chez le concessionnaire',
    atHome: 'À votre domicile',
    dealership: 'Concessionnaire',
    phone: 'Téléphone',
    address: 'Adresse',
    appointmentPage: 'Voir votre page de rendez-vous',
    storefront: (dealer: string) => `Retour au site de ${dealer}`,
  },
} as const;

/** The model as the booking names it, with its make when known: "2026 Mazda Mazda3 Sport". */
export function modelOf(row: Pick<TestDriveBookingRow, 'modelYear' | 'make' | 'modelName'>): string {
  return [row.modelYear, row.make, row.modelName].filter(Boolean).join(' ');
}

/** The confirmation page's HTML. */
export function confirmationPage(
  deps: AppDeps,
  row: TestDriveBookingRow,
  dealer: DealerRow,
  text: string,
): string {
  const fr = row.language === 'fr';
  const w = TEST_DRIVE_PAGE_WORDS[fr ? 'fr' : 'en'];
  const locale = emailLocale(dealer, row.language);
  const confirmed = row.status === 'confirmed' && row.startsAt !== null;
  const title = row.status === 'canceled' ? w.canceled : confirmed ? w.confirmed : w.requested;
  const state =
    row.status === 'canceled'
      ? w.stateCanceled
      : confirmed
        ? w.stateConfirmed
        : w.stateRequested(dealer.name);
  const when =
    confirmed && row.startsAt
      ? `${visitTime(dealer, row.startsAt, locale)} (${zoneName(dealer.timezone, locale, row.startsAt)})`
      : row.status === 'canceled'
        ? null
        : w.notYet(dealer.name);
  const colour = readableOnWhite(dealer.settings.theme.button_cta_color);
  const back = appointmentPageLink(deps, dealer, row.language, row.vehicleId);
  const rows: [string, string][] = [
    [w.model, xml(modelOf(row))],
    [w.where, row.bookingOption === 'AtHome' ? w.atHome : w.atDealer],
    ...(when ? [[w.when, xml(when)] as [string, string]] : []),
    [w.dealership, xml(dealer.name)],
    ...(dealer.phone
      ? [
          [w.phone, `<a href="${xml(telUri(dealer.phone))}">${xml(formatPhone(dealer.phone))}</a>`] as [
            string,
            string,
          ],
        ]
      : []),
    [w.address, xml(localAddress(dealer, row.language))],
  ];
  const style = [
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#f3f4f6}',
    `header{background:${colour};color:#fff;padding:1rem 1.5rem}`,
    'header p{margin:0;font-size:1.25rem;font-weight:700}',
    `main{max-width:40rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;border-top:.25rem solid ${colour}}`,
    'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}',
    `.state{display:inline-block;margin:0;padding:.125rem .75rem;border:1px solid ${colour};border-radius:1rem;color:${colour};font-weight:600}`,
    'dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:1rem 0}',
    'dt{font-weight:600}dd{margin:0}',
    `a{color:${colour};text-underline-offset:.15em}`,
    `a:focus-visible{outline:3px solid ${colour};outline-offset:2px;border-radius:2px}`,
    '@media (max-width:30rem){dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.5rem}}',
  ].join('');
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${xml(title)} · ${xml(dealer.name)}</title><style>${style}</style></head><body>`,
    `<header><p>${xml(dealer.name)}</p></header>`,
    `<main><h1>${xml(title)}</h1><p class="state">${xml(state)}</p><p>${xml(endSentence(text))}</p>`,
    `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`,
    `<p><a href="${xml(back)}">${xml(row.vehicleId ? w.appointmentPage : w.storefront(dealer.name))}</a></p>`,
    '</main></body></html>',
  ].join('');
}
