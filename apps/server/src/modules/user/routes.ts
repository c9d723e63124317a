import { randomInt, randomUUID } from 'node:crypto';
import {
  authFormRequirements,
  emailOnlyBodySchema,
  isName,
  isPhone,
  isPostalCode,
  patchUserBodySchema,
  registerBodySchema,
  verifyCodeBodySchema,
} from '@storefront/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Handler, Hono } from 'hono';
import { auditLog, type DealerRow, oneTimeCodes, sessions, type UserRow, users } from '../../db/schema.ts';
import { requireAuth, requireCustomer, requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { type FieldErrors, HttpError, NON_FIELD, notFoundError } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { translate } from '../../http/messages.ts';
import { linkOrigin } from '../../http/origin.ts';
import { afterAnswer } from '../../services/after-answer.ts';
import { sendEmail } from '../../services/email.ts';
import { allowHit, EMAIL_LIMITS, hitWait } from '../../services/rate-limit.ts';
import { hmac } from '../../services/secret.ts';
import { endSession, forgetSession, forgetUser, startSession } from '../../services/sessions.ts';
import { knownAddress, recordSignInFailure, signInWait } from '../../services/sign-in-throttle.ts';
import { consentFieldErrors, recordConsents } from '../consents/service.ts';
import { recipientLanguage, resolveLanguage } from '../i18n/routes.ts';
import { serializeStaff } from '../staff/permissions.ts';
import { maskEmail, normalizeEmail, serializeUser } from './service.ts';

/** One-time re-entry codes (spec 1 §4): 6 digits, 10 minutes, single use, 5 attempts. */
export const REENTRY = Object.freeze({
  length: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  sendsPerIpPerHour: 20,
  verifiesPerIpPerHour: 60,
});

/** The raw body's consents, when they are an object of booleans (else the schema answers). */
function consentsOf(raw: Record<string, unknown>): Record<string, boolean> {
  const value = raw.consents;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}
/** The rate-limit keys of an e-mail to a customer (services/rate-limit.ts, allowEmail). */
export function recipientOf(user: Pick<UserRow, 'id' | 'email'>) {
  return { customerId: user.id, normalizedAddress: normalizeEmail(user.email) };
}

function tooMany(): HttpError {
  return new HttpError(429, { detail: 'Too many attempts. Please wait and try again.', code: 'throttled' });
}

/** Dealer-dependent rules of the auth form (spec 1 §5), on top of the schema. */
export function customerFieldErrors(
  dealer: DealerRow,
  /** The raw body: fields of another type are the schema's errors, and read here as absent. */
  raw: Record<string, unknown>,
  registering: boolean,
): FieldErrors {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  const body = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    postal_code: text('postal_code'),
  };
  const errors: FieldErrors = {};
  const req = authFormRequirements(dealer.settings);
  const country = dealer.country === 'US' ? 'US' : 'CA';
  for (const field of ['first_name', 'last_name'] as const) {
    const value = body[field];
    if (value) {
      if (!isName(value)) errors[field] = ['Enter 2 to 30 letters; digits and symbols are not allowed.'];
    } else if (registering && req.namesRequired) errors[field] = ['This field is required.'];
  }
  if (body.phone) {
    if (!isPhone(body.phone, country)) errors.phone = ['Enter a 10-digit phone number.'];
  } else if (registering && req.phoneRequired) errors.phone = ['This field is required.'];
  if (body.postal_code && !isPostalCode(body.postal_code, country)) {
    errors.postal_code = [
      country === 'US' ? 'Enter a valid ZIP code, e.g. 78704.' : 'Enter a valid postal code, e.g. A1A 1A1.',
    ];
  }
  return errors;
}

async function customerByEmail(deps: AppDeps, dealer: DealerRow, address: string): Promise<UserRow | null> {
  const [row] = await deps.database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.dealerId, dealer.id),
        eq(users.emailNormalized, normalizeEmail(address)),
        eq(users.role, 'customer'),
      ),
    )
    .limit(1);
  return row ?? null;
}

