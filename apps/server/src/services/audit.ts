import { auditLog } from '../db/schema.ts';
import type { AppDeps } from '../http/env.ts';

export type AuditAction =
  | 'staff_login'
  // An admin's TOTP second factor (modules/staff/totp.ts): turned on, off, a wrong code at sign-in.
  | 'staff_totp_enrolled'
  | 'staff_totp_disabled'
  | 'staff_second_factor_failed'
  | 'act_as_start'
  | 'act_as_denied'
  | 'act_as_end'
  | 'back_to_dealer_panel'
  | 'payment_settings_update'
  | 'trade_in_offer_made'
  | 'trade_in_offer_withdrawn'
  | 'trade_in_declined_by_dealer'
  // Credit applications (modules/credit-app): every staff read of an application, every decision.
  | 'credit_application_read'
  | 'credit_application_decided'
  | 'deposit_released'
  | 'deposit_captured'
  | 'deposit_refunded'
  // Privacy requests (modules/privacy): a download of the customer's data, an erasure.
  | 'privacy_export'
  | 'privacy_erasure'
  // Embedding (modules/embedding): the dealer's embedding origins replaced.
  | 'embedding_origins_update'
  // The dealer's analytics ids, pixel and third-party scripts (modules/embedding/scripts-routes.ts).
  | 'third_party_scripts_update'
  // Storefront settings (modules/storefront-settings): a change saved as a version, a rollback.
  | 'storefront_settings_update'
  | 'storefront_settings_rollback'
  // The dealer console's inbox (modules/appointment/dealer-routes.ts): visits and test drives.
  | 'appointment_confirmed'
  | 'appointment_moved'
  | 'appointment_canceled'
  | 'test_drive_confirmed'
  | 'test_drive_canceled'
  // The console's Questions (modules/staff/questions.ts): a question marked answered, or replied to.
  | 'question_answered'
  | 'question_replied'
  // The console's Leads (modules/leads/staff.ts): a lead marked handled.
  | 'lead_handled'
  // A salesperson's configuration made for a shopper (modules/praq/configurations.ts).
  | 'configuration_created';

export async function audit(
  deps: AppDeps,
  row: {
    dealerId: number;
    actorUserId: number;
    subjectUserId: number | null;
    action: AuditAction;
    ip: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await deps.database.db.insert(auditLog).values({ ...row, createdAt: deps.now() });
}
