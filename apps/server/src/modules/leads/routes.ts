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
import { customerQuestions, leadOutbox, vehicles } from '../../db/schema.ts';
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
      // The CRM rule (shouldSendLead) and the outbox are the leads service's, as for the server's own moments.
      const lead = await queueCustomerLead(deps, {
        dealer,
        customer,
        vehicle: vehicle ?? null,
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
    const [vehicle] = body.vehicle
      ? await db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.id, body.vehicle), eq(vehicles.dealerId, dealer.id)))
          .limit(1)
      : [];
    if (body.vehicle && !vehicle) throw new HttpError(400, { vehicle: ['Unknown vehicle.'] });
    // The dealer's contact consents (spec 3 §3, §5): a required one not ticked refuses the request.
    const consents = body.consents ?? {};
    const consentErrors = consentFieldErrors(dealer, consents, 'consents', 'contact');
    if (Object.keys(consentErrors).length) throw new HttpError(400, consentErrors);
    const customerId = user?.role === 'customer' ? user.id : null;
    // The question and the consents given with it are one write: the consents are kept like the
    // sign-up's (wording, version, time, source `contact`), the customer's when signed in, and in any
    // case the question's (a signed-out shopper has no account to keep them on).
    await db.transaction(async (tx) => {
      const [question] = await tx
        .insert(customerQuestions)
        .values({
          dealerId: dealer.id,
          userId: customerId,
          vehicleId: body.vehicle ?? null,
          name: body.name ?? '',
          email: body.email,
          phone: body.phone ?? '',
          message: body.message,
          // The language a reply from the console is written in (modules/staff/questions.ts).
          language: resolveLanguage(c, dealer),
          createdAt: deps.now(),
        })
        .returning({ id: customerQuestions.id });
      await recordConsents(
        tx,
        dealer,
        { userId: customerId, questionId: question?.id },
        consents,
        resolveLanguage(c, dealer),
        deps.now(),
        'contact',
      );
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
          postalCode: await knownPostalCode(
            db,
            dealer.id,
            user?.role === 'customer' ? user : null,
            vehicle?.id,
          ),
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
      // Named as the console's reply names it ("au sujet du véhicule Honda CR-V LX 2026").
      const name = vehicle ? sentenceVehicleName(vehicle, fr) : '';
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
          ? `Bonjour,\n\n${dealer.name} a bien reçu ${about}${name ? ` au sujet du véhicule ${name}` : ''} et vous répondra bientôt.\n\nVotre message\u00a0:\n${body.message}\n\n${dealer.name}\n${dealer.phone}`
          : `Hello,\n\n${dealer.name} received ${about}${name ? ` about the ${name}` : ''} and will answer you soon.\n\nYour message:\n${body.message}\n\n${dealer.name}\n${dealer.phone}`,
      });
    }
    return c.json({ detail: 'Your question was sent to the dealership.' }, 201);
  });

  return app;
}
