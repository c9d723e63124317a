/**
 * Leads for the dealer's CRM: the six lead calls under /api/customer/user/{id}/ and the shopper's
 * question (/api/customer/customer-question/), each an ADF/XML document in the lead outbox.
 */
import {
  customerLeadBodySchema,
  customerQuestionBodySchema,
  eventLeadBodySchema,
  LEAD_KINDS,
} from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  customerQuestions,
  type DealerRow,
  leadOutbox,
  type UserRow,
  type VehicleRow,
  vehicles,
} from '../../db/schema.ts';
import { requireSameCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { sendEmail } from '../../services/email.ts';
import { allowHit } from '../../services/rate-limit.ts';
import { consentFieldErrors, recordConsents } from '../consents/service.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { sentenceVehicleName } from '../inventory/serializers.ts';
import { normalizeEmail } from '../user/service.ts';
import { adfDocument, adfVehicle } from './adf.ts';
import { knownPostalCode, queueCustomerLead, staffActingOf } from './service.ts';

/** The dealer's vehicle a body names (null when it names none), else 400. */
async function namedVehicle(db: Db, dealer: DealerRow, id: number | null | undefined) {
  if (!id) return null;
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.dealerId, dealer.id)))
    .limit(1);
  if (!vehicle) throw new HttpError(400, { vehicle: ['Unknown vehicle.'] });
  return vehicle;
}

/** Part of the user module (/api/customer/user/{id}/send_*_lead). */
export function leadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  for (const kind of LEAD_KINDS) {
    app.post(`/:id{[0-9]+}/${kind}`, async (c) => {
      const customer = requireSameCustomer(c);
      const dealer = c.var.dealer;
      const body =
        kind === 'send_customer_lead'
          ? await readJson(c, customerLeadBodySchema)
          : await readJson(c, eventLeadBodySchema);
      const vehicle = await namedVehicle(db, dealer, body.vehicle);
      const comments =
        'customer_message' in body && body.customer_message
          ? body.customer_message
          : `${kind.replace(/^send_|_lead$/g, '').replaceAll('_', ' ')} lead from the online storefront`;
      // The CRM rule (shouldSendLead) and the outbox are the leads service's, as for the server's own moments.
      const lead = await queueCustomerLead(deps, {
        dealer,
        customer,
        vehicle,
        kind,
        comments,
        payload: body as Record<string, unknown>,
        staffActing: staffActingOf(c),
      });
      if (lead.status === 'skipped') return c.json({ status: 'skipped', reason: lead.reason });
      return c.json({ status: 'queued', lead_id: lead.status === 'queued' ? lead.id : undefined }, 201);
    });
  }

  return app;
}

type QuestionBody = z.infer<typeof customerQuestionBodySchema>;

interface Question {
  deps: AppDeps;
  dealer: DealerRow;
  body: QuestionBody;
  /** The signed-in customer (or the one staff act for), else null. */
  customer: UserRow | null;
  vehicle: VehicleRow | null;
  language: string;
}

/**
 * The question and the consents given with it, one write: the consents are kept like the sign-up's
 * (wording, version, time, source `contact`), the customer's when signed in, and in any case the
 * question's (a signed-out shopper has no account to keep them on).
 */
async function storeQuestion({ deps, dealer, body, customer, language }: Question) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [question] = await tx
      .insert(customerQuestions)
      .values({
        dealerId: dealer.id,
        userId: customer?.id ?? null,
        vehicleId: body.vehicle ?? null,
        name: body.name ?? '',
        email: body.email,
        phone: body.phone ?? '',
        message: body.message,
        // The language a reply from the console is written in (modules/staff/questions.ts).
        language,
        createdAt: now,
      })
      .returning({ id: customerQuestions.id });
    await recordConsents(
      tx,
      dealer,
      { userId: customer?.id ?? null, questionId: question?.id },
      body.consents ?? {},
      language,
      now,
      'contact',
    );
  });
}

