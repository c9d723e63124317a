import { describe, expect, it } from 'vitest';
import {
  answerValues,
  isValidAnswer,
  keptAnswers,
  unansweredQuestions,
} from '../../src/rules/accessory-questions.ts';
import { orderUpdateBodySchema } from '../../src/schemas/order.ts';

const brakes = { id: 'tow_brake_controller', kind: 'yes_no' as const, choices: [] };
const ball = {
  id: 'tow_ball_size',
  kind: 'choice' as const,
  choices: [{ value: '1-7/8' }, { value: '2' }, { value: '2-5/16' }],
};
const HITCH = 7;
const STARTER = 3;
const questions = (id: number) => (id === HITCH ? [brakes, ball] : []);

describe('accessory questions', () => {
  it('accepts yes or no for a yes/no question and a choice value for a choice', () => {
    expect(answerValues(brakes)).toEqual(['yes', 'no']);
    expect(isValidAnswer(brakes, 'yes')).toBe(true);
    expect(isValidAnswer(brakes, 'maybe')).toBe(false);
    expect(isValidAnswer(ball, '2')).toBe(true);
    expect(isValidAnswer(ball, '2 in')).toBe(false);
  });

  it('names the questions left without a valid answer', () => {
    expect(unansweredQuestions(HITCH, [brakes, ball], [])).toEqual([brakes, ball]);
    expect(
      unansweredQuestions(
        HITCH,
        [brakes, ball],
        [
          { accessory: HITCH, question: 'tow_brake_controller', answer: 'no' },
          { accessory: HITCH, question: 'tow_ball_size', answer: '3' },
        ],
      ),
    ).toEqual([ball]);
    // An answer given for another accessory answers nothing here.
    expect(
      unansweredQuestions(
        HITCH,
        [brakes],
        [{ accessory: STARTER, question: 'tow_brake_controller', answer: 'no' }],
      ),
    ).toEqual([brakes]);
  });

  it('keeps the answers of accessories in the deal only, the last per question, in question order', () => {
    const answers = [
      { accessory: HITCH, question: 'tow_ball_size', answer: '2' },
      { accessory: HITCH, question: 'tow_brake_controller', answer: 'yes' },
      { accessory: HITCH, question: 'tow_ball_size', answer: '2-5/16' },
      { accessory: HITCH, question: 'unknown', answer: 'yes' },
      { accessory: STARTER, question: 'remote_start_app', answer: 'yes' },
    ];
    expect(keptAnswers([HITCH], questions, answers)).toEqual([
      { accessory: HITCH, question: 'tow_brake_controller', answer: 'yes' },
      { accessory: HITCH, question: 'tow_ball_size', answer: '2-5/16' },
    ]);
    expect(keptAnswers([], questions, answers)).toEqual([]);
    // A last answer that is not a value drops the question's answer.
    expect(
      keptAnswers([HITCH], questions, [
        { accessory: HITCH, question: 'tow_ball_size', answer: '2' },
        { accessory: HITCH, question: 'tow_ball_size', answer: '9' },
      ]),
    ).toEqual([]);
  });

  it('lets a customer write answers on an order, and refuses empty or oversized ones', () => {
    const ok = orderUpdateBodySchema.safeParse({
      accessory_answers: [{ accessory: HITCH, question: 'tow_ball_size', answer: ' 2 ' }],
    });
    expect(ok.success && ok.data.accessory_answers).toEqual([
      { accessory: HITCH, question: 'tow_ball_size', answer: '2' },
    ]);
    for (const bad of [
      { accessory: HITCH, question: '', answer: 'yes' },
      { accessory: HITCH, question: 'q', answer: 'x'.repeat(61) },
      { accessory: -1, question: 'q', answer: 'yes' },
      { accessory: HITCH, question: 'q', answer: 'yes', label: 'Yes' },
    ])
      expect(orderUpdateBodySchema.safeParse({ accessory_answers: [bad] }).success).toBe(false);
  });
});
