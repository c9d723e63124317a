import type { StaffUser } from '../types.ts';

// Who may open the storefront settings (the server's staff permission table: readSettings for
// managers and admins, editSettings for admins). Apart from the page, so the console's navigation
// asks it without loading the page's chunk.

export const mayReadSettings = (user: StaffUser): boolean =>
  ['dealer_sales_manager', 'dealer_admin', 'organization_admin', 'super_admin'].includes(user.role);

export const mayEditSettings = (user: StaffUser): boolean =>
  ['dealer_admin', 'organization_admin', 'super_admin'].includes(user.role);
