import {
  ACTIVE_PAYMENT_VALUES,
  type ActivePayments,
  type BlackBookTradeInAnswer,
  type BlackBookTradeInBody,
  isTradeInEditable,
  type Locale,
  moneyFieldText,
  type NumberInputResult,
  parseDistanceText,
  parseMoneyText,
  parseNumberText,
  TRADE_IN_CONDITION_KEYS,
  TRADE_IN_MAX_ODOMETER,
  TRADE_IN_MAX_OWING,
  type TradeInConditionKey,
  type TradeInOption,
} from '@storefront/domain';
import type { HttpClient } from '../../shared/api/http.ts';
import { createOrder } from '../orders/deferred.ts';
import type { OrderSummary } from '../orders/index.ts';
import { saveTradeIn } from './api/tradeIn.ts';
import { type BlackBookDraft, EMPTY_LIEN, type LienDraft } from './context.ts';
import type { StoredTradeIn } from './state.ts';
import { storedCatalogueVehicle } from './storedVehicle.ts';

const OPTIONS: readonly string[] = ['navigation_system', 'power_sunroof', 'technology_package'];

/**
 * The odometer as typed, read in the page's language (the domain's `parseDistanceText`: `12,290`
 * or `12 290 km`, the field's unit typed after it): a whole number of km or miles within the
 * valuation's range, or the reason it is not one.
 */
export function readOdometer(text: string, locale: Locale, unit: 'km' | 'mi'): NumberInputResult {
  return parseDistanceText(text, locale, unit, TRADE_IN_MAX_ODOMETER);
}

/** A whole number of km or miles within the valuation's range, or null. */
export function odometerOf(text: string, locale: Locale, unit: 'km' | 'mi'): number | null {
  const read = readOdometer(text, locale, unit);
  return read.ok ? read.value : null;
}

/** The condition keys answered yes. */
export function conditionOf(answers: BlackBookDraft['condition']): TradeInConditionKey[] {
  return TRADE_IN_CONDITION_KEYS.filter((k) => answers[k] === true);
}

type LienBody = Pick<
  BlackBookTradeInBody,
  | 'making_active_payments'
  | 'financing_amount_due'
  | 'leasing_residual_value'
  | 'leasing_payments_amount'
  | 'leasing_payment_left'
>;
export type LienField = 'due' | 'residual' | 'payment' | 'left';

/**
 * The active payments as the body sends them (money read in the page's language with the domain's
 * `parseMoneyText`: `$65,000.50`, `65 000,50 $`), or the fields that are not amounts.
 */
export function lienOf(
  lien: LienDraft,
  locale: Locale,
): { ok: true; body: LienBody; payoffCents: number } | { ok: false; errors: LienField[] } {
  if (!lien.answer || lien.answer === 'N') {
    return { ok: true, body: lien.answer ? { making_active_payments: 'N' } : {}, payoffCents: 0 };
  }
  const money = (text: string) => parseMoneyText(text, locale, TRADE_IN_MAX_OWING);
  if (lien.answer === 'F') {
    const due = money(lien.due);
    return due.ok
      ? {
          ok: true,
          body: { making_active_payments: 'F', financing_amount_due: due.value },
          payoffCents: due.value,
        }
      : { ok: false, errors: ['due'] };
  }
  const residual = money(lien.residual);
  const payment = money(lien.payment);
  const left = parseNumberText(lien.left, locale, { decimals: 0, max: 120 });
  const errors: LienField[] = [];
  if (!residual.ok) errors.push('residual');
  if (!payment.ok) errors.push('payment');
  if (!left.ok) errors.push('left');
  if (!residual.ok || !payment.ok || !left.ok) return { ok: false, errors };
  return {
    ok: true,
    body: {
      making_active_payments: 'L',
      leasing_residual_value: residual.value,
      leasing_payments_amount: payment.value,
      leasing_payment_left: left.value,
    },
    payoffCents: residual.value + payment.value * left.value,
  };
}

/**
 * The text of a money field for cents, grouped as the page writes it and as the shopper typed it:
 * `9,500.50`, fr `9 500,50` (the domain's `moneyFieldText`).
 */
