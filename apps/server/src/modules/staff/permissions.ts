import { effectiveRole, type Role } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { type DealerRow, dealers, type UserRow } from '../../db/schema.ts';
import { forbidden, requireStaff } from '../../http/auth.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { serializeUser } from '../user/service.ts';

// What each staff role may do, as one table every staff call is checked against (`STAFF_OPERATIONS`,
// applied by `staffGate`) and that test/role-matrix.test.ts checks as a matrix of every operation by
// every role. The
// spec names the roles and who may act as whom (spec 1 §6: `canActAs` in the domain); what each role
// may do is "not shown", so it is decided here:
// - every staff role of a dealer reads its customers, their deals and quotes (the organization
//   assistant prepares and follows the dealerships' work);
// - acting for a customer (acting as them, quoting, offers, credit decisions, deposits) is for the
//   dealership's sales staff and admins, and the organization admin: not the organization assistant;
// - the dealer's storefront settings are read by managers and admins and changed by admins;
// - the audit log is read by admins;
// - a customer's privacy requests (their data downloaded or erased for them) are handled by managers
//   and admins.
// A staff member works for their own dealer, every dealer of their organization for an organization
// role, every dealer for a super admin (`staffCoversDealer`); another dealer is refused.

const ACT_FOR_CUSTOMERS: readonly Role[] = [
  'dealer_sales_rep',
  'dealer_sales_manager',
  'dealer_admin',
  'organization_admin',
  'super_admin',
];
const ADMINS: readonly Role[] = ['dealer_admin', 'organization_admin', 'super_admin'];

export const STAFF_PERMISSIONS = {
  readDeals: [...ACT_FOR_CUSTOMERS, 'organization_assistant'],
  actForCustomers: ACT_FOR_CUSTOMERS,
  // Money taken is given back by a sales manager or an admin; a rep captures and releases holds.
  refundDeposits: ['dealer_sales_manager', ...ADMINS],
  readSettings: ['dealer_sales_manager', ...ADMINS],
  editSettings: ADMINS,
  readAudit: ADMINS,
  // An admin's own TOTP second factor (./totp.ts): admins only, as the issue asks.
  manageSecondFactor: ADMINS,
  handlePrivacyRequests: ['dealer_sales_manager', ...ADMINS],
} as const satisfies Record<string, readonly Role[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Dealers a staff user works for: own dealer; its organization for organization roles; all for a super admin. */
export async function staffCoversDealer(deps: AppDeps, staff: UserRow, dealer: DealerRow): Promise<boolean> {
  const role = effectiveRole({ role: staff.role as Role, is_super_admin: staff.isSuperAdmin });
  if (role === 'super_admin') return true;
  if (staff.dealerId === dealer.id) return true;
  if (role === 'organization_admin' || role === 'organization_assistant') {
    const [home] = await deps.database.db
      .select()
      .from(dealers)
      .where(eq(dealers.id, staff.dealerId))
      .limit(1);
    return home?.organization === dealer.organization;
  }
  return false;
}

/** Whether a staff role has a permission. */
export function roleMay(role: Role, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Whether a staff member has a permission for a dealer (their role, and the dealer covered). */
export async function roleMayFor(
  deps: AppDeps,
  staff: UserRow,
  dealer: DealerRow,
  permission: StaffPermission,
): Promise<boolean> {
  const role = effectiveRole({ role: staff.role as Role, is_super_admin: staff.isSuperAdmin });
  return roleMay(role, permission) && (await staffCoversDealer(deps, staff, dealer));
}

/**
 * What a staff member may do at a dealer, in the table's order: none at a dealer they do not cover.
 * `current_user` tells the console, which shows only what the server will allow.
 */
export async function permissionsFor(
  deps: AppDeps,
  staff: UserRow,
  dealer: DealerRow,
): Promise<StaffPermission[]> {
  if (!(await staffCoversDealer(deps, staff, dealer))) return [];
  const role = effectiveRole({ role: staff.role as Role, is_super_admin: staff.isSuperAdmin });
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) =>
    roleMay(role, permission),
  );
}

/** Any staff member who works for the tenant dealer, whatever their role. */
export const ANY_STAFF = 'anyStaff';

/**
 * Every staff operation (method and path as the OpenAPI document names them, `modules/platform/`)
 * with the permission it needs, or `anyStaff`. `staffGate` applies it before the route runs, so no
 * route checks a role itself; test/role-matrix.test.ts calls every operation as every role and fails
 * when a staff route has no entry here. A new staff route: its entry here and its OpenAPI entry.
 */
