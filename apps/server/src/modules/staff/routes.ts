import { verify } from '@node-rs/argon2';
import {
  canActAs,
  dealerCustomerSearchQuerySchema,
  dealerQuestionsQuerySchema,
  effectiveRole,
  questionReplyBodySchema,
  type Role,
  staffLanguageBodySchema,
  staffLoginSchema,
} from '@storefront/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditLog, dealers, sessions, type UserRow, users } from '../../db/schema.ts';
import { forbidden, isStaff, requireStaff } from '../../http/auth.ts';
import { MAX_DB_ID, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, NON_FIELD, notFoundError, readQuery } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { requestOrigin } from '../../http/origin.ts';
import { audit } from '../../services/audit.ts';
import { sendEmail } from '../../services/email.ts';
import { allowHit } from '../../services/rate-limit.ts';
import { forgetSession, forgetUser, startSession } from '../../services/sessions.ts';
import { recordSignInFailure, signInWait } from '../../services/sign-in-throttle.ts';
import { pageLanguage, resolveLanguage } from '../i18n/routes.ts';
import { isErased } from '../privacy/service.ts';
import { normalizeEmail, serializeUser } from '../user/service.ts';
import {
  CUSTOMERS_PAGE_SIZE,
  customerDeals,
  dealerCustomer,
  searchCustomers,
  tradeInsAwaitingDealer,
} from './customers.ts';
import { roleMay, STAFF_OPERATIONS, serializeStaff, staffCoversDealer } from './permissions.ts';
import { dealerQuestions, markAnswered, questionReplyEmail, replyToQuestion } from './questions.ts';
import { hasActiveFactor, issueChallenge } from './totp.ts';
import { secondFactorRoutes } from './totp-routes.ts';

export { staffCoversDealer };

/** Hash used when no account matches, so a wrong e-mail costs the same time as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$IggLDEjxScJA8b0nVGvHIA$0O2SIDCCcgSBKhusYGbRrezLyUWdgdQNYA/HljtDpDI';

/**
 * Who may act as whom (spec 1 §6): acting as a customer of a dealer it covers is the permission
 * table's (`STAFF_OPERATIONS`, act_as: `actForCustomers`); acting as another staff user follows the
 * domain's hierarchy.
 */
export function mayActAs(actor: UserRow, target: UserRow): boolean {
  const role = effectiveRole({ role: actor.role as Role, is_super_admin: actor.isSuperAdmin });
  if (actor.id === target.id) return false;
  if (target.role === 'customer')
    return roleMay(role, STAFF_OPERATIONS['POST /api/dealer/users/{id}/act_as/']);
  const targetRole = effectiveRole({ role: target.role as Role, is_super_admin: target.isSuperAdmin });
  return canActAs(role, targetRole);
}

/** Staff sign in with their e-mail and password (throttled by address and IP), to a dealer they cover. */
async function signIn(deps: AppDeps, c: AppContext) {
  const db = deps.database.db;
  const body = await readJson(c, staffLoginSchema);
  const now = deps.now();
  const ip = clientIp(c);
  const address = normalizeEmail(body.email);
  if (!(await allowHit(db, `staff:ip:${ip}`, 50, 15 * 60_000, now))) throw tooMany();
  const [staff] = await db
    .select()
    .from(users)
    .where(and(eq(users.emailNormalized, address), ne(users.role, 'customer')))
    .limit(1);
  const account = { key: `staff:${address}`, userId: staff?.id };
  const wait = await signInWait(db, account, ip, now);
  if (wait > 0) {
    c.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw tooMany();
  }
  const ok = await verify(staff?.passwordHash ?? DUMMY_HASH, body.password).catch(() => false);
  if (!staff?.passwordHash || !ok) {
    await recordSignInFailure(db, account.key, ip, now);
    throw new HttpError(400, { [NON_FIELD]: ['Unable to sign in with the e-mail and password given.'] });
  }
  const dealer = c.var.dealer;
  if (!(await staffCoversDealer(deps, staff, dealer))) {
    // The password is proven: the refusal names the dealership the account works for, so the console
    // can sign in there (a console opened on another dealer's address, or on the default one).
    const [home] = await db.select().from(dealers).where(eq(dealers.id, staff.dealerId)).limit(1);
    const refusal = forbidden();
    throw home
      ? new HttpError(403, { ...refusal.body, dealer: { code: home.code, name: home.name } })
      : refusal;
  }
  // An admin with a second factor: no session yet, a signed challenge for the code (./totp-routes.ts).
  if (await hasActiveFactor(deps, staff.id))
    return c.json({ second_factor_required: true, challenge: issueChallenge(deps, staff.id, dealer.id) });
  await startSession(c, db, deps.config, staff, dealer.id, now, ip);
  await audit(deps, {
    dealerId: dealer.id,
    actorUserId: staff.id,
    subjectUserId: null,
    action: 'staff_login',
    ip,
  });
  return c.json(await serializeStaff(deps, staff, dealer));
}

