import type { ReactNode } from 'react';
import * as deal from '../deal/deal.css.ts';
import { useUiText } from '../intl/useUiText.ts';

/** A question an accessory asked and the shopper's answer, in words (`useAnswerLabel`). */
export type AnsweredQuestion = { readonly question: string; readonly answer: string };

/**
 * An accessory's answers where the deal lists it (the cart's line, the review's line): "question:
 * answer" each, a list named "Your answers"; nothing without answers.
 */
export function AnswerLines({
  answers,
}: {
  readonly answers?: readonly AnsweredQuestion[] | undefined;
}): ReactNode {
  const t = useUiText();
  if (answers === undefined || answers.length === 0) return null;
  return (
    <ul className={`${deal.list} ${deal.muted}`} aria-label={t('deal.accessory.answers')}>
      {answers.map((a) => (
        <li key={a.question}>{t('deal.accessory.answerLine', a)}</li>
      ))}
    </ul>
  );
}
