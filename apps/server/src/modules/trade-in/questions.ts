/**
 * The trade-in questions (spec 3 §3 question keys): the list the server answers in the request's
 * language, `export_import_usa` for a Canadian dealer only, and the answer each key takes (a yes or
 * no; the terms must be accepted; active payments: N none, F financing, L leasing).
 */
import {
  ACTIVE_PAYMENT_VALUES,
  CANADA_ONLY_QUESTION_KEYS,
  TRADE_IN_QUESTION_KEYS,
  type TradeInQuestion,
  type TradeInQuestionKey,
} from '@storefront/domain';
import type { DealerRow } from '../../db/schema.ts';

type Text = { en: string; fr: string };

const QUESTIONS: Readonly<Record<TradeInQuestionKey, { id: number; text: Text }>> = {
  accepted_terms: {
    id: 1,
    text: {
      en: 'I confirm that what I tell about my vehicle is accurate, and that the offer depends on an inspection.',
      fr: 'Je confirme que ce que je dis de mon véhicule est exact et que l’offre dépend d’une inspection.',
    },
  },
  involved_in_accident: {
    id: 2,
    text: { en: 'Has the vehicle been in an accident?', fr: 'Le véhicule a-t-il eu un accident\u202f?' },
  },
  paint_work_performed: {
    id: 3,
    text: { en: 'Has any paint work been done?', fr: 'Des travaux de peinture ont-ils été faits\u202f?' },
  },
  repairs_other_than_maintainence: {
    id: 4,
    text: {
      en: 'Has it had repairs other than regular maintenance?',
      fr: 'A-t-il eu des réparations autres que l’entretien courant\u202f?',
    },
  },
  has_unexpired_protection_coverage: {
    id: 5,
    text: {
      en: 'Is a protection plan or extended warranty still running on it?',
      fr: 'Un plan de protection ou une garantie prolongée est-il encore en vigueur\u202f?',
    },
  },
  making_active_payments: {
    id: 6,
    text: {
      en: 'Are you still making payments on it?',
      fr: 'Faites-vous encore des paiements sur ce véhicule\u202f?',
    },
  },
  export_import_usa: {
    id: 7,
    text: {
      en: 'Was the vehicle imported from the USA?',
      fr: 'Le véhicule a-t-il été importé des États-Unis\u202f?',
    },
  },
};

const PAYMENT_CHOICES: Readonly<Record<(typeof ACTIVE_PAYMENT_VALUES)[number], Text>> = {
  N: { en: 'No', fr: 'Non' },
  F: { en: 'Yes, a loan', fr: 'Oui, un prêt' },
  L: { en: 'Yes, a lease', fr: 'Oui, une location' },
};

/** The dealer's question keys, in order. */
export function questionKeys(dealer: Pick<DealerRow, 'country'>): TradeInQuestionKey[] {
  return TRADE_IN_QUESTION_KEYS.filter(
    (k) => dealer.country === 'CA' || !CANADA_ONLY_QUESTION_KEYS.includes(k),
  );
}

export function questionList(dealer: Pick<DealerRow, 'country'>, language: string): TradeInQuestion[] {
  const lang = language === 'fr' ? 'fr' : 'en';
  return questionKeys(dealer).map((key) => ({
    id: QUESTIONS[key].id,
    key,
    text: QUESTIONS[key].text[lang],
    ...(key === 'making_active_payments'
      ? { choices: ACTIVE_PAYMENT_VALUES.map((value) => ({ value, label: PAYMENT_CHOICES[value][lang] })) }
      : {}),
  }));
}

/**
 * A trade-in's answer as staff read it, in the language: the question's text and the answer (yes or
 * no; the active payments' choice).
 */
export function answerText(
  key: TradeInQuestionKey,
  response: boolean | string,
  language: string,
): { question: TradeInQuestionKey; text: string; answer: string } {
  const lang = language === 'fr' ? 'fr' : 'en';
  const choice = PAYMENT_CHOICES[response as (typeof ACTIVE_PAYMENT_VALUES)[number]];
  const yesNo = response === true ? { en: 'Yes', fr: 'Oui' } : { en: 'No', fr: 'Non' };
  const answer = key === 'making_active_payments' && choice ? choice[lang] : yesNo[lang];
  return { question: key, text: QUESTIONS[key]?.text[lang] ?? key, answer };
}

/** The error of a response to a key, or null when it is one the key takes. */
export function responseError(key: TradeInQuestionKey, response: unknown): string | null {
  if (key === 'making_active_payments') {
    return (ACTIVE_PAYMENT_VALUES as readonly unknown[]).includes(response) ? null : 'Choose N, F or L.';
  }
  if (typeof response !== 'boolean') return 'Answer true or false.';
  if (key === 'accepted_terms' && !response) return 'Accept the terms to continue.';
  return null;
}
