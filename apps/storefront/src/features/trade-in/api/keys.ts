import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The trade-in feature's query keys (../../../shared/api/queryKeys.ts). */
export const tradeInKeys = {
  /** The signed-in customer's trade-ins of an order. */
  ofOrder: dealerScoped<[orderId: number]>('trade-ins'),
  /** The dealer's trade-in questions in a language. */
  questions: dealerScoped<[language: string]>('trade-in-questions'),
  /** A trade-in's answers to them (trade-in 2). */
  answers: dealerScoped<[tradeIn: number]>('trade-in-answers'),
  /** A trade-in's six photos (trade-in 2). */
  photos: dealerScoped<[tradeIn: number]>('trade-in-photos'),
};
