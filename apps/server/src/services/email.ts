import { eq } from 'drizzle-orm';
import type { DealerRow } from '../db/schema.ts';
import { emailOutbox } from '../db/schema.ts';
import type { AppDeps } from '../http/env.ts';
import type { MailAttachment } from './mailer.ts';

/**
 * Every kind of e-mail the server sends. A new e-mail adds its kind here; `test/french-emails.test.ts`
 * renders every kind meant for a person in French and checks its typography, so it fails until the
 * new one is rendered there too.
 */
export const EMAIL_KINDS = [
  'reentry_code',
  'login_link',
  /** "Log in" with an address that has no account at the dealer: a link to the sign-up. */
  'sign_in_no_account',
  'order_link',
  'question_received',
  /** A staff member's reply to a shopper's question, from the console. */
  'question_reply',
  'appointment_confirmation',
  'test_drive_confirmation',
  'deposit_receipt',
  'deposit_captured',
  'deposit_released',
  'deposit_refunded',
  'trade_in_offer',
  'trade_in_mobile_view',
  /** The personalised quotes a rep prepared, to their customer (modules/praq/routes.ts). */
  'praq_quotes',
  /** A lead's ADF document to the dealer's CRM address (modules/leads/delivery.ts). */
  'crm_lead',
] as const;

export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface EmailOutcome {
  outboxId: number | null;
  /** sent (SMTP accepted it), kept (no SMTP: in the outbox only) or failed (SMTP refused it). */
  status: 'sent' | 'kept' | 'failed';
  error?: string;
}

/**
 * Every e-mail goes through the outbox table. With SMTP_URL it is then sent (status sent or failed);
 * without, it is kept (status kept) and readable on the dev mailbox page.
 */
export async function sendEmail(
  deps: AppDeps,
  dealer: DealerRow,
  email: OutgoingEmail,
): Promise<EmailOutcome> {
  const db = deps.database.db;
  const smtp = deps.mailer.kind === 'smtp';
  const [row] = await db
    .insert(emailOutbox)
    .values({
      dealerId: dealer.id,
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      attachments: email.attachments ?? null,
      status: smtp ? 'pending' : 'kept',
      createdAt: deps.now(),
    })
    .returning({ id: emailOutbox.id });
  try {
    await deps.mailer.send({
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.attachments ? { attachments: email.attachments } : {}),
    });
    if (smtp && row)
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: deps.now() })
        .where(eq(emailOutbox.id, row.id));
    return { outboxId: row?.id ?? null, status: smtp ? 'sent' : 'kept' };
  } catch (error) {
    deps.logger.error({ err: error, outboxId: row?.id }, 'e-mail delivery failed');
    if (row)
      await db
        .update(emailOutbox)
        .set({ status: 'failed', error: String(error).slice(0, 500) })
        .where(eq(emailOutbox.id, row.id));
    return { outboxId: row?.id ?? null, status: 'failed', error: String(error).slice(0, 500) };
  }
}
