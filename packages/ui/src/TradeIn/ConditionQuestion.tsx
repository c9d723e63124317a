import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUiText } from '../intl/useUiText.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';

export type ConditionQuestionProps = {
  readonly name: string;
  /** The question, as the server words it in the page's language. */
  readonly question: ReactNode;
  /** Yes, no, or not answered yet (null). */
  readonly value: boolean | null;
  readonly onChange: (value: boolean) => void;
  /**
   * What a yes does to the estimate, in basis points of it (the domain's
   * `TRADE_IN_CONDITION_BASIS_POINTS`): said under the question, so the shopper knows before answering.
   */
  readonly basisPoints?: number;
};

/**
 * A trade-in condition question (spec 3 §3 question keys): yes or no side by side, arrow keys move
 * between them, and what a yes does to the estimate said as the group's description.
 */
export function ConditionQuestion({
  name,
  question,
  value,
  onChange,
  basisPoints,
}: ConditionQuestionProps): ReactNode {
  const t = useUiText();
  const { locale } = useIntl();
  const effect =
    basisPoints === undefined || basisPoints === 0
      ? undefined
      : t(basisPoints < 0 ? 'ui.tradeIn.condition.lowers' : 'ui.tradeIn.condition.raises', {
          percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
            Math.abs(basisPoints) / 10_000,
          ),
        });
  return (
    <RadioGroup
      name={name}
      label={question}
      orientation="horizontal"
      {...(effect === undefined ? {} : { description: effect })}
      options={[
        { id: 'yes', label: t('ui.tradeIn.condition.yes') },
        { id: 'no', label: t('ui.tradeIn.condition.no') },
      ]}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
    />
  );
}
