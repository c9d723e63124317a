/**
 * Trade-in rules (spec 3 §2, §4 and §5): completeness per step, editability and status rules,
 * black-book redirects, trade-in 2 step moves, photo changes and the trade-in system check.
 */
import { TRADE_IN_STEP_START } from '../constants.ts';
import { TRADE_IN_SYSTEMS, type TradeInSystem } from '../schemas/dealer.ts';
import {
  TRADE_IN_IMAGE_FIELDS,
  type TradeIn,
  type TradeInImageField,
  type TradeInStatus,
} from '../schemas/trade-in.ts';

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Details fields; zero is accepted (spec 3 §5). */
export const TRADE_IN_DETAIL_FIELDS = ['vid', 'year', 'make', 'model', 'trim', 'odometer'] as const;

/** Details incomplete if any of vid, year, make, model, trim, odometer is empty (zero accepted). */
export function missingDetails(t: Partial<TradeIn>): string[] {
  return TRADE_IN_DETAIL_FIELDS.filter((f) => !present(t[f]));
}
export function isDetailsComplete(t: Partial<TradeIn>): boolean {
  return missingDetails(t).length === 0;
}

/** Fields each active-payments answer needs: F financing, L leasing, N none. */
export const ACTIVE_PAYMENT_REQUIRED_FIELDS = Object.freeze({
  N: [],
  F: ['financing_amount_due'],
  L: ['leasing_residual_value', 'leasing_payments_amount', 'leasing_payment_left'],
} as const);

/** History incomplete if the active-payments answer is set and its required fields are missing. */
export function missingHistory(t: Partial<TradeIn>): string[] {
  const answer = t.making_active_payments;
  if (!answer) return [];
  return ACTIVE_PAYMENT_REQUIRED_FIELDS[answer].filter((f) => !present(t[f]));
}
export function isHistoryComplete(t: Partial<TradeIn>): boolean {
  return missingHistory(t).length === 0;
}

/** Images incomplete if any of the six angles is missing. */
export function missingImages(
  images: Partial<Record<TradeInImageField, string | null>> | null | undefined,
): TradeInImageField[] {
  return TRADE_IN_IMAGE_FIELDS.filter((f) => !present(images?.[f]));
}
export function isImagesComplete(
  images: Partial<Record<TradeInImageField, string | null>> | null | undefined,
): boolean {
  return missingImages(images).length === 0;
}

/** Completeness of each step of the older trade-in flow. */
export function tradeInCompleteness(t: Partial<TradeIn>): {
  details: boolean;
  history: boolean;
  images: boolean;
  all: boolean;
} {
  const details = isDetailsComplete(t);
  const history = isHistoryComplete(t);
  const images = isImagesComplete(t.images);
  return { details, history, images, all: details && history && images };
}

/** A trade-in with no status or draft is editable. */
export function isTradeInEditable(status: TradeInStatus | null | undefined): boolean {
  return status === null || status === undefined || status === 'draft';
}

/** Accepting the offer emits included; declining emits excluded. */
export function statusAfterOfferDecision(decision: 'accept' | 'decline'): TradeInStatus {
  return decision === 'accept' ? 'included' : 'excluded';
}

/** The customer may accept or decline only while awaiting customer. */
export function canDecideOffer(status: TradeInStatus | null | undefined): boolean {
  return status === 'awaiting_customer';
}

/**
 * Black-book redirects: welcome and details go to review when the status is included; review goes
 * to vehicle details when there is no valuation.
 */
export function blackBookRedirect(
  route: 'welcome' | 'details' | 'review',
  t: { readonly status?: TradeInStatus | null; readonly valuation?: unknown },
): 'review' | 'details' | null {
  if ((route === 'welcome' || route === 'details') && t.status === 'included') return 'review';
  if (route === 'review' && (t.valuation === null || t.valuation === undefined)) return 'details';
  return null;
}

/** Review title becomes 'offer' when the trade-in has a current offer. */
export function reviewTitleId(t: { readonly current_offer?: unknown }): string {
  return t.current_offer ? 'trade_in.sidebar.offer' : 'trade_in.sidebar.review';
}

/** Review description per status; included and excluded greet the user by name. */
export function reviewDescription(status: TradeInStatus | null | undefined): {
  id: string | null;
  greets: boolean;
} {
  switch (status ?? 'draft') {
    case 'awaiting_customer':
      return { id: null, greets: false };
    case 'included':
    case 'excluded':
      return { id: `trade_in.review.desc.${status}`, greets: true };
    default:
      return { id: `trade_in.review.desc.${status ?? 'draft'}`, greets: false };
  }
}

/** Trade-in 2 step counter: starts at 0, forward only below max, back only above min. */
export interface StepCounter {
  readonly step: number;
  readonly min: number;
  readonly max: number;
}
export function initialStepCounter(max: number, min = TRADE_IN_STEP_START): StepCounter {
  return { step: min, min, max };
}
export function stepForward(c: StepCounter): StepCounter {
  return c.step < c.max ? { ...c, step: c.step + 1 } : c;
}
export function stepBack(c: StepCounter): StepCounter {
  return c.step > c.min ? { ...c, step: c.step - 1 } : c;
}

/** The trade-in system must be supported; anything else throws 'Unsupported trade in system'. */
export function assertTradeInSystem(system: string | null | undefined): TradeInSystem {
  if (system && (TRADE_IN_SYSTEMS as readonly string[]).includes(system)) return system as TradeInSystem;
  throw new Error('Unsupported trade in system');
}

/** VIN is upper-cased; sent at once when a trade-in exists, else held locally. */
export function vinAction(vin: string, tradeInId: number | null | undefined): { vin: string; send: boolean } {
  return { vin: vin.trim().toUpperCase(), send: tradeInId !== null && tradeInId !== undefined };
}

/** Images are uploaded or deleted only when a trade-in exists; deleting sends the field as null. */
export function imagePatch(
  field: TradeInImageField,
  value: string | null,
  tradeInId: number | null | undefined,
): Partial<Record<TradeInImageField, string | null>> | null {
  if (tradeInId === null || tradeInId === undefined) return null;
  return { [field]: value };
}

/**
 * Photo watcher step: image fields that differ between the known trade-in and the polled one;
 * merge them and call the change callback when non-empty.
 */
export function changedImages(
  known: Partial<Record<TradeInImageField, string | null>>,
  polled: Partial<Record<TradeInImageField, string | null>>,
): Partial<Record<TradeInImageField, string | null>> {
  const changes: Partial<Record<TradeInImageField, string | null>> = {};
  for (const f of TRADE_IN_IMAGE_FIELDS) {
    if (f in polled && (polled[f] ?? null) !== (known[f] ?? null)) changes[f] = polled[f] ?? null;
  }
  return changes;
}

/** Whether to watch photos: when the trade-in has has_message_sent. */
export function shouldWatchPhotos(t: { readonly has_message_sent?: boolean }): boolean {
  return Boolean(t.has_message_sent);
}

/** Answers to send after saving a trade-in 2: update when the answer has an id, else create. */
export function answerOperation(answer: { readonly id?: number | null }): 'update' | 'create' {
  return answer.id === null || answer.id === undefined ? 'create' : 'update';
}

/** Valuation failure from the third-party service yields zero low and high values. */
export const FAILED_VALUATION = Object.freeze({ trade_in_low: 0, trade_in_high: 0 });
