import { useCallback } from 'react';
import type { AccessoryQuestion } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';

/**
 * The words of an answer: Yes or No in the page's language for a yes/no question, the choice's
 * label for a choice (the value itself when the question no longer offers it).
 */
export function useAnswerLabel(): (
  question: Pick<AccessoryQuestion, 'kind' | 'choices'>,
  answer: string,
) => string {
  const t = useUiText();
  return useCallback(
    (question, answer) => {
      if (question.kind === 'yes_no')
        return answer === 'yes'
          ? t('deal.accessoryQuestions.yes')
          : answer === 'no'
            ? t('deal.accessoryQuestions.no')
            : answer;
      return question.choices.find((c) => c.value === answer)?.label ?? answer;
    },
    [t],
  );
}
