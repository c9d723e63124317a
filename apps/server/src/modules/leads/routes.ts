/**
 * Leads for the dealer's CRM: the six lead calls under /api/customer/user/{id}/ and the shopper's
 * question (/api/customer/customer-question/), each an ADF/XML document in the lead outbox.
 */
import {
  customerLeadBodySchema,
  customerQuestionBodySchema,
  eventLeadBodySchema,
  isNoLeadBrand,
  LEAD_KINDS,
  shouldSendLead,
} from '@storefront/domain';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { customerQuestions, leadOutbox, orders, vehicles } from '../../db/schema.ts';
import { isStaff, requireSameCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { sendEmail } from '../../services/email.ts';
import { allowHit } from '../../services/rate-limit.ts';
import { consentFieldErrors, recordConsents } from '../consents/service.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { normalizeEmail } from '../user/service.ts';
import { adfDocument, adfVehicle } from './adf.ts';

/**
 * The postal code a lead's contact names: the one the shopper gave on their deal (the open order of the
 * vehicle, else their latest with one), else their account's; '' when nothing is known (found in a staff
 * trial: the ADF of a question sent after the shopper entered M5V 2T6 had an empty `<postalcode>`).
 */
export async function knownPostalCode(
  db: Db,
  dealerId: number,
  customer: { id: number; postalCode: string } | null,
  vehicleId: number | null | undefined,
): Promise<string> {
  if (!customer) return '';
  const given = await db
    .select({ postalCode: orders.postalCode, vehicleId: orders.vehicleId })
    .from(orders)
    .where(
      and(
        eq(orders.dealerId, dealerId),
        eq(orders.customerId, customer.id),
        eq(orders.isArchived, false),
        isNotNull(orders.postalCode),
        ne(orders.postalCode, ''),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(20);
  const own = given.find((o) => o.vehicleId === vehicleId) ?? given[0];
  return own?.postalCode ?? customer.postalCode ?? '';
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
      // Leads reach the CRM only when the dealer has it enabled (spec 1 §4), and not from staff of a
      // no-lead car-maker brand acting for the customer (spec 2 "Dealer staff"; the domain's rule).
      // Such a lead is still kept, marked not_sent with the reason, so the console's Leads show it.
      const auth = c.var.auth;
      const staffActing = auth?.actingAs != null && isStaff(auth.user);
      const send = shouldSendLead({
        authenticated: true,
        has_crm_enabled: dealer.settings.has_crm_enabled,
        dealerUserOfNoLeadBrand: staffActing && isNoLeadBrand(dealer.oem),
      });
      const skipped = send ? null : dealer.settings.has_crm_enabled ? 'oem_brand' : 'crm_disabled';
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
          postalCode: await knownPostalCode(db, dealer.id, customer, vehicle?.id),
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
          status: skipped ? 'not_sent' : 'queued',
          notSentReason: skipped,
          deliveredAt: skipped ? deps.now() : null,
          createdAt: deps.now(),
        })
        .returning({ id: leadOutbox.id });
      if (skipped) return c.json({ status: 'skipped', reason: skipped });
      return c.json({ status: 'queued', lead_id: row?.id }, 201);
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
