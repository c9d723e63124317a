import { type AnsweredQuestion, useAnswerLabel } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { getAccessoryQuestions } from './api/accessoryQuestions.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import { useDealContext } from './useDeal.ts';

// An accessory's questions and the deal's answers to them: the accessories step's chunk, the cart's
// dialog and the review's (never the vehicle page's first load).

/**
 * The questions the vehicle's accessories ask before they are added, once one of them asks some. A
 * failed answer leaves them out: such an accessory is then added without answers (the dealership sees
 * its questions open on the customer's page), rather than not at all.
 */
export function useAccessoryQuestions(vehicleId: number, asked: boolean) {
  const { http, dealerCode } = useApi();
  return useQuery({
    queryKey: buildAndPriceKeys.accessoryQuestions(dealerCode, vehicleId),
    queryFn: () => getAccessoryQuestions(http, vehicleId),
    enabled: asked,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The deal's answers where its accessories are listed (the cart, the review): by accessory id, each
 * question the accessory asks that has an answer, in the questions' order, in the page's language.
 */
export function useAnsweredQuestions(): Record<string, AnsweredQuestion[]> {
  const { vehicle, cart } = useDealContext();
  const given = cart.accessoryAnswers ?? [];
  const questions = useAccessoryQuestions(vehicle.id, given.length > 0);
  const label = useAnswerLabel();
  const answered: Record<string, AnsweredQuestion[]> = {};
  for (const { accessory, questions: asked } of questions.data ?? []) {
    for (const question of asked) {
      const answer = given.find((a) => a.accessory === accessory && a.question === question.id);
      if (answer === undefined) continue;
      answered[accessory] ??= [];
      answered[accessory].push({ question: question.text, answer: label(question, answer.answer) });
    }
  }
  return answered;
}
