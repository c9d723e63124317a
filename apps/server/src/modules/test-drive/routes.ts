/**
 * POST /api/test-drive/bookings/ (spec 2 §3, §7): a test-drive request for a model, kept for the
 * dealership (which calls back to set the time), answered with the URL the storefront opens in a new
 * tab: a confirmation page served here, in the booking's language, with no personal data on it. The
 * request may name the vehicle whose page asked (`vehicle`, the dealer's own): the shopper's e-mails
 * link to that vehicle's appointment page on the storefront, where the request shows.
 *
 * The signed-in shopper's own request (`/api/customer/test-drive/`): GET `?model_year=&model_code=`
 * answers their open or confirmed request for that model (or null), as the appointment page shows it
 * instead of offering another; GET without them answers all their open or confirmed requests, newest
 * first, each with the vehicle whose page asked (`{results}`, as My vehicles lists them); POST `{id}/cancel/` cancels it (the shopper is e-mailed, the calendar
 * invitation of a confirmed time withdrawn), after which they may ask again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type TestDriveBooking, testDriveBookingSchema, testDriveQuerySchema } from '@storefront/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  type DealerRow,
  dealers,
  type TestDriveBookingRow,
  testDriveBookings,
  users,
  vehicles,
} from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, notFound, notFoundError, readQuery } from '../../http/helpers.ts';
import { linkOrigin } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { icsAttachment } from '../appointment/ics.ts';
import {
  appointmentPageLink,
  emailLocale,
  endSentence,
  TEST_DRIVE_MINUTES,
  visitTime,
} from '../appointment/service.ts';
import { localAddress } from '../inventory/serializers.ts';
import { confirmationPage, modelOf } from './page.ts';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The same request, whoever clicks: the signed-in shopper (or, signed out, their name and phone
 * digits), the model and where. One open booking a key (a partial unique index), so a double click,
 * a retry after a network cut or a second tab answers the booking already made.
 */
function dedupeKey(body: TestDriveBooking, userId: number | null): string {
  const who = userId
    ? `user:${userId}`
    : `anon:${body.first_name.trim().toLowerCase()}|${body.last_name.trim().toLowerCase()}|${body.phone.replace(/\D/g, '')}`;
  return createHash('sha256')
    .update(`${who}\n${body.model_year}\n${body.model_code}\n${body.booking_option}`)
    .digest('hex');
}

/**
 * The booking's words in its language and state: the page's title and its sentence (no personal
 * data): requested (the dealership calls back), confirmed for a time staff set, or cancelled.
 */
function wording(row: TestDriveBookingRow, dealer: DealerRow | undefined) {
  const fr = row.language === 'fr';
  const where =
    row.bookingOption === 'AtHome'
      ? fr
        ? 'à votre domicile'
        : 'at your home'
      : fr
        ? `chez ${dealer?.name ?? ''}, ${dealer ? localAddress(dealer, row.language) : ''}`
        : `at ${dealer?.name ?? ''}, ${dealer ? localAddress(dealer, row.language) : ''}`;
  const phone = dealer?.phone ? ` (${dealer.phone})` : '';
  const drive = fr
    ? `Votre essai du ${modelOf(row)} ${where}`
    : `Your test drive of the ${modelOf(row)} ${where}`;
  if (row.status === 'confirmed' && row.startsAt && dealer) {
    const when = visitTime(dealer, row.startsAt, emailLocale(dealer, row.language));
    return fr
      ? { fr, title: 'Essai routier confirmé', text: endSentence(`${drive} est confirmé pour le ${when}`) }
      : { fr, title: 'Test drive confirmed', text: endSentence(`${drive} is confirmed for ${when}`) };
  }
  if (row.status === 'canceled') {
    return fr
      ? {
          fr,
          title: 'Essai routier annulé',
          text: `${drive} est annulé. Appelez le concessionnaire pour en fixer un autre${phone}.`,
        }
      : {
          fr,
          title: 'Test drive cancelled',
          text: `${drive} is cancelled. Call the dealership to set another${phone}.`,
        };
  }
  return fr
    ? {
        fr,
        title: 'Demande d’essai routier reçue',
        text: `${drive} est demandé. Le concessionnaire vous appellera pour fixer l’heure${phone}.`,
      }
    : {
        fr,
        title: 'Test drive request received',
        text: `${drive} is requested. The dealership will call you to set the time${phone}.`,
      };
}

