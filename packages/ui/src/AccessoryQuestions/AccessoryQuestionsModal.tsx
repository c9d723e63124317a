import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { FormModal } from '../Form/FormModal.tsx';
import { useForm } from '../Form/useForm.ts';
import type { AccessoryAnswer, AccessoryQuestion, Country } from '../internal/domain.ts';
import { answerValues, rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { useAnswerLabel } from './answerLabel.ts';

/** Each question needs an answer: "Choose an answer." rather than the text fields' "This field is required." */
const REQUIRED_MESSAGE = { required: 'deal.accessoryQuestions.required' } as const;

/** Why the questions are asked: before the accessory joins the deal, or to change the answers given. */
export const ACCESSORY_QUESTIONS_PURPOSES = ['add', 'change'] as const;
export type AccessoryQuestionsPurpose = (typeof ACCESSORY_QUESTIONS_PURPOSES)[number];

export type AccessoryQuestionsModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The accessory asking (its id keys the answers; its title heads the dialog). */
  readonly accessory: { readonly id: number; readonly title: string };
  /** Its questions, as `GET /api/aftermarket/accessory/get_questions/` words them in the page's language. */
  readonly questions: readonly AccessoryQuestion[];
  /** The answers given so far (any accessory's: only this one's are read). */
  readonly answers?: readonly AccessoryAnswer[];
  readonly purpose?: AccessoryQuestionsPurpose;
  /** The dealer's country (the form's rules take it; questions have no country-specific rule). */
  readonly country?: Country;
  /** Every question answered with one of its values, in the questions' order. */
  readonly onSubmit: (answers: AccessoryAnswer[]) => void;
  /** Where focus goes when it closes (default: the element that had it when it opened). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/**
 * The questions an accessory asks before it joins a deal: one group of radio buttons per question
 * (yes or no, or the question's choices), each required; the submit adds the accessory with its
 * answers (`purpose="add"`) or saves changed answers (`"change"`). Closing it adds nothing.
 */
export function AccessoryQuestionsModal({
  open,
  onOpenChange,
  accessory,
  questions,
  answers = [],
  purpose = 'add',
  country = 'CA',
  onSubmit,
  returnFocus,
}: AccessoryQuestionsModalProps): ReactNode {
  const t = useUiText();
  const label = useAnswerLabel();
  const items = useMemo(
    () => questions.map((q) => ({ field: q.id, rules: [rules.required()], messages: REQUIRED_MESSAGE })),
    [questions],
  );
  const initialValues = Object.fromEntries(
    questions.map((q) => [
      q.id,
      answers.find((a) => a.accessory === accessory.id && a.question === q.id)?.answer ?? '',
    ]),
  );
  const form = useForm({
    items,
    initialValues,
    country,
    onSubmit: (values) =>
      onSubmit(
        questions.map((q) => ({ accessory: accessory.id, question: q.id, answer: values[q.id] ?? '' })),
      ),
  });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('deal.accessoryQuestions.title', { title: accessory.title })}
      description={t('deal.accessoryQuestions.text')}
      name="accessory-questions"
      form={form}
      submitLabel={t(purpose === 'add' ? 'deal.accessoryQuestions.add' : 'deal.accessoryQuestions.save')}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {questions.map((q, n) => (
        <RadioGroup
          key={q.id}
          // The first question takes focus as the dialog opens (not its Close button).
          autoFocus={n === 0}
          {...form.field(q.id)}
          messages={REQUIRED_MESSAGE}
          label={q.text}
          orientation={q.kind === 'yes_no' ? 'horizontal' : 'vertical'}
          options={answerValues(q).map((value) => ({
            id: value,
            label: label(q, value),
          }))}
        />
      ))}
    </FormModal>
  );
}
