import { feedbackAnswersSchema } from '@storefront/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  consentsGiven,
  crmEvents,
  customerNotes,
  customerQuestions,
  type DealerRow,
  feedbackAnswers,
  leadOutbox,
  type UserRow,
  users,
  vehicles,
} from '../db/schema.ts';
import { requireAuth, requireCustomer } from '../http/auth.ts';
import { MAX_DB_ID, readJson } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { type FieldErrors, HttpError } from '../http/errors.ts';
import { clientIp } from '../http/ip.ts';
import { adfDocument, adfVehicle } from '../services/adf.ts';
import { consentFieldErrors, recordConsents } from '../services/consents.ts';
import { sendEmail } from '../services/email.ts';
import { allowHit } from '../services/rate-limit.ts';
import { forgetUser } from '../services/sessions.ts';
import { normalizeEmail, serializeUser } from '../services/users.ts';
import { resolveLanguage } from './i18n.ts';
import { customerFieldErrors } from './user.ts';

const emailField = z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.'));
const shortText = (max: number) => z.string().trim().max(max);

export const clientIdSchema = z.strictObject({ client_id: shortText(200).min(1, 'This field is required.') });
export const noteSchema = z.strictObject({
  email: emailField,
  message: shortText(2000).min(1, 'This field is required.'),
});
export const crmEventSchema = z.strictObject({ event: shortText(100).min(1, 'This field is required.') });
export const validateInputSchema = z.strictObject({
  email: emailField.optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  phone: z.string().max(30).optional(),
  postal_code: z.string().max(20).optional(),
});
export const consentValuesBodySchema = z.strictObject({
  consent_values: z
    .record(z.string().max(100), z.boolean())
    .refine((v) => Object.keys(v).length <= 50, 'Too many consents.'),
});
/** A vehicle id in a body: past the ids the database holds, the same answer as an unknown one. */
const vehicleRef = z.number().int().positive().max(MAX_DB_ID, 'Unknown vehicle.');

