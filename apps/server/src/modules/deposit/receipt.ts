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
import { localAddress } from '../inventory/serializers.ts';
import { emailLanguageOf } from '../user/service.ts';
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

/** What every deposit e-mail says of the deposit, in the customer's language. */
async function depositMail(deps: AppDeps, dealer: DealerRow, row: DepositRow, language: string | null) {
  const [customer] = await deps.database.db.select().from(users).where(eq(users.id, row.customerId));
  if (!customer) return null;
  const fr = (language ?? emailLanguageOf(customer, dealer)) === 'fr';
  const locale: Locale = fr ? 'fr-CA' : dealer.country === 'US' ? 'en-US' : 'en-CA';
  const currency = row.currency === 'USD' ? 'USD' : 'CAD';
  const money = (cents: number) => formatMoney(cents, locale, { currency });
  const card = row.cardLast4
    ? fr
      ? `${brandName(row.cardBrand)} se terminant par ${row.cardLast4}`
      : `${brandName(row.cardBrand)} ending in ${row.cardLast4}`
    : '';
  return {
    customer,
    fr,
    money,
    /** The amount, the card, the date and the reference, as lines. */
    facts: (date: Date) => {
      const when = formatLongDate(zonedDate(date.getTime(), dealer.timezone), locale);
      const total = `${money(row.total)} ${currency}`;
      return fr
        ? [
            `Montant\u00a0: ${total}`,
            `Carte\u00a0: ${card}`,
            `Date\u00a0: ${when}`,
            `Référence\u00a0: ${referenceOf(row)}`,
          ]
        : [`Amount: ${total}`, `Card: ${card}`, `Date: ${when}`, `Reference: ${referenceOf(row)}`];
    },
    link: `${linkOrigin(deps.config)}/${dealer.code}/${fr ? 'fr' : 'en'}/deposit/${row.vehicleId}/receipt/`,
    signature: `${dealer.name}, ${localAddress(dealer, fr ? 'fr' : 'en')}, ${dealer.phone}`,
  };
}

export async function emailReceipt(
  deps: AppDeps,
  dealer: DealerRow,
  row: DepositRow,
  language: string,
): Promise<void> {
  if (!hasReceipt(row)) return;
  const mail = await depositMail(deps, dealer, row, language);
  if (!mail) return;
  const { customer, fr, money } = mail;
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
  const facts = mail.facts(row.paidAt ?? deps.now());
  const lines = fr
    ? [
        `Bonjour ${customer.firstName},`,
        '',
        `Reçu de votre dépôt chez ${dealer.name}`,
        ...facts,
        '',
        terms,
        '',
        `Votre reçu en ligne\u00a0: ${mail.link}`,
        mail.signature,
      ]
    : [
        `Hello ${customer.firstName},`,
        '',
        `Receipt for your deposit at ${dealer.name}`,
        ...facts,
        '',
        terms,
        '',
        `Your receipt online: ${mail.link}`,
        mail.signature,
      ];
  await sendEmail(deps, dealer, {
    kind: 'deposit_receipt',
    to: customer.email,
    subject: fr ? `Reçu de dépôt\u00a0: ${dealer.name}` : `Deposit receipt: ${dealer.name}`,
    text: `${lines.join('\n')}\n`,
  });
}

/** What staff did to a deposit, as the customer is told it: its subject and what it means, per language. */
const CHANGES = {
  captured: {
    en: {
      subject: 'Your deposit was charged',
      says: (dealer: string) =>
        `${dealer} charged the deposit held on your card. It counts toward the vehicle.`,
    },
    fr: {
      subject: 'Votre dépôt a été débité',
      says: (dealer: string) =>
        `${dealer} a débité le dépôt retenu sur votre carte. Il compte dans le prix du véhicule.`,
    },
  },
  released: {
    en: {
      subject: 'The hold of your deposit was released',
      says: (dealer: string) =>
        `${dealer} released the hold on your card: nothing was charged, and the vehicle is no longer reserved for you.`,
    },
    fr: {
      subject: 'Retenue de votre dépôt libérée',
      says: (dealer: string) =>
        `${dealer} a libéré la retenue sur votre carte\u00a0: rien n’a été débité, et le véhicule n’est plus réservé pour vous.`,
    },
  },
  refunded: {
    en: {
      subject: 'Your deposit was refunded',
      says: (dealer: string) =>
        `${dealer} refunded your deposit: it is refunded to your card (your bank may take a few days to show it), and the vehicle is no longer reserved for you.`,
    },
    fr: {
      subject: 'Votre dépôt a été remboursé',
      says: (dealer: string) =>
        `${dealer} a remboursé votre dépôt sur votre carte (votre banque peut prendre quelques jours à l’afficher), et le véhicule n’est plus réservé pour vous.`,
    },
  },
} as const;

/**
 * Tells the customer, once per change (the caller sends it when the deposit changed), that staff
 * charged, released or refunded their deposit, in the language of their account (else the dealer's
 * first), whatever the staff member's page is in.
 */
export async function emailDepositChange(
  deps: AppDeps,
  dealer: DealerRow,
  row: DepositRow,
  change: keyof typeof CHANGES,
): Promise<void> {
  const mail = await depositMail(deps, dealer, row, null);
  if (!mail) return;
  const { customer, fr } = mail;
  const text = CHANGES[change][fr ? 'fr' : 'en'];
  const receipt = `${fr ? 'Votre reçu en ligne\u00a0:' : 'Your receipt online:'} ${mail.link}`;
  const lines = [
    `${fr ? 'Bonjour' : 'Hello'} ${customer.firstName},`,
    '',
    text.says(dealer.name),
    ...mail.facts(deps.now()),
    '',
    // A charged deposit keeps its receipt; one given back has none any more.
    ...(change === 'captured' ? [receipt] : []),
    mail.signature,
  ];
  await sendEmail(deps, dealer, {
    kind: `deposit_${change}`,
    to: customer.email,
    subject: `${text.subject}${fr ? '\u00a0: ' : ': '}${dealer.name}`,
    text: `${lines.join('\n')}\n`,
  });
}