function dealerLink(
  deps: AppDeps,
  dealer: DealerRow,
  language: string,
  query: Record<string, string>,
  fragment: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query).toString();
  const hash = new URLSearchParams(fragment).toString();
  return `${linkOrigin(deps.config)}/${dealer.code}/${language}/?${params}${hash ? `#${hash}` : ''}`;
}

type UserHandler = (deps: AppDeps) => Handler<AppEnv>;

/** The signed-in user, `null` for an anonymous visitor, 440 for an expired session. */
export const currentUser: UserHandler = (deps) => async (c) => {
  const auth = c.var.auth;
  if (!auth) {
    if (c.var.expiredEmail) requireAuth(c);
    return c.json(null);
  }
  if (auth.actingAs) return c.json(serializeUser(auth.actingAs, auth.user));
  if (auth.user.role === 'customer') return c.json(serializeUser(auth.user));
  return c.json(await serializeStaff(deps, auth.user, c.var.dealer));
};

const SIGN_UP_WINDOW_MS = 3600_000;

/**
 * The client address's hourly allowance of sign-ups (`signUpsPerIpPerHour`, SIGN_UPS_PER_IP_PER_HOUR),
 * every dealer together: keyed on the client address as the other limits take it (`clientIp`: the
 * socket's, or the entry our trusted proxies wrote), never on the Host or a header the client writes.
 * Every well-formed sign-up counts, made or refused for an existing address (so the limit bounds
 * address probing too); a malformed one counts not. Throws 429 with Retry-After.
 */
async function allowSignUp(deps: AppDeps, c: Parameters<Handler<AppEnv>>[0]): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const bucket = `signup:ip:${clientIp(c)}`;
  const limit = deps.config.signUpsPerIpPerHour;
  if (await allowHit(db, bucket, limit, SIGN_UP_WINDOW_MS, now)) return;
  const wait = await hitWait(db, bucket, limit, SIGN_UP_WINDOW_MS, now);
  c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
  throw new HttpError(429, { detail: 'Too many requests. Please wait and try again.', code: 'throttled' });
}

export const register: UserHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const dealer = c.var.dealer;
  const body = await readJson(c, registerBodySchema, (raw) => ({
    ...customerFieldErrors(dealer, raw, true),
    ...consentFieldErrors(dealer, consentsOf(raw), 'consents', 'sign-up'),
  }));
  await allowSignUp(deps, c);
  if (await customerByEmail(deps, dealer, body.email)) {
    throw new HttpError(400, { email: ['A customer with this e-mail address already exists.'] });
  }
  const now = deps.now();
  const language = body.language ?? resolveLanguage(c, dealer);
  // The customer and the consents given with the sign-up (the form's wording) are one write.
  const user = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(users)
      .values({
        uid: randomUUID(),
        dealerId: dealer.id,
        role: 'customer',
        email: body.email,
        emailNormalized: normalizeEmail(body.email),
        firstName: body.first_name ?? '',
        lastName: body.last_name ?? '',
        phone: body.phone ?? '',
        postalCode: body.postal_code ?? '',
        preferredMethodOfContact: body.preferred_method_of_contact ?? null,
        language,
        clientId: body.client_id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (made)
      await recordConsents(tx, dealer, { userId: made.id }, body.consents ?? {}, language, now, 'sign-up');
    return made;
  });
  if (!user) throw new HttpError(400, { email: ['A customer with this e-mail address already exists.'] });
  await startSession(c, db, deps.config, user, dealer.id, now, clientIp(c));
  return c.json(serializeUser(user), 201);
};

/**
 * Limits of the customers' sign-in e-mails (codes and links), on the staff sign-in throttle: every
 * one asked for counts against the address asked for and the client address together. A client
 * address asks three times freely, then waits 30 s, 1, 2, 4 minutes... (at most an hour); once five
 * were asked for in the hour from anywhere, only client addresses the customer never had a session
 * from wait too, so a stranger cannot spend the customer's codes: the customer, at an address of
 * theirs, asks at once.
 * Keyed on the address typed, whether or not it is a customer's, so the answers are the same.
 */
export const CODE_THROTTLE = Object.freeze({
  windowMs: 3600_000,
  freeFailuresPerAddress: 2,
  freeFailuresPerAccount: 4,
  firstDelayMs: 30_000,
  maxDelayMs: 3600_000,
});