export const STAFF_OPERATIONS = {
  // The console's customers and their deals.
  'GET /api/dealer/customers/': 'readDeals',
  'GET /api/dealer/customers/{id}/': 'readDeals',
  'GET /api/dealer/questions/': 'actForCustomers',
  'POST /api/dealer/questions/{id}/answered/': 'actForCustomers',
  'POST /api/dealer/questions/{id}/reply/': 'actForCustomers',
  'GET /api/dealer/leads/': 'actForCustomers',
  'GET /api/dealer/leads/{id}/': 'actForCustomers',
  'POST /api/dealer/leads/{id}/handled/': 'actForCustomers',
  'GET /api/dealer/trade-ins/': 'actForCustomers',
  'GET /api/dealer/trade-ins/{id}/photos/': 'readDeals',
  'GET /api/dealer/trade-ins/{id}/photos/{field}/': 'readDeals',
  // Acting as a customer; acting as a staff user follows the domain's hierarchy (`canActAs`). The
  // route applies it (`ROUTE_CHECKED`): a refusal names its target in the audit log.
  'POST /api/dealer/users/{id}/act_as/': 'actForCustomers',
  'POST /api/customer/user/end_customer_session/': ANY_STAFF,
  'POST /api/customer/user/back_to_dealer_panel/': ANY_STAFF,
  'GET /api/dealer/audit/': 'readAudit',
  'PUT /api/dealer/me/language/': ANY_STAFF,
  'GET /api/dealer/me/second-factor/': 'manageSecondFactor',
  'POST /api/dealer/me/second-factor/setup/': 'manageSecondFactor',
  'POST /api/dealer/me/second-factor/confirm/': 'manageSecondFactor',
  'POST /api/dealer/me/second-factor/disable/': 'manageSecondFactor',
  'POST /api/dealer/customers/{id}/privacy/export/': 'handlePrivacyRequests',
  'POST /api/dealer/customers/{id}/privacy/erase/': 'handlePrivacyRequests',
  // Orders, trade-in offers, quotes, credit decisions, deposits, visits.
  'GET /api/dealer/orders/': 'actForCustomers',
  'PUT /api/dealer/orders/{id}/trade_in_offer/': 'actForCustomers',
  'DELETE /api/dealer/orders/{id}/trade_in_offer/': 'actForCustomers',
  'POST /api/dealer/orders/{id}/trade_in_decline/': 'actForCustomers',
  'GET /api/dealer/praq/flow/': 'readDeals',
  'POST /api/dealer/praq/flow/': 'actForCustomers',
  'GET /api/dealer/praq/flow/{id}/quotes/': 'readDeals',
  'POST /api/dealer/praq/flow/{id}/quotes/': 'actForCustomers',
  'POST /api/dealer/praq/flow/{id}/activate/': 'actForCustomers',
  'PATCH /api/dealer/praq/flow/{id}/update_quote_expiry/': 'actForCustomers',
  'POST /api/dealer/praq/quotes_submitted_events/': 'actForCustomers',
  'PATCH /api/dealer/praq/{id}/': 'actForCustomers',
  'DELETE /api/dealer/praq/{id}/': 'actForCustomers',
  'POST /api/dealer/praq/{id}/reset/': 'actForCustomers',
  'POST /api/dealer/praq/{id}/difference/': 'readDeals',
  'POST /api/dealer/configurations/': 'actForCustomers',
  'GET /api/dealer/credit-applications/': 'actForCustomers',
  'GET /api/dealer/credit-applications/{id}/': 'actForCustomers',
  'POST /api/dealer/credit-applications/{id}/decision/': 'actForCustomers',
  'GET /api/dealer/deposits/': 'actForCustomers',
  'POST /api/dealer/deposits/{id}/capture/': 'actForCustomers',
  'POST /api/dealer/deposits/{id}/release/': 'actForCustomers',
  'POST /api/dealer/deposits/{id}/refund/': 'refundDeposits',
  'GET /api/dealer/appointments/': 'actForCustomers',
  'POST /api/dealer/appointments/{id}/confirm/': 'actForCustomers',
  'PUT /api/dealer/appointments/{id}/': 'actForCustomers',
  'DELETE /api/dealer/appointments/{id}/': 'actForCustomers',
  'GET /api/dealer/test-drives/': 'actForCustomers',
  'POST /api/dealer/test-drives/{id}/confirm/': 'actForCustomers',
  'POST /api/dealer/test-drives/{id}/cancel/': 'actForCustomers',
  // The dealer's settings.
  'GET /api/dealer/payment-settings/': 'readSettings',
  'PUT /api/dealer/payment-settings/': 'editSettings',
  'GET /api/dealer/embedding/': 'readSettings',
  'PUT /api/dealer/embedding/': 'editSettings',
  'GET /api/dealer/scripts/': 'readSettings',
  'PUT /api/dealer/scripts/': 'editSettings',
  'GET /api/dealer/settings/': 'readSettings',
  'PUT /api/dealer/settings/': 'editSettings',
  'GET /api/dealer/settings/versions/': 'readSettings',
  'POST /api/dealer/settings/versions/{id}/rollback/': 'editSettings',
  'POST /api/dealer/settings/logos/': 'editSettings',
} as const satisfies Record<string, StaffPermission | typeof ANY_STAFF>;