/**
 * Tells a signed-in shopper of their booking as it now stands (requested, confirmed for a time, or
 * cancelled) by e-mail in the booking's language, with the link to their appointment page of the
 * vehicle on the storefront (found in a shopper trial: it was the API's receipt page); a confirmed or cancelled time
 * carries its calendar invitation (same uid: a new time updates it). A shopper signed out gave no
 * address: the booking's page is their receipt, and it says the same.
 */
export async function tellTestDrive(
  deps: AppDeps,
  dealer: DealerRow,
  row: TestDriveBookingRow,
): Promise<void> {
  if (!row.userId) return;
  const [customer] = await deps.database.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!customer?.email) return;
  const { fr, title, text } = wording(row, dealer);
  const url = appointmentPageLink(deps, dealer, row.language, row.vehicleId);
  const invitation = row.startsAt
    ? [
        icsAttachment(
          'test-drive.ics',
          {
            uid: `test-drive-${row.id}@${dealer.code}.storefront`,
            start: row.startsAt,
            end: new Date(row.startsAt.getTime() + TEST_DRIVE_MINUTES * 60_000),
            created: deps.now(),
            summary: fr
              ? `Essai du ${modelOf(row)} chez ${dealer.name}`
              : `Test drive of the ${modelOf(row)} at ${dealer.name}`,
            location: row.bookingOption === 'AtHome' ? '' : localAddress(dealer, row.language),
            description: url,
            organizerEmail: dealer.email || 'no-reply@storefront.localhost',
            organizerName: dealer.name,
          },
          row.status === 'canceled' ? 'CANCEL' : 'REQUEST',
        ),
      ]
    : [];
  await sendEmail(deps, dealer, {
    kind: 'test_drive_confirmation',
    to: customer.email,
    subject: fr ? `${title}\u00a0: ${dealer.name}` : `${title}: ${dealer.name}`,
    text: fr
      ? `Bonjour ${row.firstName},\n\n${text}\n\n${url}\n${dealer.name}, ${dealer.phone}\n`
      : `Hello ${row.firstName},\n\n${text}\n\n${url}\n${dealer.name}, ${dealer.phone}\n`,
    attachments: invitation,
  });
}

/** The booking's confirmation page (the URL the storefront opens in a new tab). */
function confirmationUrl(deps: AppDeps, row: Pick<TestDriveBookingRow, 'token'>): string {
  return `${linkOrigin(deps.config)}/api/test-drive/bookings/${row.token}/`;
}

/**
 * Cancels an open or confirmed drive and tells the shopper (the time's invitation withdrawn); null
 * when it was no longer either (cancelled meanwhile: nothing more to say).
 */
export async function cancelTestDrive(
  deps: AppDeps,
  dealer: DealerRow,
  row: TestDriveBookingRow,
): Promise<TestDriveBookingRow | null> {
  const [updated] = await deps.database.db
    .update(testDriveBookings)
    .set({ status: 'canceled' })
    .where(and(eq(testDriveBookings.id, row.id), inArray(testDriveBookings.status, ['open', 'confirmed'])))
    .returning();
  if (updated) await tellTestDrive(deps, dealer, updated);
  return updated ?? null;
}

export const testDriveBodySchema = testDriveBookingSchema.strict();

