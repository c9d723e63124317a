/**
 * Deposit rules (spec 2 §3, §4, §7): the fee of each fee mode in integer cents, the order's deposit
 * codes, the wire body of a charge, and the sandbox processor's test cards and tokens.
 *
 * The sandbox follows Stripe's published test-card semantics. Its tokens are made in the browser
 * from the card (as Stripe's Payment Element does at Stripe): a token names the test outcome, the
 * brand and the last four digits, never the card number.
 */
import { z } from 'zod';
import { MAX_RECORD_ID } from '../schemas/customer-calls.ts';
import { DEPOSIT_FEE_MODES, type DepositFeeMode, depositFormSchema } from '../schemas/deposit.ts';

/** A dealer's deposit fee settings. The processing rate is in basis points of the deposit. */
export interface DepositFeeSettings {
  readonly fee_mode: DepositFeeMode;
  /** Processing fee rate in basis points (290 = 2.9 %). */
  readonly processing_fee_bp: number;
  /** Fixed fee in cents. */
  readonly fixed_fee: number;
}

export const NO_DEPOSIT_FEE: DepositFeeSettings = { fee_mode: 'No Fee', processing_fee_bp: 0, fixed_fee: 0 };

/** Processing fee of an amount in cents: the rate applied, rounded half up to the cent. */
export function processingFee(amount: number, bp: number): number {
  return Math.floor((amount * bp + 5000) / 10000);
}

/** The fee the shopper pays on top of the deposit, in cents, for the dealer's fee mode. */
export function depositFee(amount: number, settings: DepositFeeSettings): number {
  switch (settings.fee_mode) {
    case 'No Fee':
      return 0;
    case 'Charge Processing Fee':
      return processingFee(amount, settings.processing_fee_bp);
    case 'Charge Fixed Fee':
      return settings.fixed_fee;
    case 'Charge Processing + Fixed Fee':
      return processingFee(amount, settings.processing_fee_bp) + settings.fixed_fee;
  }
}

/** What the card is charged: the deposit and its fee, in cents. */
export function depositCharge(amount: number, settings: DepositFeeSettings) {
  const fee = depositFee(amount, settings);
  return { amount, fee, total: amount + fee };
}

export const depositFeeModeSchema = z.enum(DEPOSIT_FEE_MODES);

/** An idempotency key: one a payment attempt, the same on a double submit or a retry. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Enter a key of 16 to 64 letters, digits, dashes or underscores.');

/** POST /api/customer/deposit/charge_deposit/: the form, the order, geo validation, the attempt's key. */
export const depositChargeSchema = depositFormSchema.extend({
  order: z.number().int().positive().max(MAX_RECORD_ID, 'Unknown order.'),
  geo_validate: z.literal(true),
  idempotency_key: idempotencyKeySchema,
  token: z.string().min(1).max(200),
});
export type DepositCharge = z.infer<typeof depositChargeSchema>;

// Sandbox processor -------------------------------------------------------------------------------

/** What a sandbox test card does (Stripe's test cards). */
export const SANDBOX_OUTCOMES = [
  'succeeded',
  'declined',
  'insufficient_funds',
  'authentication_required',
] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Stripe's published test cards the sandbox knows, by number. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, { brand: string; outcome: SandboxOutcome }>> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeded' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeded' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', outcome: 'authentication_required' },
};

export interface SandboxCard {
  readonly number: string;
  /** MM/YY */
  readonly expiry: string;
  readonly cvc: string;
}

export type SandboxTokenResult =
  | { readonly ok: true; readonly token: string; readonly brand: string; readonly last4: string }
  | { readonly ok: false; readonly field: 'number' | 'expiry' | 'cvc' };

/**
 * A card's expiry as shoppers type it, printed MM/YY on the card: `1229`, `12/29`, `12 / 29`,
 * `12-29`, `1/29` or `12/2029`. Null for anything else (no month 0 or 13, no one-digit year).
 */
export function parseCardExpiry(text: string): { readonly month: number; readonly year: number } | null {
  const plain = text.trim();
  const parts = /^(\d{2})(\d{2})$/.exec(plain) ?? /^(\d{1,2})\s*[/\-.]\s*(\d{2}|\d{4})$/.exec(plain) ?? null;
  if (!parts) return null;
  const month = Number(parts[1]);
  const yearText = parts[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Tokenises a card as the sandbox does in the browser. `today` is YYYY-MM-DD, `nonce` a random
 * string of the caller (the domain has no clock and no randomness). Only the test cards tokenise.
 */
export function sandboxTokenize(card: SandboxCard, today: string, nonce: string): SandboxTokenResult {
  const number = card.number.replace(/[\s-]/g, '');
  const known = SANDBOX_TEST_CARDS[number];
  if (!known) return { ok: false, field: 'number' };
  const expiry = parseCardExpiry(card.expiry);
  const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
  if (!expiry || expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth)) {
    return { ok: false, field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cvc' };
  const last4 = number.slice(-4);
  const safeNonce = nonce.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
  return {
    ok: true,
    token: `tok_sandbox_${known.outcome}_${known.brand}_${last4}_${safeNonce}`,
    brand: known.brand,
    last4,
  };
}

const SANDBOX_TOKEN =
  /^tok_sandbox_(succeeded|declined|insufficient_funds|authentication_required)_([a-z]+)_(\d{4})_[A-Za-z0-9]{8,32}$/;

/** The outcome, brand and last four digits a sandbox token names; null for anything else. */
export function parseSandboxToken(
  token: string,
): { outcome: SandboxOutcome; brand: string; last4: string } | null {
  const m = SANDBOX_TOKEN.exec(token);
  if (!m) return null;
  return { outcome: m[1] as SandboxOutcome, brand: m[2] ?? '', last4: m[3] ?? '' };
}
