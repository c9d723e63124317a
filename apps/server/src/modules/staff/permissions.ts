import { effectiveRole, type Role } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { type DealerRow, dealers, type UserRow } from '../../db/schema.ts';
import { forbidden, requireStaff } from '../../http/auth.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { serializeUser } from '../user/service.ts';

// What each staff role may do, as one table every staff call is checked against (`requirePermission`)
// and that test/deal/praq-permissions.test.ts and test/dealer-console.test.ts check as matrices. The
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

/**
 * The signed-in staff member, when their role has `permission` and they work for the tenant dealer:
 * a visitor is asked to sign in (401), anyone else refused (403).
 */
export async function requirePermission(deps: AppDeps, c: AppContext, permission: StaffPermission) {
  const auth = requireStaff(c);
  if (!(await roleMayFor(deps, auth.user, c.get('dealer'), permission))) throw forbidden();
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