export function testDriveRoutes(deps: AppDeps, scope: MiddlewareHandler<AppEnv>[]) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  // The tenant and the session for the booking (the confirmation page needs neither).
  app.use('/bookings', ...scope);
  app.post('/bookings', async (c) => {
    const dealer = c.var.dealer;
    const body = await readJson(c, testDriveBodySchema);
    if (body.dealer_code !== dealer.code) {
      throw new HttpError(400, { dealer_code: ['This is not the dealership of this storefront.'] });
    }
    const auth = c.var.auth;
    const customer = auth ? (auth.actingAs ?? auth.user) : null;
    const userId =
      customer && customer.role === 'customer' && customer.dealerId === dealer.id ? customer.id : null;
    // The vehicle whose page asked names the model's make (the request's fields do not).
    let make = '';
    if (body.vehicle !== undefined) {
      const [vehicle] = await db
        .select({ id: vehicles.id, make: vehicles.make })
        .from(vehicles)
        .where(and(eq(vehicles.id, body.vehicle), eq(vehicles.dealerId, dealer.id)))
        .limit(1);
      if (!vehicle) throw new HttpError(400, { vehicle: ['Unknown vehicle.'] });
      make = vehicle.make;
    }
    const key = dedupeKey(body, userId);
    const [inserted] = await db
      .insert(testDriveBookings)
      .values({
        token: randomBytes(24).toString('base64url'),
        dealerId: dealer.id,
        userId,
        bookingOption: body.booking_option,
        modelYear: body.model_year,
        modelCode: body.model_code,
        modelName: body.model_name,
        make,
        province: body.province,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        tokenizedUrl: body.tokenized_url ?? null,
        language: body.language,
        vehicleId: body.vehicle ?? null,
        dedupeKey: key,
        status: 'open',
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    const row =
      inserted ??
      (
        await db
          .select()
          .from(testDriveBookings)
          .where(
            and(
              eq(testDriveBookings.dealerId, dealer.id),
              eq(testDriveBookings.dedupeKey, key),
              eq(testDriveBookings.status, 'open'),
            ),
          )
          .limit(1)
      )[0];
    if (!row) throw new Error('test-drive booking neither inserted nor found');
    const url = confirmationUrl(deps, row);
    // The confirmation e-mail, once (a signed-out shopper gave no address: the page is their receipt).
    if (inserted) await tellTestDrive(deps, dealer, row);
    return c.json({ url }, inserted ? 201 : 200);
  });

  // The confirmation page the browser opens (no dealer header in a new tab: the token names the booking;
  // its dealer is the booking's). See ./page.ts.
  app.get('/bookings/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return notFound(c);
    const [row] = await db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.token, token))
      .limit(1);
    if (!row) return notFound(c);
    const [dealer] = await db.select().from(dealers).where(eq(dealers.id, row.dealerId)).limit(1);
    if (!dealer) return notFound(c);
    // The language the link asks (the page the shopper opened it from), among the dealer's; else the
    // booking's: one request a model serves both of a bilingual dealer's pages.
    const asked = c.req.query('language');
    const shown = asked && dealer.allowedLanguages.includes(asked) ? { ...row, language: asked } : row;
    return c.html(confirmationPage(deps, shown, dealer, wording(shown, dealer).text));
  });

  return app;
}

/** The shopper's own request as their page shows it: its state, time, model and confirmation page. */
function shopperView(deps: AppDeps, row: TestDriveBookingRow) {
  return {
    id: row.id,
    status: row.status,
    start: row.startsAt?.toISOString() ?? null,
    location: row.bookingOption,
    model: { year: row.modelYear, code: row.modelCode, name: row.modelName, make: row.make },
    /** The vehicle whose appointment page asked (where the shopper manages it), when known. */
    vehicle: row.vehicleId,
    url: confirmationUrl(deps, row),
  };
}

/** `/api/customer/test-drive/`: the signed-in shopper's own requests at the tenant dealer. */
export function customerTestDriveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  app.get('/', async (c) => {
    const { customer } = requireCustomer(c);
    // Without a model, every request of the shopper (My vehicles); with one, that model's.
    const url = new URL(c.req.url);
    const all = !url.searchParams.has('model_year') && !url.searchParams.has('model_code');
    const query = all ? null : readQuery(c, testDriveQuerySchema);
    const rows = await db
      .select()
      .from(testDriveBookings)
      .where(
        and(
          eq(testDriveBookings.dealerId, c.var.dealer.id),
          eq(testDriveBookings.userId, customer.id),
          query ? eq(testDriveBookings.modelYear, query.model_year) : undefined,
          query ? eq(testDriveBookings.modelCode, query.model_code) : undefined,
          inArray(testDriveBookings.status, ['open', 'confirmed']),
        ),
      )
      .orderBy(desc(testDriveBookings.id));
    if (!query) {
      return c.json({ time_zone: c.var.dealer.timezone, results: rows.map((row) => shopperView(deps, row)) });
    }
    const row = rows[0];
    return c.json({ test_drive: row ? shopperView(deps, row) : null });
  });

  app.post('/:id{[0-9]+}/cancel', async (c) => {
    const { customer } = requireCustomer(c);
    const [row] = await db
      .select()
      .from(testDriveBookings)
      .where(
        and(
          eq(testDriveBookings.id, idParam(c, 'id')),
          eq(testDriveBookings.dealerId, c.var.dealer.id),
          eq(testDriveBookings.userId, customer.id),
        ),
      )
      .limit(1);
    if (!row) throw notFoundError('Test drive not found.');
    // Cancelled already (a double click, another tab): answered as it is.
    const cancelled = await cancelTestDrive(deps, c.var.dealer, row);
    return c.json(shopperView(deps, cancelled ?? row));
  });

  return app;
}
