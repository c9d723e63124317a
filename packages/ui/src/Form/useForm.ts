import type { FormEvent, RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Country, ValidationItem, ValidationRule } from '../internal/domain.ts';
import { validateForm } from '../internal/domain.ts';

/** The server's key for form-level errors (the domain's `NON_FIELD_ERRORS`; `useForm.test.ts` checks they agree). */
export const NON_FIELD_ERRORS = 'non_field_errors';

/** The server's 400 field errors as the app hands them over: `{ field: [messages] }`, `non_field_errors` for the form. */
export type FormServerErrors = Readonly<Record<string, readonly string[]>>;

export type UseFormOptions<V extends Record<string, string>> = {
  /** The client rules: the domain's validation items, in the order of the fields on screen. */
  readonly items: readonly ValidationItem[];
  readonly initialValues: V;
  /** The dealer's country, for postal-code and phone rules. */
  readonly country: Country;
  /** The server's field errors; each shows under its field until the shopper changes that value. */
  readonly serverErrors?: FormServerErrors | undefined;
  /**
   * Where the server's form-level errors (`non_field_errors`, or a field the form does not show)
   * go: under this field, or (default) in the form's error summary.
   */
  readonly formErrorsOn?: (keyof V & string) | undefined;
  /** What the rules check and `onSubmit` receives (trimmed, normalised); default the values as typed. */
  readonly prepare?: ((values: V) => V) | undefined;
  /**
   * Fields the form shows beyond `items` (a consent's box) that are invalid now, in screen order:
   * they stop the submit and the first takes focus when no item is invalid.
   */
  readonly invalidBeyondItems?: (() => readonly string[]) | undefined;
  /** Server error keys the form shows itself, outside `items` (a consent's): kept out of the summary. */
  readonly showsServerError?: ((key: string) => boolean) | undefined;
  /** Called with the prepared values once every client rule passes. */
  readonly onSubmit: (values: V) => void;
};

/** What a field component (`TextField`, `RadioGroup`, ...) takes from the form. */
export type FormFieldProps<V extends Record<string, string>, K extends keyof V & string> = {
  readonly name: K;
  readonly value: V[K];
  readonly onChange: (value: string) => void;
  readonly rules: readonly ValidationRule[];
  readonly country: Country;
  readonly formValues: V;
  readonly showErrors: boolean;
  /** Always false: a form's errors show from its first submit on, not as a field is left. */
  readonly showErrorsOnLeave: false;
  readonly serverError: string | undefined;
  readonly isRequired: boolean;
};

