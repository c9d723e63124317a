/**
 * PRAQ (personalised quote) flow rules (spec 2 §3 and §4): at most 3 quotes; deleting one
 * recalculates the count; the flow's derived flags.
 */
import { PRAQ_MAX_QUOTES } from '../constants.ts';
import type { PraqFlow, PraqQuote } from '../schemas/praq.ts';

export function canAddQuote(quotes: readonly PraqQuote[]): boolean {
  return quotes.length < PRAQ_MAX_QUOTES;
}

function quoteSignature(q: PraqQuote): string {
  const acc = q.accessories.map((a) => a.id).sort((a, b) => a - b);
  const plans = q.protection_plan_prices.map((p) => p.id).sort((a, b) => a - b);
  return JSON.stringify([acc, plans]);
}

/** The flow's derived fields from its quotes. */
export function summarizePraqFlow(
  id: number,
  praqs: readonly PraqQuote[],
  options: { readonly quoteExpiryDate?: string | null; readonly isPraqModified?: boolean } = {},
): PraqFlow {
  if (praqs.length > PRAQ_MAX_QUOTES)
    throw new RangeError(`A PRAQ flow holds at most ${PRAQ_MAX_QUOTES} quotes`);
  const signatures = praqs.map(quoteSignature);
  return {
    id,
    praqs: [...praqs],
    quotesCount: praqs.length,
    quotesWithAvailableVehicleCount: praqs.filter((q) => q.vehicle_available).length,
    hasIdenticalQuotes: new Set(signatures).size < signatures.length,
    hasQuotesTouched: praqs.some((q) => q.touched),
    hasQuotesExpireDateSet: praqs.length > 0 && praqs.every((q) => q.quote_expiry !== null),
    isMaxNumberOfQuotesReached: praqs.length >= PRAQ_MAX_QUOTES,
    quoteExpiryDate: options.quoteExpiryDate ?? null,
    isPraqModified: options.isPraqModified ?? false,
  };
}

/** Adds a quote; throws when the flow already holds 3. */
export function addQuote(flow: PraqFlow, quote: PraqQuote): PraqFlow {
  if (!canAddQuote(flow.praqs)) throw new RangeError(`A PRAQ flow holds at most ${PRAQ_MAX_QUOTES} quotes`);
  return summarizePraqFlow(flow.id, [...flow.praqs, quote], {
    quoteExpiryDate: flow.quoteExpiryDate,
    isPraqModified: true,
  });
}

/** Deletes a quote and recalculates the count. */
export function deleteQuote(flow: PraqFlow, quoteId: number): PraqFlow {
  return summarizePraqFlow(
    flow.id,
    flow.praqs.filter((q) => q.id !== quoteId),
    { quoteExpiryDate: flow.quoteExpiryDate, isPraqModified: true },
  );
}

/** A pre-approval quote is applied by the praq_id query value if present and no order conflicts. */
export function praqToApply(
  query: Readonly<Record<string, string | undefined>>,
  orderConflicts: boolean,
): number | null {
  const raw = query.praq_id;
  if (!raw || orderConflicts || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}