/** The customers and the questions of the tenant dealer, and the trade-ins awaiting its offer. */
function customerRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const db = deps.database.db;

  /**
   * Customers of the tenant dealer (the dealer console's customer list), `?q=` searching the name,
   * e-mail, phone, VIN or stock number (modules/staff/customers.ts).
   */
  app.get('/customers', async (c) => {
    const dealer = c.var.dealer;
    const { q, page = 1 } = readQuery(c, dealerCustomerSearchQuerySchema);
    const { rows, total } = await searchCustomers(db, dealer, q ?? '', page);
    return c.json({
      count: total,
      next_page: page * CUSTOMERS_PAGE_SIZE < total ? page + 1 : null,
      results: rows.map((u) => serializeUser(u)),
    });
  });

  /** One customer of the tenant dealer with their deals; another dealer's customer is a 404. */
  app.get('/customers/:id', async (c) => {
    const dealer = c.var.dealer;
    const customer = await dealerCustomer(db, dealer, idParam(c, 'id'));
    return c.json(await customerDeals(db, dealer, customer, resolveLanguage(c, dealer)));
  });

  /**
   * Questions shoppers asked, newest first, 50 a page (staff who may act for customers); `?customer=`:
   * those one customer of the dealer asked (another dealer's customer is a 404).
   */
  app.get('/questions', async (c) => {
    const dealer = c.var.dealer;
    const { page = 1, customer } = readQuery(c, dealerQuestionsQuerySchema);
    const asker = customer === undefined ? undefined : await dealerCustomer(db, dealer, customer);
    return c.json(await dealerQuestions(db, dealer, page, asker));
  });

  /**
   * Replies to a question from the console: kept with it, the question marked answered (the first
   * answerer stays), the reply e-mailed to the asker and audited; 30 an hour per staff member.
   */
  app.post('/questions/:id{[0-9]+}/reply', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.var.dealer;
    const { message } = await readJson(c, questionReplyBodySchema);
    const now = deps.now();
    if (!(await allowHit(db, `question:reply:staff:${auth.user.id}`, 30, 3600_000, now))) {
      throw new HttpError(429, {
        detail: 'Too many requests. Please wait and try again.',
        code: 'throttled',
      });
    }
    const id = idParam(c, 'id');
    const { question, row, vehicle } = await replyToQuestion(db, dealer, id, auth.user.id, message, now);
    // The question had a reply before this one: the e-mail says it is a new one.
    const later = question.replies.length > 1;
    const sent = await sendEmail(
      deps,
      dealer,
      questionReplyEmail(deps, dealer, row, vehicle, message, later),
    );
    await audit(deps, {
      dealerId: dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: question.customer,
      action: 'question_replied',
      ip: clientIp(c),
      details: { question: question.id, email: sent.outboxId },
    });
    return c.json(question);
  });

  /**
   * Marks a question answered by the signed-in staff member (the first to do it stays its answerer),
   * audited; the question as the list shows it.
   */
  app.post('/questions/:id{[0-9]+}/answered', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.var.dealer;
    const { question, marked } = await markAnswered(db, dealer, idParam(c, 'id'), auth.user.id, deps.now());
    if (marked)
      await audit(deps, {
        dealerId: dealer.id,
        actorUserId: auth.user.id,
        subjectUserId: question.customer,
        action: 'question_answered',
        ip: clientIp(c),
      });
    return c.json(question);
  });

  /** Trade-ins awaiting the dealer's offer (staff who may act for customers). */
  app.get('/trade-ins', async (c) => {
    const dealer = c.var.dealer;
    const results = await tradeInsAwaitingDealer(db, dealer, resolveLanguage(c, dealer), requestOrigin(c));
    return c.json({ count: results.length, results });
  });
}