/**
 * The checks every sign-in e-mail request passes, the same whether or not the address is a
 * customer's (no account probing): the client address's hourly allowance, the throttle of the
 * address asked for with this client address, and, from a client address the customer never used,
 * the recipient mailbox's hourly allowance (services/rate-limit.ts). Throws 429 (with Retry-After).
 */
async function allowSignInEmail(
  deps: AppDeps,
  c: Parameters<Handler<AppEnv>>[0],
  kind: 'reentry_code' | 'login_link',
  address: string,
  user: UserRow | null,
): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const ip = clientIp(c);
  const ipBucket = kind === 'login_link' ? `link:ip:${ip}` : `code:ip:${ip}`;
  if (!(await allowHit(db, ipBucket, REENTRY.sendsPerIpPerHour, 3600_000, now))) throw tooMany();
  const normalized = normalizeEmail(address);
  const account = { key: `${kind}:${c.var.dealer.id}:${normalized}`, userId: user?.id };
  const wait = await signInWait(db, account, ip, now, CODE_THROTTLE);
  if (wait > 0) {
    c.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw tooMany();
  }
  await recordSignInFailure(db, account.key, ip, now);
  // The same query for an address that is no customer's (id 0 is no one's): no difference in time.
  if (!(await knownAddress(db, user?.id ?? 0, ip))) {
    if (!(await allowHit(db, `mail:to:${normalized}`, EMAIL_LIMITS.perAddressPerHour, 3600_000, now)))
      throw tooMany();
  }
}

/**
 * E-mails a sign-in link to an existing customer (the existing-user flow of spec 1 §5). The answer is
 * the same for any address, and the link is made and e-mailed after it (services/after-answer.ts),
 * so a known address takes no longer to answer than an unknown one.
 */