/** What the shopper asked through the question form: a question, an availability check, an ePrice. */
export const QUESTION_KINDS = ['question', 'availability', 'eprice'] as const;
export const questionSchema = z.strictObject({
  kind: z.enum(QUESTION_KINDS).optional(),
  email: emailField,
  message: shortText(2000).min(1, 'This field is required.'),
  name: shortText(100).optional(),
  phone: shortText(30).optional(),
  vehicle: vehicleRef.optional(),
});
export const customerLeadSchema = z.strictObject({
  vehicle: vehicleRef.optional(),
  path: shortText(500).optional(),
  source: shortText(100).optional(),
  customer_message: shortText(2000).optional(),
  lead_trigger: shortText(100).optional(),
  active_payment_details: z
    .strictObject({
      subtotal: z.number().finite().optional(),
      display_total_price: z.number().finite().optional(),
    })
    .optional(),
});
export const eventLeadSchema = z.strictObject({
  vehicle: vehicleRef.optional(),
  event: shortText(100).optional(),
  data: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export const LEAD_KINDS = [
  'send_customer_lead',
  'send_finance_lead',
  'send_tradein_lead',
  'send_appointment_lead',
  'send_tradein_submitted_lead',
  'send_build_your_deal_review_lead',
] as const;

const FEEDBACK_KEYS = new Set(['found_what_was_looking_for', 'why_not', 'rating', 'feedback']);

function unknownKeys(raw: Record<string, unknown>, known: Set<string>): FieldErrors {
  return Object.fromEntries(
    Object.keys(raw)
      .filter((k) => !known.has(k))
      .map((k) => [k, ['Unknown field.']]),
  );
}

function sameCustomer(c: Context<AppEnv>): UserRow {
  const auth = c.var.auth;
  if (!auth && !c.var.expiredEmail)
    throw new HttpError(401, { detail: 'User not logged in', code: 'not_authenticated' });
  const { customer } = requireCustomer(c);
  if (Number(c.req.param('id')) !== customer.id) {
    throw new HttpError(403, {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  }
  return customer;
}

/** Consent definitions of a dealer (spec 3 §3). */
function dealerConsents(dealer: DealerRow) {
  return Object.entries(dealer.settings.consents).map(([key, def]) => ({
    key,
    enabled: def.enabled,
    text: def.text,
  }));
}

async function saveConsents(
  deps: AppDeps,
  c: Context<AppEnv>,
  user: UserRow,
  values: Record<string, boolean>,
) {
  const dealer = c.var.dealer;
  const errors = consentFieldErrors(dealer, values, 'consent_values');
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  await recordConsents(deps.database.db, dealer, user.id, values, resolveLanguage(c, dealer), deps.now());
  return (await userConsents(deps, dealer, user)).consent_values;
}

/** The latest value of each consent, and when, in which language and wording it was given. */
async function userConsents(deps: AppDeps, dealer: DealerRow, user: UserRow) {
  const rows = await deps.database.db
    .select()
    .from(consentsGiven)
    .where(and(eq(consentsGiven.userId, user.id), eq(consentsGiven.dealerId, dealer.id)))
    .orderBy(desc(consentsGiven.id));
  const out: Record<string, boolean | null> = Object.fromEntries(
    Object.keys(dealer.settings.consents).map((k) => [k, null]),
  );
  const given = new Map<string, (typeof rows)[number]>();
  for (const row of rows.reverse()) {
    out[row.key] = row.value;
    given.set(row.key, row);
  }
  return {
    consent_values: out,
    consents_given: [...given.values()].map((row) => ({
      key: row.key,
      value: row.value,
      given_at: row.createdAt.toISOString(),
      language: row.language,
      text: row.text,
    })),
  };
}

/** The remaining customer-user calls of spec 1 §7 (mounted under /api/customer/user). */
export function customerUserExtras(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  app.post('/save_client_id', async (c) => {
    const body = await readJson(c, clientIdSchema);
    const auth = c.var.auth;
    const user = auth ? (auth.actingAs ?? auth.user) : null;
    if (user?.role === 'customer') {
      await db.update(users).set({ clientId: body.client_id }).where(eq(users.id, user.id));
      forgetUser(db, user.id);
    }
    return c.json({ saved: user?.role === 'customer' });
  });

  app.post('/add_note', async (c) => {
    const body = await readJson(c, noteSchema);
    if (!(await allowHit(db, `note:ip:${clientIp(c)}`, 30, 3600_000, deps.now()))) {
      throw new HttpError(429, {
        detail: 'Too many requests. Please wait and try again.',
        code: 'throttled',
      });
    }
    const user = c.var.auth?.actingAs ?? c.var.auth?.user ?? null;
    await db.insert(customerNotes).values({
      dealerId: c.var.dealer.id,
      userId: user?.role === 'customer' ? user.id : null,
      email: body.email,
      message: body.message,
      createdAt: deps.now(),
    });
    return c.json({ detail: 'Note saved.' }, 201);
  });

  app.post('/log_crm_event', async (c) => {
    const { customer } = requireCustomer(c);
    const body = await readJson(c, crmEventSchema);
    await db
      .insert(crmEvents)
      .values({ dealerId: c.var.dealer.id, userId: customer.id, event: body.event, createdAt: deps.now() });
    return c.json({ detail: 'Event logged.' }, 201);
  });

  app.post('/validate_input', async (c) => {
    const dealer = c.var.dealer;
    await readJson(c, validateInputSchema, (raw) => customerFieldErrors(dealer, raw, false));
    return c.json({ valid: true });
  });

  app.post('/:id{[0-9]+}/unsubscribe', async (c) => {
    const customer = sameCustomer(c);
    const [updated] = await db
      .update(users)
      .set({ unsubscribedAt: deps.now() })
      .where(eq(users.id, customer.id))
      .returning();
    forgetUser(db, customer.id);
    return c.json(updated ? serializeUser(updated) : { detail: 'Unsubscribed.' });
  });

  app.post('/:id{[0-9]+}/save_consents', async (c) => {
    const customer = sameCustomer(c);
    const body = await readJson(c, consentValuesBodySchema);
    return c.json({ consent_values: await saveConsents(deps, c, customer, body.consent_values) });
  });

  for (const kind of LEAD_KINDS) {
    app.post(`/:id{[0-9]+}/${kind}`, async (c) => {
      const customer = sameCustomer(c);
      const dealer = c.var.dealer;
      const body =
        kind === 'send_customer_lead'
          ? await readJson(c, customerLeadSchema)
          : await readJson(c, eventLeadSchema);
      // Leads reach the CRM only when the dealer has it enabled (spec 1 §4).
      if (!dealer.settings.has_crm_enabled) return c.json({ status: 'skipped', reason: 'crm_disabled' });
      const vehicleId = body.vehicle;
      const [vehicle] = vehicleId
        ? await db
            .select()
            .from(vehicles)
            .where(and(eq(vehicles.id, vehicleId), eq(vehicles.dealerId, dealer.id)))
            .limit(1)
        : [];
      if (vehicleId && !vehicle) throw new HttpError(400, { vehicle: ['Unknown vehicle.'] });
      const comments =
        'customer_message' in body && body.customer_message
          ? body.customer_message
          : `${kind.replace(/^send_|_lead$/g, '').replaceAll('_', ' ')} lead from the online storefront`;
      const adf = adfDocument({
        requestDate: deps.now(),
        vehicle: vehicle ? adfVehicle(vehicle, dealer.settings.currency_unit) : null,
        customer: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          postalCode: customer.postalCode,
          comments,
        },
        vendor: { name: dealer.name, phone: dealer.phone, address: dealer.fullAddress },
        provider: 'Dealer storefront',
        leadType: kind,
      });
      const [row] = await db
        .insert(leadOutbox)
        .values({
          dealerId: dealer.id,
          userId: customer.id,
          kind,
          adfXml: adf,
          payload: body as Record<string, unknown>,
          status: 'queued',
          createdAt: deps.now(),
        })
        .returning({ id: leadOutbox.id });
      return c.json({ status: 'queued', lead_id: row?.id }, 201);
    });
  }

  return app;
}

/** /api/customer/consents/, /bounce-recovery/ and /customer-question/. */
export function customerMiscRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  app.get('/consents', async (c) => {
    const dealer = c.var.dealer;
    if (c.req.query('get_user') === 'true') {
      const auth = requireAuth(c);
      const user = auth.actingAs ?? auth.user;
      return c.json(await userConsents(deps, dealer, user));
    }
    return c.json({ results: dealerConsents(dealer) });
  });
  app.post('/consents', async (c) => {
    if (!c.var.auth && !c.var.expiredEmail)
      throw new HttpError(401, { detail: 'User not logged in', code: 'not_authenticated' });
    const { customer } = requireCustomer(c);
    const body = await readJson(c, consentValuesBodySchema);
    return c.json({ consent_values: await saveConsents(deps, c, customer, body.consent_values) });
  });

  app.post('/bounce-recovery', async (c) => {
    const body = await readJson(c, feedbackAnswersSchema, (raw) => unknownKeys(raw, FEEDBACK_KEYS));
    const user = c.var.auth?.actingAs ?? c.var.auth?.user ?? null;
    await db.insert(feedbackAnswers).values({
      dealerId: c.var.dealer.id,
      userId: user?.role === 'customer' ? user.id : null,
      foundWhatWasLookingFor: body.found_what_was_looking_for,
      whyNot: body.why_not,
      rating: body.rating,
      feedback: body.feedback,
      createdAt: deps.now(),
    });
    return c.json({ detail: 'Thank you for your feedback.' }, 201);
  });

  app.post('/customer-question', async (c) => {
    const body = await readJson(c, questionSchema);
    if (!(await allowHit(db, `question:ip:${clientIp(c)}`, 20, 3600_000, deps.now()))) {
      throw new HttpError(429, {
        detail: 'Too many requests. Please wait and try again.',
        code: 'throttled',
      });
    }
    const dealer = c.var.dealer;
    const user = c.var.auth?.actingAs ?? c.var.auth?.user ?? null;
    const [vehicle] = body.vehicle
      ? await db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.id, body.vehicle), eq(vehicles.dealerId, dealer.id)))
          .limit(1)
      : [];
    if (body.vehicle && !vehicle) throw new HttpError(400, { vehicle: ['Unknown vehicle.'] });
    await db.insert(customerQuestions).values({
      dealerId: dealer.id,
      userId: user?.role === 'customer' ? user.id : null,
      vehicleId: body.vehicle ?? null,
      name: body.name ?? '',
      email: body.email,
      phone: body.phone ?? '',
      message: body.message,
      createdAt: deps.now(),
    });
    const kind = body.kind ?? 'question';
    // The question is a lead for the dealer: an ADF document in the lead outbox (its CRM reads it).
    const [firstName = '', ...rest] = (body.name ?? '').trim().split(/\s+/);
    await db.insert(leadOutbox).values({
      dealerId: dealer.id,
      userId: user?.role === 'customer' ? user.id : null,
      kind: `customer_question_${kind}`,
      adfXml: adfDocument({
        requestDate: deps.now(),
        vehicle: vehicle ? adfVehicle(vehicle, dealer.settings.currency_unit) : null,
        customer: {
          firstName,
          lastName: rest.join(' '),
          email: body.email,
          phone: body.phone ?? '',
          postalCode: '',
          comments: body.message,
        },
        vendor: { name: dealer.name, phone: dealer.phone, address: dealer.fullAddress },
        provider: 'Dealer storefront',
        leadType: `customer_question_${kind}`,
      }),
      payload: body as Record<string, unknown>,
      status: 'queued',
      createdAt: deps.now(),
    });
    // The shopper's acknowledgement, at most 3 an hour to one address (nobody floods an inbox with it).
    if (await allowHit(db, `question:email:${normalizeEmail(body.email)}`, 3, 3600_000, deps.now())) {
      const fr = resolveLanguage(c, dealer) === 'fr';
      const name = vehicle
        ? `${vehicle.year} ${vehicle.make} ${fr ? vehicle.modelFr : vehicle.model} ${vehicle.trim}`.trim()
        : '';
      const about = fr
        ? {
            question: 'votre question',
            availability: 'votre demande de disponibilité',
            eprice: 'votre demande de prix',
          }[kind]
        : {
            question: 'your question',
            availability: 'your availability request',
            eprice: 'your ePrice request',
          }[kind];
      await sendEmail(deps, dealer, {
        kind: 'question_received',
        to: body.email,
        subject: fr ? `${dealer.name} a bien reçu ${about}` : `${dealer.name} received ${about}`,
        text: fr
          ? `Bonjour,\n\n${dealer.name} a bien reçu ${about}${name ? ` au sujet du ${name}` : ''} et vous répondra bientôt.\n\nVotre message :\n${body.message}\n\n${dealer.name}\n${dealer.phone}`
          : `Hello,\n\n${dealer.name} received ${about}${name ? ` about the ${name}` : ''} and will answer you soon.\n\nYour message:\n${body.message}\n\n${dealer.name}\n${dealer.phone}`,
      });
    }
    return c.json({ detail: 'Your question was sent to the dealership.' }, 201);
  });

  return app;
}
