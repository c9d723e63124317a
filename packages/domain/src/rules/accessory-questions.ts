/**
 * The questions an accessory asks before it joins a deal (accessory-questions/), as rules both the
 * server and the storefront apply:
 * - an answer is one of the question's values: `yes`/`no`, or a value of its choices;
 * - an accessory is answered when each of its questions has a valid answer;
 * - a deal keeps answers only for accessories it holds, one per question, in the questions' order.
 */
import { type AccessoryAnswer, type AccessoryQuestion, YES_NO_ANSWERS } from '../schemas/addons.ts';

type QuestionShape = Pick<AccessoryQuestion, 'id' | 'kind'> & { choices: readonly { value: string }[] };

/** The values a question accepts. */
export function answerValues(question: QuestionShape): readonly string[] {
  return question.kind === 'yes_no' ? YES_NO_ANSWERS : question.choices.map((c) => c.value);
}

export function isValidAnswer(question: QuestionShape, answer: string): boolean {
  return answerValues(question).includes(answer);
}

/** The questions of an accessory that the answers leave without a valid answer. */
export function unansweredQuestions<Q extends QuestionShape>(
  accessoryId: number,
  questions: readonly Q[],
  answers: readonly AccessoryAnswer[],
): Q[] {
  return questions.filter(
    (q) =>
      !answers.some((a) => a.accessory === accessoryId && a.question === q.id && isValidAnswer(q, a.answer)),
  );
}

/**
 * The answers a deal keeps: those of accessories it holds, to questions those accessories ask, with a
 * valid value; the last answer to a question wins; ordered as the accessories and their questions.
 */
export function keptAnswers(
  accessoryIds: readonly number[],
  questionsOf: (accessoryId: number) => readonly QuestionShape[],
  answers: readonly AccessoryAnswer[],
): AccessoryAnswer[] {
  const kept: AccessoryAnswer[] = [];
  for (const accessory of accessoryIds) {
    for (const question of questionsOf(accessory)) {
      const last = answers.findLast((a) => a.accessory === accessory && a.question === question.id);
      if (last && isValidAnswer(question, last.answer))
        kept.push({ accessory, question: question.id, answer: last.answer });
    }
  }
  return kept;
}