export const sendLoginLink: UserHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const body = await readJson(c, emailOnlyBodySchema);
  const dealer = c.var.dealer;
  const now = deps.now();
  const user = await customerByEmail(deps, dealer, body.email);
  await allowSignInEmail(deps, c, 'login_link', body.email, user);
  const sent = {
    detail: translate(
      'If this e-mail has an account, a sign-in link is on its way.',
      resolveLanguage(c, dealer),
    ),
  };
  if (!user) return c.json(sent);
  const ip = clientIp(c);
  const language = recipientLanguage(c, dealer, user);
  afterAnswer(db, deps.logger, 'login link e-mail', async () => {
    const catId = randomUUID();
    const secretPart = randomUUID().replaceAll('-', '');
    await db.insert(oneTimeCodes).values({
      dealerId: dealer.id,
      userId: user.id,
      purpose: 'login_link',
      catId,
      codeHash: hmac(deps.secret, catId, secretPart),
      expiresAt: new Date(now.getTime() + REENTRY.ttlMs),
      requesterIp: ip,
      createdAt: now,
    });
    // The link's language is the e-mail's: its confirmation page speaks it (login-link-routes.ts).
    const link = `${linkOrigin(deps.config)}/api/auth/login-link/${catId}.${secretPart}/?lang=${language}`;
    const french = language === 'fr';
    await sendEmail(deps, dealer, {
      kind: 'login_link',
      to: user.email,
      subject: french ? `${dealer.name}\u00a0: votre lien de connexion` : `${dealer.name}: your sign-in link`,
      text: french
        ? `Bonjour ${user.firstName || ''},\n\nOuvrez ce lien d’ici 10 minutes pour reprendre votre projet d’achat chez ${dealer.name}\u00a0:\n${link}\n\nSi vous ne l’avez pas demandé, ignorez ce courriel.\n`
        : `Hello ${user.firstName || ''},\n\nOpen this link within 10 minutes to continue your deal at ${dealer.name}:\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
    });
  });
  return c.json(sent);
};

/**
 * Sends a one-time code. The answer is the same for any address (spec 1 §3's fields, of the address
 * typed: `name` and `email` its mask, no phone; a `cat_id` either way); the customer's own details
 * come with the verified code. The code is stored and e-mailed after the answer; an address that is
 * no customer's of this dealer is e-mailed instead that it has no account here, with the sign-up link.
 */
export const sendReentryCode: UserHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const body = await readJson(c, emailOnlyBodySchema);
  const dealer = c.var.dealer;
  const now = deps.now();
  const ip = clientIp(c);
  const user = await customerByEmail(deps, dealer, body.email);
  await allowSignInEmail(deps, c, 'reentry_code', body.email, user);
  const catId = randomUUID();
  if (user) {
    const language = recipientLanguage(c, dealer, user);
    afterAnswer(db, deps.logger, 're-entry code e-mail', async () => {
      // A new code replaces the previous ones: attempts cannot be multiplied by asking again.
      await db
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.userId, user.id),
            eq(oneTimeCodes.purpose, 'reentry'),
            isNull(oneTimeCodes.usedAt),
          ),
        );
      const code = String(randomInt(0, 10 ** REENTRY.length)).padStart(REENTRY.length, '0');
      await db.insert(oneTimeCodes).values({
        dealerId: dealer.id,
        userId: user.id,
        purpose: 'reentry',
        catId,
        codeHash: hmac(deps.secret, catId, code),
        expiresAt: new Date(now.getTime() + REENTRY.ttlMs),
        requesterIp: ip,
        createdAt: now,
      });
      const french = language === 'fr';
      // The address goes in the fragment: the browser keeps it to itself (no server log, no Referer).
      const link = dealerLink(deps, dealer, language, { catId }, { email: user.email });
      await sendEmail(deps, dealer, {
        kind: 'reentry_code',
        to: user.email,
        subject: french ? `${dealer.name}\u00a0: votre code ${code}` : `${dealer.name}: your code ${code}`,
        text: french
          ? `Bonjour ${user.firstName},\n\nVotre code à usage unique est ${code}. Il expire dans 10 minutes.\n${link}\n`
          : `Hello ${user.firstName},\n\nYour one-time code is ${code}. It expires in 10 minutes.\n${link}\n`,
      });
    });
  } else {
    // No customer of this dealer has the address (accounts are per dealer): the answer stays the
    // same, but whoever typed it is told by e-mail, with a link to the sign-up (the address filled in).
    const language = resolveLanguage(c, dealer);
    afterAnswer(db, deps.logger, 'no-account e-mail', async () => {
      const french = language === 'fr';
      const link = dealerLink(deps, dealer, language, { signup: '1' }, { email: body.email });
      await sendEmail(deps, dealer, {
        kind: 'sign_in_no_account',
        to: body.email,
        subject: french
          ? `${dealer.name}\u00a0: aucun compte avec cette adresse courriel`
          : `${dealer.name}: no account with this e-mail address`,
        text: french
          ? `Bonjour,\n\nQuelqu’un (vous, sans doute) a demandé un code de connexion pour cette adresse. Il n’y a aucun compte avec cette adresse courriel chez ${dealer.name} (un compte créé chez un autre concessionnaire ne sert pas ici).\n\nPour en créer un\u00a0:\n${link}\n\nSi vous ne l’avez pas demandé, ignorez ce courriel.\n`
          : `Hello,\n\nSomeone (probably you) asked for a sign-in code for this address. There is no account with this e-mail address at ${dealer.name} (an account made at another dealer does not work here).\n\nTo create one:\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
      });
    });
  }
  const masked = maskEmail(body.email);
  return c.json({
    detail: translate('If this e-mail has an account, a code is on its way.', resolveLanguage(c, dealer)),
    name: masked,
    email: masked,
    phone: null,
    cat_id: catId,
  });
};

/**
 * Signs in with a one-time code. Every refusal is the same 403 (a wrong, expired, used or burned
 * code, an unknown address, a code never sent): the storefront shows one message for them all
 * (spec 1 §8), and a stranger learns nothing of the address from it.
 */