export type FormState<V extends Record<string, string>> = {
  readonly values: V;
  /** A setter per field: `onChange={form.set('email')}`. */
  readonly set: (field: keyof V & string) => (value: string) => void;
  /** Everything a kit field needs: `<TextField {...form.field('email')} label="…" />`. */
  readonly field: <K extends keyof V & string>(name: K) => FormFieldProps<V, K>;
  /** The rules of one field (for a field the kit does not wrap). */
  readonly rulesOf: (field: string) => readonly ValidationRule[];
  /**
   * Errors show from the first submit on (not as a field is left: an error inserted then would move
   * the submit button under the shopper's finger), then follow each correction as it is typed.
   */
  readonly showErrors: boolean;
  /** The server's form-level error for the summary, when it has no field to go to. */
  readonly formError: string | undefined;
  /** Spread on the `<form>`: no browser validation, the submit handler, the ref focus moves through. */
  readonly formProps: {
    readonly ref: RefObject<HTMLFormElement | null>;
    readonly noValidate: true;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
};

/**
 * The control of a field that takes focus: a list's button (`SelectField`: its hidden `<select>`
 * takes no keyboard and hands focus on to nothing), else its input, text area, or checked/first radio.
 */
const focusTarget = (form: HTMLFormElement, field: string): HTMLElement | null =>
  form.querySelector<HTMLElement>(`[data-field="${field}"] button[aria-haspopup="listbox"]`) ??
  form.querySelector<HTMLElement>(
    [`input`, `textarea`, `select`, `[role="radio"][aria-checked="true"]`, `[role="radio"]`]
      .map((control) => `[data-field="${field}"] ${control}`)
      .join(', '),
  );

/**
 * The server errors' content as one string: a page may build a new object each render, and only a
 * change of what the server said is a new answer.
 */
const serverErrorsKey = (errors: FormServerErrors | undefined): string =>
  JSON.stringify(
    Object.entries(errors ?? {})
      .filter(([, messages]) => messages.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * A form's state on the domain's validation items: values, the rules of each field, when errors
 * show, the server's field errors merged in (a field's own first, form-level ones in the summary or
 * on a chosen field), and the submit: every rule runs, focus goes to the first invalid field (once
 * its error has rendered), and only valid values reach `onSubmit`. A server answer that refuses
 * fields the form shows moves focus to the first of them, in screen order, as the client's own
 * checks do (errors present when the form mounts move nothing; the same answer again after a
 * submit does, when the page cleared its errors while the call ran).
 */
export function useForm<V extends Record<string, string>>({
  items,
  initialValues,
  country,
  serverErrors,
  formErrorsOn,
  prepare,
  invalidBeyondItems,
  showsServerError,
  onSubmit,
}: UseFormOptions<V>): FormState<V> {
  const intl = useIntl();
  const [values, setValues] = useState<V>(initialValues);
  const [showErrors, setShowErrors] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  const rulesOf = useCallback(
    (field: string): readonly ValidationRule[] => items.find((item) => item.field === field)?.rules ?? [],
    [items],
  );
  const set = (field: keyof V & string) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const shown = new Set(items.map((item) => item.field));
  const formLevel = [
    ...(serverErrors?.[NON_FIELD_ERRORS] ?? []),
    ...Object.entries(serverErrors ?? {})
      .filter(
        ([field]) => field !== NON_FIELD_ERRORS && !shown.has(field) && !(showsServerError?.(field) ?? false),
      )
      .flatMap(([, messages]) => messages),
  ];
  const serverErrorOf = (field: string): string | undefined =>
    serverErrors?.[field]?.[0] ?? (field === formErrorsOn ? formLevel[0] : undefined);

  // Focus follows a new server answer to the first field it refuses (once its error has rendered).
  const serverKey = serverErrorsKey(serverErrors);
  const answered = useRef(serverKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server answer moves focus
  useEffect(() => {
    if (answered.current === serverKey) return;
    answered.current = serverKey;
    const first = items.find((item) => serverErrorOf(item.field) !== undefined)?.field;
    if (first === undefined) return;
    const frame = requestAnimationFrame(() => {
      const form = ref.current;
      if (form) focusTarget(form, first)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [serverKey]);

  const field = <K extends keyof V & string>(name: K): FormFieldProps<V, K> => {
    const fieldRules = rulesOf(name);
    return {
      name,
      value: values[name],
      onChange: set(name),
      rules: fieldRules,
      country,
      formValues: values,
      showErrors,
      showErrorsOnLeave: false,
      serverError: serverErrorOf(name),
      // Required now: a conditional requirement (`requiredIf`) marks the field only while it applies
      // (an other income's source once there is an amount), as the rules then enforce it.
      isRequired: fieldRules.some(
        (rule) =>
          rule.name === 'required' &&
          !rule.test('', { field: name, values, country, today: new Date(), locale: intl.locale }),
      ),
    };
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setShowErrors(true);
    const prepared = prepare ? prepare(values) : values;
    const errors = validateForm(items, prepared, { country, today: new Date(), locale: intl.locale });
    const first = items.find((item) => errors[item.field] !== undefined)?.field ?? invalidBeyondItems?.()[0];
    if (first === undefined) {
      onSubmit(prepared);
      return;
    }
    // Focus the first invalid field once its error has rendered (its description then names it).
    requestAnimationFrame(() => {
      const form = ref.current;
      if (form) focusTarget(form, first)?.focus();
    });
  };

  return {
    values,
    set,
    field,
    rulesOf,
    showErrors,
    formError: formErrorsOn === undefined ? formLevel[0] : undefined,
    formProps: { ref, noValidate: true, onSubmit: onFormSubmit },
  };
}
