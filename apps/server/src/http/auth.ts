import type { Context, MiddlewareHandler } from 'hono';
import type { UserRow } from '../db/schema.ts';
import { findSession, readSessionToken } from '../services/sessions.ts';
import type { AppDeps, AppEnv, AuthState } from './env.ts';
import { HttpError } from './helpers.ts';

export const STAFF_ROLES = [
  'dealer_sales_rep',
  'dealer_sales_manager',
  'dealer_admin',
  'organization_assistant',
  'organization_admin',
  'super_admin',
] as const;

export function isStaff(user: UserRow): boolean {
  return user.role !== 'customer';
}

/**
 * Loads the session of the request. A session belongs to the dealer it was opened on: on another
 * dealer's storefront the visitor is anonymous there. An expired session leaves the e-mail for 440.
 */
export function sessionLoader(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c);
    if (token) {
      const found = await findSession(deps.database.db, deps.config, token, deps.now());
      const dealer = c.get('dealer');
      if (found.state === 'active') {
        const staffOnOwnScope = isStaff(found.user) && found.actingAs === null;
        if (found.session.dealerId === dealer.id || staffOnOwnScope) {
          c.set('auth', { session: found.session, user: found.user, actingAs: found.actingAs });
        }
      } else if (found.state === 'expired' && found.session.dealerId === dealer.id) {
        c.set('expiredEmail', found.user.email);
      }
    }
    await next();
  };
}

/** The signed-in state, or 440 (expired session, with its e-mail) or 401. */
export function requireAuth(c: Context<AppEnv>): AuthState {
  const auth = c.get('auth');
  if (auth) return auth;
  const email = c.get('expiredEmail');
  if (email)
    throw new HttpError(440, { detail: 'Your session has expired.', code: 'session_expired', email });
  throw new HttpError(401, {
    detail: 'Authentication credentials were not provided.',
    code: 'not_authenticated',
  });
}

/** The customer the request acts for: the signed-in customer, or the one a staff user acts as. */
export function requireCustomer(c: Context<AppEnv>): { auth: AuthState; customer: UserRow } {
  const auth = requireAuth(c);
  const customer = auth.actingAs ?? auth.user;
  if (customer.role !== 'customer' || customer.dealerId !== c.get('dealer').id) {
    throw new HttpError(403, {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  }
  return { auth, customer };
}

/**
 * The customer named by the path's `id`, who must be the one the request acts for: 401 without a
 * session (the spec's "User not logged in"), 440 for an expired one, 403 for anyone else's record.
 */
export function requireSameCustomer(c: Context<AppEnv>): UserRow {
  if (!c.var.auth && !c.var.expiredEmail)
    throw new HttpError(401, { detail: 'User not logged in', code: 'not_authenticated' });
  const { customer } = requireCustomer(c);
  if (Number(c.req.param('id')) !== customer.id) throw forbidden();
  return customer;
}

export function requireStaff(c: Context<AppEnv>): AuthState {
  const auth = requireAuth(c);
  if (!isStaff(auth.user)) {
    throw new HttpError(403, {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  }
  return auth;
}

export function forbidden(): HttpError {
  return new HttpError(403, {
    detail: 'You do not have permission to perform this action.',
    code: 'permission_denied',
  });
}