export type StaffOperation = keyof typeof STAFF_OPERATIONS;

/** Operations under /api/dealer/ that are no staff call: signing in. */
export const PUBLIC_DEALER_OPERATIONS: readonly string[] = [
  'POST /api/dealer/auth/login/',
  // The second step of an admin's sign-in: the signed challenge of the password step is its credential.
  'POST /api/dealer/auth/login/second-factor/',
];

/**
 * Operations whose route applies the table's permission itself, after finding its target (the gate
 * asks for a staff member only): act-as, whose refusal the audit log records with the user asked for.
 */
export const ROUTE_CHECKED: ReadonlySet<StaffOperation> = new Set(['POST /api/dealer/users/{id}/act_as/']);

/**
 * An operation or a route as one key: `GET /api/dealer/customers/{}`, parameters as `{}` (Hono's
 * `:id{[0-9]+}` or OpenAPI's `{id}`), no trailing slash.
 */
export function operationKey(method: string, path: string): string {
  const normal = path
    .replace(/:[A-Za-z_]+(\{(?:[^{}]|\{[^}]*\})*\})?\??/g, '{}')
    .replace(/\{[A-Za-z_]+\}/g, '{}')
    .replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${normal}`;
}

const GATED = new Map<string, StaffOperation>(
  (Object.keys(STAFF_OPERATIONS) as StaffOperation[]).map((op) => {
    const [method = '', path = ''] = op.split(' ');
    return [operationKey(method, path), op];
  }),
);
const PUBLIC = new Set(
  PUBLIC_DEALER_OPERATIONS.map((op) => {
    const [method = '', path = ''] = op.split(' ');
    return operationKey(method, path);
  }),
);

/** The staff operation a request's route serves, if any (the first route that answers it). */
export function staffOperationOf(c: AppContext): StaffOperation | 'unlisted' | null {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
  if (!route) return null;
  const key = operationKey(route.method, route.path);
  const op = GATED.get(key);
  if (op) return op;
  // A route under /api/dealer/ missing from the table is refused to everyone (and fails the matrix).
  return route.path.startsWith('/api/dealer/') && !PUBLIC.has(key) ? 'unlisted' : null;
}

/**
 * The permission table applied to every staff call, before its route: a visitor is asked to sign in
 * (401; 440 when the session expired), a customer refused (403), a staff member refused (403) unless
 * their role has the operation's permission and they work for the tenant dealer.
 */
export function staffGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const op = staffOperationOf(c);
    if (op === 'unlisted') {
      requireStaff(c);
      deps.logger.error({ path: c.req.path }, 'staff route without a permission (STAFF_OPERATIONS)');
      throw forbidden();
    }
    if (op) await requireOperation(deps, c, op);
    await next();
  };
}

/** The signed-in staff member allowed `operation` by the table (see `staffGate`). */
export async function requireOperation(deps: AppDeps, c: AppContext, operation: StaffOperation) {
  const auth = requireStaff(c);
  if (ROUTE_CHECKED.has(operation)) return auth;
  const permission: StaffPermission | typeof ANY_STAFF = STAFF_OPERATIONS[operation];
  const dealer = c.get('dealer');
  const allowed =
    permission === ANY_STAFF
      ? await staffCoversDealer(deps, auth.user, dealer)
      : await roleMayFor(deps, auth.user, dealer, permission);
  if (!allowed) throw forbidden();
  return auth;
}

/**
 * A staff member as the console reads them (the sign-in's answer and `current_user`): whether their
 * account works at the asked dealership (a session begun at another one: the console says so rather
 * than failing at each call) and what they may do there (the console offers only what the server allows).
 */
export async function serializeStaff(deps: AppDeps, staff: UserRow, dealer: DealerRow) {
  return {
    ...serializeUser(staff),
    covers_dealer: await staffCoversDealer(deps, staff, dealer),
    permissions: await permissionsFor(deps, staff, dealer),
  };
}
