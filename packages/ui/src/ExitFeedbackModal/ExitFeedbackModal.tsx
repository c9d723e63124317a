import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useReducer, useState } from 'react';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel, FieldTexts } from '../Field/FieldParts.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { FeedbackAnswers, FeedbackReasonName, FeedbackState } from '../internal/domain.ts';
import {
  canSubmitFeedback,
  FEEDBACK_REASONS,
  feedbackPayload,
  feedbackPlaceholderId,
  feedbackReducer,
  INITIAL_FEEDBACK_STATE,
  isFeedbackTextRequired,
  RATING_MAX,
  RATING_MIN,
} from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './ExitFeedbackModal.css.ts';

const REASON_LABEL: Readonly<Record<FeedbackReasonName, UiMessageId>> = {
  confusing: 'ui.feedback.reason.confusing',
  browsing: 'ui.feedback.reason.browsing',
  not_ready: 'ui.feedback.reason.not_ready',
  other: 'ui.feedback.reason.other',
};
const REASON_NAMES = Object.keys(FEEDBACK_REASONS) as FeedbackReasonName[];
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export type ExitFeedbackModalProps = {
  readonly open: boolean;
  /** Closing before the survey is submitted is a dismissal; the app records it (permanent). */
  readonly onOpenChange: (open: boolean) => void;
  /**
   * The answers to POST to /api/customer/bounce-recovery/. When it returns a promise the success
   * step shows once it resolves; a rejection keeps the feedback step (show `serverErrors`).
   */
  readonly onSubmit: (answers: FeedbackAnswers) => void | Promise<void>;
  /** Server field errors: `non_field_errors` and `feedback` show on the feedback field. */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** Start at a given state (stories, or restoring a survey). */
  readonly initialState?: FeedbackState;
};

/**
 * Exit-intent feedback: did you find what you were looking for? Yes → rating → feedback → success;
 * No → why not → feedback → success. Back from feedback returns to why-not (clearing why_not and
 * feedback); back from rating clears the rating and feedback. The flow is the domain's reducer.
 */
export function ExitFeedbackModal({
  open,
  onOpenChange,
  onSubmit,
  serverErrors,
  initialState,
}: ExitFeedbackModalProps): ReactNode {
  const t = useUiText();
  const [state, dispatch] = useReducer(feedbackReducer, initialState ?? INITIAL_FEEDBACK_STATE);
  const [submitting, setSubmitting] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const textRequired = isFeedbackTextRequired(state);
  const serverError = serverErrors?.feedback?.[0] ?? serverErrors?.non_field_errors?.[0];
  const missing = showErrors && !canSubmitFeedback(state) ? 'validation.required' : undefined;

  const submit = async () => {
    setShowErrors(true);
    if (!canSubmitFeedback(state)) return;
    setSubmitting(true);
    try {
      await onSubmit(feedbackPayload(state));
      dispatch({ type: 'submitted' });
    } catch {
      // The app passes the server's field errors back in `serverErrors`.
    } finally {
      setSubmitting(false);
    }
  };

  const back = (
    <Button
      variant="ghost"
      tone="neutral"
      startIcon={<Icon name="chevronLeft" />}
      onClick={() => dispatch({ type: 'back' })}
    >
      {t('ui.feedback.back')}
    </Button>
  );

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={t('ui.feedback.title')} size="sm" data-modal="exit-feedback">
        <Modal.Body>
          <div className={styles.step} data-step={state.step}>
            {state.step === 'initial' ? (
              <>
                <p className={styles.question} id="feedback-question">
                  {t('ui.feedback.question')}
                </p>
                {/* biome-ignore lint/a11y/useSemanticElements: two buttons answering one question */}
                <div className={styles.choices} role="group" aria-labelledby="feedback-question">
                  <Button variant="outline" onClick={() => dispatch({ type: 'answer', found: true })}>
                    {t('ui.feedback.yes')}
                  </Button>
                  <Button variant="outline" onClick={() => dispatch({ type: 'answer', found: false })}>
                    {t('ui.feedback.no')}
                  </Button>
                </div>
              </>
            ) : null}

            {state.step === 'why-not' ? (
              <>
                <p className={styles.question} id="feedback-why-not">
                  {t('ui.feedback.whyNot')}
                </p>
                <ul className={styles.reasons} aria-labelledby="feedback-why-not">
                  {REASON_NAMES.map((name) => (
                    <li key={name}>
                      <Button
                        variant="outline"
                        tone="neutral"
                        fullWidth
                        onClick={() => dispatch({ type: 'why-not', reason: FEEDBACK_REASONS[name] })}
                      >
                        {t(REASON_LABEL[name])}
                      </Button>
                    </li>
                  ))}
                </ul>
                <div className={styles.actions}>{back}</div>
              </>
            ) : null}

            {state.step === 'rating' ? (
              <>
                <p className={styles.question} id="feedback-rating">
                  {t('ui.feedback.rating')}
                </p>
                {/* biome-ignore lint/a11y/useSemanticElements: a row of rating buttons */}
                <div className={styles.stars} role="group" aria-labelledby="feedback-rating">
                  {RATINGS.map((rating) => (
                    <button
                      key={rating}
                      type="button"
                      className={`${buttonReset} ${focusRing} ${styles.star}`}
                      aria-label={t('ui.feedback.stars', { count: rating })}
                      onClick={() => dispatch({ type: 'rate', rating })}
                    >
                      <Icon name="star" size={32} />
                    </button>
                  ))}
                </div>
                <div className={styles.actions}>{back}</div>
              </>
            ) : null}

            {state.step === 'feedback' ? (
              <form
                className={styles.step}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <AriaTextField
                  name="feedback"
                  value={state.feedback}
                  onChange={(feedback) => dispatch({ type: 'type', feedback })}
                  isRequired={textRequired}
                  isInvalid={missing !== undefined || serverError !== undefined}
                  validationBehavior="aria"
                  className={fieldStyles.field}
                  data-field="feedback"
                >
                  <FieldLabel required={textRequired}>{t('ui.feedback.comment')}</FieldLabel>
                  <TextArea
                    className={`${fieldStyles.control} ${styles.textarea}`}
                    placeholder={t(feedbackPlaceholderId(state.rating) as UiMessageId)}
                    data-rating={state.rating ?? undefined}
                  />
                  <FieldTexts
                    error={missing !== undefined ? t('validation.required') : (serverError ?? null)}
                  />
                </AriaTextField>
                <div className={styles.actions}>
                  {back}
                  <Button type="submit" loading={submitting}>
                    {t('ui.feedback.submit')}
                  </Button>
                </div>
              </form>
            ) : null}

            {state.step === 'success' ? (
              <div className={styles.success} role="status">
                <span className={styles.successIcon}>
                  <Icon name="check" size={28} />
                </span>
                <p className={styles.question}>{t('ui.feedback.success')}</p>
                <p style={{ margin: 0 }}>{t('ui.feedback.successText')}</p>
                <Modal.Close>
                  <Button>{t('ui.common.close')}</Button>
                </Modal.Close>
              </div>
            ) : null}
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
