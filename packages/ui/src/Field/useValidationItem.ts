import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  Country,
  MessageSources,
  ValidationError,
  ValidationEvent,
  ValidationRule,
} from '../internal/domain.ts';
import { validateItem } from '../internal/domain.ts';

export type ValidationProps = {
  /** The domain's rules (`rules.required()`, `rules.email()`, ...), run in order; the first error shows. */
  readonly rules?: readonly ValidationRule[] | undefined;
  /** Custom message ids or texts per rule name. */
  readonly messages?: Readonly<Record<string, string>> | undefined;
  /**
   * Where messages are looked up, in the spec's order: field-specific, rule, credit-application,
   * default (the domain's `MessageSources`; default: the rule messages).
   */
  readonly messageSources?: MessageSources | undefined;
  /** The dealer's country, for postal-code and phone rules. Default CA. */
  readonly country?: Country | undefined;
  /** Every value of the form, for cross-field rules. */
  readonly formValues?: Readonly<Record<string, unknown>> | undefined;
  /**
   * Error from the server (400 field errors) or from a submit: shown until the value changes.
   * A message id of the kit or app, or plain text.
   */
  readonly serverError?: string | undefined;
  /** Show errors even before the field is left once (the form sets it after a submit attempt). */
  readonly showErrors?: boolean | undefined;
  /**
   * Show an error once the field has been left (default). A `useForm` form turns it off: its errors
   * show from the first submit on, so that none appears above the submit button as the shopper
   * reaches for it (README, "When errors show").
   */
  readonly showErrorsOnLeave?: boolean | undefined;
};

export type ValidationState = {
  /** The localised error to show, or null. */
  readonly error: string | null;
  /** Runs the rules for an event (input, change, focusout) with a value. */
  readonly run: (event: ValidationEvent, value: unknown) => void;
};

/**
 * Wraps the domain's framework-free validation item: rules run on input, change and focusout; the
 * first error wins; empty values skip every rule but `required`. Errors are shown once the field
 * has been left (on a `useForm` form: from the first submit on); corrections clear them at once.
 */
export function useValidationItem(field: string, value: unknown, props: ValidationProps): ValidationState {
  const intl = useIntl();
  const {
    rules,
    messages,
    messageSources,
    country = 'CA',
    formValues,
    serverError,
    showErrors = false,
    showErrorsOnLeave = true,
  } = props;
  const [outcome, setOutcome] = useState<ValidationError | null>(null);
  const [touched, setTouched] = useState(false);
  const serverValue = useRef<unknown>(value);
  const [serverShown, setServerShown] = useState(serverError !== undefined);

  // A new server error is shown until the value differs from the one it was reported for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is read only when the server error changes
  useEffect(() => {
    serverValue.current = value;
    setServerShown(serverError !== undefined);
  }, [serverError]);

  const run = useCallback(
    (event: ValidationEvent, next: unknown) => {
      if (event === 'focusout') setTouched(true);
      if (next !== serverValue.current) setServerShown(false);
      if (rules === undefined || rules.length === 0) return;
      const result = validateItem(
        { field, rules, ...(messages ? { messages } : {}) },
        next,
        event,
        { values: { ...formValues, [field]: next }, country, today: new Date(), locale: intl.locale },
        messageSources,
      );
      if (result.ran) setOutcome(result.valid ? null : result.error);
    },
    [field, rules, messages, messageSources, country, formValues, intl.locale],
  );

  // Rules re-run when the form asks to show errors (submit) so the message matches the value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at submit time only
  useEffect(() => {
    if (showErrors) run('submit', value);
  }, [showErrors]);

  const format = (id: string, params: Readonly<Record<string, string | number>> = {}): string =>
    id in intl.messages ? intl.formatMessage({ id }, params) : id;

  if (serverShown && serverError !== undefined) return { error: format(serverError), run };
  if (outcome !== null && ((touched && showErrorsOnLeave) || showErrors))
    return { error: format(outcome.message, outcome.params), run };
  return { error: null, run };
}