export const verifyReentryCode: UserHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const body = await readJson(c, verifyCodeBodySchema);
  const dealer = c.var.dealer;
  const now = deps.now();
  if (!(await allowHit(db, `verify:ip:${clientIp(c)}`, REENTRY.verifiesPerIpPerHour, 3600_000, now)))
    throw tooMany();
  const refused = () =>
    new HttpError(403, {
      detail: 'This code is not valid or has expired. Check it, or ask for a new one.',
      code: 'invalid_code',
    });
  const user = await customerByEmail(deps, dealer, body.email);
  // An unknown address does the same work as a known one (the code's lookup, the counted attempt and
  // the HMAC, on rows that do not exist) before the same refusal: its answer takes no less time.
  const [active] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, user?.id ?? 0),
        eq(oneTimeCodes.purpose, 'reentry'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const usable =
    active !== undefined &&
    active.attempts < REENTRY.maxAttempts &&
    (!body.cat_id || body.cat_id === active.catId);
  // Count the attempt first (atomically), so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, usable ? active.id : 0), isNull(oneTimeCodes.usedAt)))
    .returning({ attempts: oneTimeCodes.attempts });
  const matches = hmac(deps.secret, active?.catId ?? body.cat_id ?? '', body.code) === active?.codeHash;
  if (!user || !usable || !counted || counted.attempts > REENTRY.maxAttempts || !matches) throw refused();
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, active.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw refused();
  await startSession(c, db, deps.config, user, dealer.id, now, clientIp(c));
  return c.json(serializeUser(user));
};

export const logout: UserHandler = (deps) => async (c) => {
  const db = deps.database.db;
  await endSession(c, db, deps.now());
  return c.json({ detail: 'Signed out.' });
};

export const updateUser: UserHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer } = requireCustomer(c);
  if (Number(c.req.param('id')) !== customer.id) {
    throw new HttpError(403, {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  }
  const dealer = c.var.dealer;
  const body = await readJson(c, patchUserBodySchema, (raw) => {
    const errors = customerFieldErrors(dealer, raw, false);
    if (typeof raw.language === 'string' && !dealer.allowedLanguages.includes(raw.language)) {
      errors.language = ['This dealer does not offer this language.'];
    }
    return errors;
  });
  if (Object.keys(body).length === 0) throw new HttpError(400, { [NON_FIELD]: ['Nothing to update.'] });
  const [updated] = await db
    .update(users)
    .set({
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.postal_code !== undefined ? { postalCode: body.postal_code } : {}),
      ...(body.preferred_method_of_contact !== undefined
        ? { preferredMethodOfContact: body.preferred_method_of_contact }
        : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      updatedAt: deps.now(),
    })
    .where(and(eq(users.id, customer.id), eq(users.dealerId, dealer.id)))
    .returning();
  forgetUser(db, customer.id);
  if (!updated) throw notFoundError();
  const auth = c.var.auth;
  return c.json(auth?.actingAs ? serializeUser(updated, auth.user) : serializeUser(updated));
};

/** POST end_customer_session/ and back_to_dealer_panel/: a staff member stops acting as the customer. */
const endActing =
  (action: 'act_as_end' | 'back_to_dealer_panel'): UserHandler =>
  (deps) =>
  async (c) => {
    const db = deps.database.db;
    // Staff who work for this dealer (the permission table's `anyStaff`, applied before the route):
    // a customer, or staff of another dealer, never write into this dealer's audit trail.
    const auth = requireStaff(c);
    await db
      .update(sessions)
      .set({ actingAsUserId: null })
      .where(eq(sessions.tokenHash, auth.session.tokenHash));
    forgetSession(db, auth.session.tokenHash);
    await db.insert(auditLog).values({
      dealerId: c.var.dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: auth.actingAs?.id ?? null,
      action,
      ip: clientIp(c),
      createdAt: deps.now(),
    });
    return c.json({ redirect_to: `/dealer/?dealer=${encodeURIComponent(c.var.dealer.code)}` });
  };

export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/current_user', currentUser(deps));
  app.post('/register', register(deps));
  app.post('/', register(deps));
  app.post('/send_login_link', sendLoginLink(deps));
  app.post('/send_reentry_code', sendReentryCode(deps));
  app.post('/verify_reentry_code', verifyReentryCode(deps));
  app.post('/logout', logout(deps));
  app.post('/end_customer_session', endActing('act_as_end')(deps));
  app.post('/back_to_dealer_panel', endActing('back_to_dealer_panel')(deps));
  app.patch('/:id{[0-9]+}', updateUser(deps));
  return app;
}
