import {
  ACTIVE_PAYMENT_VALUES,
  changedImages,
  TRADE_IN_QUESTION_KEYS,
  type TradeInAnswer,
  type TradeInAnswerBody,
  type TradeInCatalogueVehicle,
  type TradeInImageField,
  type TradeInImages,
  type TradeInQuestion,
  type TradeInQuestionKey,
} from '@storefront/domain';
import { EMPTY_LIEN, type LienDraft } from './context.ts';
import { storedLien } from './save.ts';
import type { StoredTradeIn2 } from './state.ts';
import { storedCatalogueVehicle } from './storedVehicle.ts';

/** The trade-in 2 draft: the VIN as typed (upper-cased), its vehicle, the odometer as typed, the answers. */
export interface TradeIn2Draft {
  vin: string;
  vehicle: TradeInCatalogueVehicle | null;
  odometer: string;
  answers: Partial<Record<TradeInQuestionKey, boolean | string>>;
  /** The figures of the active payments as typed (the answer itself is `answers.making_active_payments`). */
  lien: LienDraft;
}

export const EMPTY_TRADE_IN_2_DRAFT: TradeIn2Draft = {
  vin: '',
  vehicle: null,
  odometer: '',
  answers: {},
  lien: EMPTY_LIEN,
};

/** The draft's active payments: the payments question's answer and the figures it asks for. */
export function tradeIn2Lien(draft: TradeIn2Draft): LienDraft {
  const answer = draft.answers.making_active_payments;
  return {
    ...draft.lien,
    answer: (ACTIVE_PAYMENT_VALUES as readonly unknown[]).includes(answer)
      ? (answer as LienDraft['answer'])
      : null,
  };
}

/** The largest photo the server takes (10 MB) and the types it takes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be a photo before it is sent (the server checks its content again), or null. */
export function photoFileError(file: { size: number; type: string }): 'tooLarge' | 'notImage' | null {
  if (file.type !== '' && !PHOTO_TYPES.includes(file.type)) return 'notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

/** The questions not answered yet (the terms count only accepted), in the server's order. */
export function unansweredQuestions(
  questions: readonly Pick<TradeInQuestion, 'key'>[],
  answers: TradeIn2Draft['answers'],
): TradeInQuestionKey[] {
  return questions
    .map((q) => q.key)
    .filter((key) => {
      const answer = answers[key];
      if (key === 'accepted_terms') return answer !== true;
      if (key === 'making_active_payments')
        return !(ACTIVE_PAYMENT_VALUES as readonly unknown[]).includes(answer);
      return typeof answer !== 'boolean';
    });
}

/**
 * The answers to send after the trade-in is saved (spec 3 §4): each question the dealer asks, with the
 * id of the trade-in's answer to it when there is one (then changed, else created); an answer the
 * server already has as it is not sent again.
 */
export function answersToSend(
  tradeIn: number,
  questions: readonly Pick<TradeInQuestion, 'key'>[],
  answers: TradeIn2Draft['answers'],
  existing: readonly TradeInAnswer[],
): { id: number | null; body: TradeInAnswerBody }[] {
  return questions.flatMap(({ key }) => {
    const response = answers[key];
    if (response === undefined) return [];
    const known = existing.find((a) => a.question === key);
    if (known && known.response === response) return [];
    return [
      {
        id: known?.id ?? null,
        body: { trade_in: tradeIn, question: key, response: response as TradeInAnswerBody['response'] },
      },
    ];
  });
}

/** The draft's answers from the trade-in's answers on the server. */
export function draftAnswersOf(existing: readonly TradeInAnswer[]): TradeIn2Draft['answers'] {
  return Object.fromEntries(
    existing
      .filter((a) => typeof a.response === 'boolean' || typeof a.response === 'string')
      .map((a) => [a.question, a.response as boolean | string]),
  );
}

/**
 * One turn of the photo watcher (spec 3 §4): the photos as known and the watcher's answer; the photos
 * to show when another device changed one (the angles that differ merged in), else null.
 */
export function watchedPhotos(
  known: Partial<TradeInImages>,
  polled: Partial<TradeInImages> & { changed: boolean },
): Partial<TradeInImages> | null {
  if (!polled.changed) return null;
  const changes = changedImages(known, polled);
  return Object.keys(changes).length ? { ...known, ...changes } : null;
}

/** The angles in the order the step shows them, and their message keys. */
export const PHOTO_ANGLES: readonly { field: TradeInImageField; key: string }[] = [
  { field: 'image_front', key: 'front' },
  { field: 'image_back', key: 'back' },
  { field: 'image_left', key: 'left' },
  { field: 'image_right', key: 'right' },
  { field: 'image_dashboard', key: 'dashboard' },
  { field: 'image_seat_interior', key: 'seat_interior' },
];

/** What the persisted store keeps of a trade-in 2 draft; null for an untouched one (nothing kept). */
export function storedTradeIn2Of(draft: TradeIn2Draft): StoredTradeIn2 | null {
  const { vin, vehicle, odometer, answers, lien } = draft;
  if (!vin && !vehicle && !odometer && Object.keys(answers).length === 0) return null;
  const { due, residual, payment, left } = lien;
  return { vin, vehicle, odometer, answers, lien: { due, residual, payment, left } };
}

const PAYMENT_ANSWERS: readonly unknown[] = ACTIVE_PAYMENT_VALUES;

/** A stored trade-in 2 draft read back (storage is not trusted: anything of another shape is no draft). */
export function tradeIn2DraftOf(stored: unknown): TradeIn2Draft | null {
  const s = stored as Partial<Record<keyof StoredTradeIn2, unknown>> | null | undefined;
  if (!s || typeof s !== 'object' || typeof s.vin !== 'string' || typeof s.odometer !== 'string') return null;
  const vehicle = storedCatalogueVehicle(s.vehicle);
  const a = s.answers && typeof s.answers === 'object' ? (s.answers as Record<string, unknown>) : {};
  const answers: TradeIn2Draft['answers'] = {};
  for (const key of TRADE_IN_QUESTION_KEYS) {
    const value = a[key];
    if (key === 'making_active_payments' ? PAYMENT_ANSWERS.includes(value) : typeof value === 'boolean')
      answers[key] = value as boolean | string;
  }
  return {
    vin: s.vin.toUpperCase().slice(0, 24),
    vehicle,
    odometer: s.odometer.slice(0, 24),
    answers,
    lien: { ...storedLien(s.lien), answer: null },
  };
}