/** The question is a lead for the dealer: an ADF document in the lead outbox (its CRM reads it). */
async function queueQuestionLead({ deps, dealer, body, customer, vehicle }: Question) {
  const db = deps.database.db;
  const kind = `customer_question_${body.kind ?? 'question'}`;
  const [firstName = '', ...rest] = (body.name ?? '').trim().split(/\s+/);
  await db.insert(leadOutbox).values({
    dealerId: dealer.id,
    userId: customer?.id ?? null,
    kind,
    adfXml: adfDocument({
      requestDate: deps.now(),
      vehicle: vehicle ? adfVehicle(vehicle, dealer.settings.currency_unit) : null,
      customer: {
        firstName,
        lastName: rest.join(' '),
        email: body.email,
        phone: body.phone ?? '',
        postalCode: await knownPostalCode(db, dealer.id, customer, vehicle?.id),
        comments: body.message,
      },
      vendor: { name: dealer.name, phone: dealer.phone, address: dealer.fullAddress },
      provider: 'Dealer storefront',
      leadType: kind,
    }),
    payload: body as Record<string, unknown>,
    status: 'queued',
    createdAt: deps.now(),
  });
}

const QUESTION_ABOUT = {
  en: { question: 'your question', availability: 'your availability request', eprice: 'your ePrice request' },
  fr: {
    question: 'votre question',
    availability: 'votre demande de disponibilité',
    eprice: 'votre demande de prix',
  },
} as const;

/** The shopper's acknowledgement, at most 3 an hour to one address (nobody floods an inbox with it). */
async function acknowledgeQuestion({ deps, dealer, body, vehicle, language }: Question) {
  if (
    !(await allowHit(
      deps.database.db,
      `question:email:${normalizeEmail(body.email)}`,
      3,
      3600_000,
      deps.now(),
    ))
  ) {
    return;
  }
  const fr = language === 'fr';
  // Named as the console's reply names it ("au sujet du véhicule Honda CR-V LX 2026").
  const name = vehicle ? sentenceVehicleName(vehicle, fr) : '';
  const about = QUESTION_ABOUT[fr ? 'fr' : 'en'][body.kind ?? 'question'];
  await sendEmail(deps, dealer, {
    kind: 'question_received',
    to: body.email,
    subject: fr ? `${dealer.name} a bien reçu ${about}` : `${dealer.name} received ${about}`,
    text: fr
      ? `Bonjour,\n\n${dealer.name} a bien reçu ${about}${name ? ` au sujet du véhicule ${name}` : ''} et vous répondra bientôt.\n\nVotre message\u00a0:\n${body.message}\n\n${dealer.name}\n${dealer.phone}`
      : `Hello,\n\n${dealer.name} received ${about}${name ? ` about the ${name}` : ''} and will answer you soon.\n\nYour message:\n${body.message}\n\n${dealer.name}\n${dealer.phone}`,
  });
}

/** Mounted at /api/customer/customer-question. */
export function questionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  app.post('/', async (c) => {
    const body = await readJson(c, customerQuestionBodySchema);
    if (!(await allowHit(db, `question:ip:${clientIp(c)}`, 20, 3600_000, deps.now()))) {
      throw new HttpError(429, {
        detail: 'Too many requests. Please wait and try again.',
        code: 'throttled',
      });
    }
    const dealer = c.var.dealer;
    const user = c.var.auth?.actingAs ?? c.var.auth?.user ?? null;
    const vehicle = await namedVehicle(db, dealer, body.vehicle);
    // The dealer's contact consents (spec 3 §3, §5): a required one not ticked refuses the request.
    const consentErrors = consentFieldErrors(dealer, body.consents ?? {}, 'consents', 'contact');
    if (Object.keys(consentErrors).length) throw new HttpError(400, consentErrors);
    const question: Question = {
      deps,
      dealer,
      body,
      customer: user?.role === 'customer' ? user : null,
      vehicle,
      language: resolveLanguage(c, dealer),
    };
    await storeQuestion(question);
    await queueQuestionLead(question);
    await acknowledgeQuestion(question);
    return c.json({ detail: 'Your question was sent to the dealership.' }, 201);
  });

  return app;
}