/**
 * Staff act as a user of the tenant dealer they may act as (a refusal is audited too): the session
 * acts as them, and the console goes to the customer's saved deals.
 */
async function actAs(deps: AppDeps, c: AppContext) {
  const db = deps.database.db;
  const auth = requireStaff(c);
  const dealer = c.var.dealer;
  const ip = clientIp(c);
  const id = Number(c.req.param('id'));
  // An id past what the database holds names no user (PostgreSQL would refuse the comparison).
  const [target] =
    id <= MAX_DB_ID
      ? await db
          .select()
          .from(users)
          .where(and(eq(users.id, id), eq(users.dealerId, dealer.id)))
          .limit(1)
      : [];
  // An erased customer's tombstone is no one to act as.
  if (!target || isErased(target)) throw notFoundError();
  const allowed =
    isStaff(auth.user) && (await staffCoversDealer(deps, auth.user, dealer)) && mayActAs(auth.user, target);
  const audited = (action: 'act_as_denied' | 'act_as_start') =>
    audit(deps, { dealerId: dealer.id, actorUserId: auth.user.id, subjectUserId: target.id, action, ip });
  if (!allowed) {
    await audited('act_as_denied');
    throw forbidden();
  }
  await db
    .update(sessions)
    .set({ actingAsUserId: target.id, dealerId: dealer.id })
    .where(eq(sessions.tokenHash, auth.session.tokenHash));
  forgetSession(db, auth.session.tokenHash);
  await audited('act_as_start');
  // The customer's saved deals (what staff act for them on), in the console's language (its page
  // language) when the dealer offers it.
  const language = pageLanguage(c, dealer);
  return c.json({
    redirect_to: `/${dealer.code}/${language ? `${language}/` : ''}saved-vehicles/`,
    user: serializeUser(target, auth.user),
  });
}

/** Audit rows of the tenant dealer, for dealer and organization admins and super admins. */
async function auditRows(deps: AppDeps, c: AppContext) {
  const rows = await deps.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.dealerId, c.var.dealer.id))
    .orderBy(desc(auditLog.id))
    .limit(200);
  return c.json({
    count: rows.length,
    results: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor_user_id: r.actorUserId,
      subject_user_id: r.subjectUserId,
      ip: r.ip,
      details: r.details ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  });
}

/** The staff member's own language (the console's): `en` or `fr`, whatever the dealership offers shoppers. */

/**
 * Saves the signed-in staff member's language (`PUT /api/dealer/me/language/`): the console opens in
 * it on any browser. Answers `{language}`.
 */
async function saveLanguage(deps: AppDeps, c: AppContext) {
  const auth = requireStaff(c);
  const body = await readJson(c, staffLanguageBodySchema);
  const db = deps.database.db;
  await db
    .update(users)
    .set({ language: body.language, updatedAt: deps.now() })
    .where(eq(users.id, auth.user.id));
  forgetUser(db, auth.user.id);
  return c.json({ language: body.language });
}

export function staffRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/auth/login', (c) => signIn(deps, c));
  secondFactorRoutes(app, deps);
  customerRoutes(app, deps);
  app.post('/users/:id{[0-9]+}/act_as', (c) => actAs(deps, c));
  app.get('/audit', (c) => auditRows(deps, c));
  app.put('/me/language', (c) => saveLanguage(deps, c));
  return app;
}

function tooMany(): HttpError {
  return new HttpError(429, { detail: 'Too many attempts. Please wait and try again.', code: 'throttled' });
}
