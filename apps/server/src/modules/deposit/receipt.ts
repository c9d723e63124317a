/**
 * The deposit's receipt: what a card receipt carries (the dealership, the amount and its currency,
 * the card's brand and last four digits, the date, our reference and the terms of the hold or the
 * charge), answered to the receipt page and e-mailed once through the outbox in the shopper's language.
 * Its link is on the configured origin (`linkOrigin`), never the request's Host.
 */
import { formatLongDate, formatMoney, type Locale, zonedDate } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { type DealerRow, type DepositRow, users } from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { linkOrigin } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { dealerDeposit } from './service.ts';

/** Statuses with a receipt: the money is held or charged. */
export function hasReceipt(row: Pick<DepositRow, 'status'>): boolean {
  return row.status === 'pre_authorized' || row.status === 'confirmed';
}

/** The deposit's public reference (the order's reserveit id). */
export function referenceOf(row: Pick<DepositRow, 'id'>): string {
  return `dep_${row.id}`;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export function brandName(brand: string | null): string {
  return brand ? (BRANDS[brand] ?? brand) : '';
}

export async function emailReceipt(
  deps: AppDeps,
  dealer: DealerRow,
  row: DepositRow,
  language: string,
): Promise<void> {
  if (!hasReceipt(row)) return;
  const [customer] = await deps.database.db.select().from(users).where(eq(users.id, row.customerId));
  if (!customer) return;
  const fr = language === 'fr';
  const locale: Locale = fr ? 'fr-CA' : dealer.country === 'US' ? 'en-US' : 'en-CA';
  const currency = row.currency === 'USD' ? 'USD' : 'CAD';
  const money = (cents: number) => formatMoney(cents, locale, { currency });
  const total = `${money(row.total)} ${currency}`;
  const date = formatLongDate(zonedDate((row.paidAt ?? deps.now()).getTime(), dealer.timezone), locale);
  const card = row.cardLast4
    ? fr
      ? `${brandName(row.cardBrand)} se terminant par ${row.cardLast4}`
      : `${brandName(row.cardBrand)} ending in ${row.cardLast4}`
    : '';
  const cancellationFee = dealerDeposit(dealer).cancellationFee;
  const fee = money(cancellationFee);
  const held = row.status === 'pre_authorized';
  // No cancellation fee: the terms say the deposit comes back whole, not "a fee of $0.00".
  const terms = fr
    ? held
      ? `Ce montant est retenu sur votre carte, pas débité. ${dealer.name} le débite à l’achat du véhicule, ou libère la retenue si la transaction ne se fait pas${cancellationFee > 0 ? ` (des frais d’annulation de ${fee} peuvent s’appliquer)` : ''}.`
      : `Ce montant a été débité de votre carte et compte dans le prix du véhicule. ${cancellationFee > 0 ? `Si vous annulez, il est remboursé moins des frais d’annulation de ${fee}.` : 'Si vous annulez, il vous est remboursé en entier.'}`
    : held
      ? `This amount is held on your card, not charged. ${dealer.name} charges it when you buy the vehicle, or releases the hold if the deal does not go ahead${cancellationFee > 0 ? ` (a cancellation fee of ${fee} may apply)` : ''}.`
      : `This amount was charged to your card and counts toward the vehicle. ${cancellationFee > 0 ? `If you cancel, it is refunded less a cancellation fee of ${fee}.` : 'If you cancel, it is refunded in full.'}`;
  const link = `${linkOrigin(deps.config)}/${dealer.code}/${fr ? 'fr' : 'en'}/deposit/${row.vehicleId}/receipt/`;
  const lines = fr
    ? [
        `Bonjour ${customer.firstName},`,
        '',
        `Reçu de votre dépôt chez ${dealer.name}`,
        `Montant : ${total}`,
        `Carte : ${card}`,
        `Date : ${date}`,
        `Référence : ${referenceOf(row)}`,
        '',
        terms,
        '',
        `Votre reçu en ligne : ${link}`,
        `${dealer.name}, ${dealer.fullAddress}, ${dealer.phone}`,
      ]
    : [
        `Hello ${customer.firstName},`,
        '',
        `Receipt for your deposit at ${dealer.name}`,
        `Amount: ${total}`,
        `Card: ${card}`,
        `Date: ${date}`,
        `Reference: ${referenceOf(row)}`,
        '',
        terms,
        '',
        `Your receipt online: ${link}`,
        `${dealer.name}, ${dealer.fullAddress}, ${dealer.phone}`,
      ];
  await sendEmail(deps, dealer, {
    kind: 'deposit_receipt',
    to: customer.email,
    subject: fr ? `Reçu de dépôt : ${dealer.name}` : `Deposit receipt: ${dealer.name}`,
    text: `${lines.join('\n')}\n`,
  });
}