const moneyText = (cents: number | undefined, locale: Locale) =>
  cents === undefined ? '' : moneyFieldText(cents, locale);

/** The order's trade-in lien as the fields show it. */
export function lienDraftOf(lien: BlackBookTradeInAnswer['lien'], locale: Locale): LienDraft {
  if (!lien) return EMPTY_LIEN;
  return {
    answer: lien.making_active_payments,
    due: moneyText(lien.financing_amount_due, locale),
    residual: moneyText(lien.leasing_residual_value, locale),
    payment: moneyText(lien.leasing_payments_amount, locale),
    left: lien.leasing_payment_left === undefined ? '' : String(lien.leasing_payment_left),
  };
}

/**
 * Saves the draft on the customer's order of the vehicle (created when there is none): the order's
 * trade-in is changed when it has one, else created; the server values it again.
 */
export async function saveDraft(
  http: HttpClient,
  vehicleId: number,
  order: OrderSummary | null,
  tradeIn: BlackBookTradeInAnswer | null,
  draft: Pick<BlackBookDraft, 'vehicle' | 'odometer' | 'options' | 'condition' | 'lien'>,
  locale: Locale,
  unit: 'km' | 'mi',
): Promise<BlackBookTradeInAnswer | null> {
  const odometer = odometerOf(draft.odometer, locale, unit);
  const lien = lienOf(draft.lien, locale);
  if (!draft.vehicle || odometer === null || !lien.ok) return null;
  const saved = order ?? (await createOrder(http, { vehicle: vehicleId }));
  // An excluded trade-in stays as it was: a new one is created.
  const current = tradeIn && isTradeInEditable(tradeIn.status) ? tradeIn.id : null;
  return saveTradeIn(http, current, {
    order: saved.id,
    vid: draft.vehicle.vid,
    odometer,
    accessories: draft.options,
    condition: conditionOf(draft.condition),
    ...lien.body,
  });
}

/** What the persisted store keeps of a draft. */
export function storedOf(draft: BlackBookDraft, saveAtSignIn: boolean): StoredTradeIn {
  return {
    vehicle: draft.vehicle,
    odometer: draft.odometer,
    options: draft.options,
    condition: draft.condition,
    lien: draft.lien,
    saveAtSignIn,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 24) : '');

/** Active payments read back from the shopper's storage (not trusted). */
export function storedLien(stored: unknown): LienDraft {
  const l = stored as Partial<Record<keyof LienDraft, unknown>> | null | undefined;
  if (!l || typeof l !== 'object') return EMPTY_LIEN;
  const answer = (ACTIVE_PAYMENT_VALUES as readonly unknown[]).includes(l.answer)
    ? (l.answer as ActivePayments)
    : null;
  return {
    answer,
    due: text(l.due),
    residual: text(l.residual),
    payment: text(l.payment),
    left: text(l.left),
  };
}

function storedCondition(stored: unknown): BlackBookDraft['condition'] {
  if (!stored || typeof stored !== 'object') return {};
  const c = stored as Record<string, unknown>;
  return Object.fromEntries(
    TRADE_IN_CONDITION_KEYS.filter((k) => typeof c[k] === 'boolean').map((k) => [k, c[k]]),
  );
}

/** A stored draft read back (storage is not trusted: anything of another shape is no draft). */
export function draftOf(
  stored: unknown,
): (Omit<BlackBookDraft, 'estimate'> & { saveAtSignIn: boolean }) | null {
  const s = stored as Partial<StoredTradeIn> | null | undefined;
  if (!s || typeof s !== 'object' || typeof s.odometer !== 'string' || !Array.isArray(s.options)) return null;
  const vehicle = storedCatalogueVehicle(s.vehicle);
  return {
    vehicle,
    odometer: s.odometer.slice(0, 12),
    options: s.options.filter((o): o is TradeInOption => typeof o === 'string' && OPTIONS.includes(o)),
    condition: storedCondition(s.condition),
    lien: storedLien(s.lien),
    saveAtSignIn: s.saveAtSignIn === true,
  };
}
