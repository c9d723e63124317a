import type { ReactNode } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel, FieldTexts } from '../Field/FieldParts.tsx';
import { inputModeFor, maskValue } from '../Field/masks.ts';
import type { ValidationProps } from '../Field/useValidationItem.ts';
import { useValidationItem } from '../Field/useValidationItem.ts';

export const TEXT_FIELD_TYPES = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export type TextFieldProps = ValidationProps & {
  /** Form field name; also the validation item's field. */
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly type?: TextFieldType;
  readonly description?: ReactNode;
  readonly placeholder?: string;
  /** Shows the required mark and sets `aria-required`; add `rules.required()` to enforce it. */
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly isReadOnly?: boolean;
  readonly autoComplete?: string;
  /** A domain mask (`#` digit, `A` letter), e.g. `inputMask('phone', 'CA')`. */
  readonly mask?: string;
  /**
   * What the field keeps of each input instead of a mask (a date field's own typing rule, e.g. the
   * domain's `dateFieldTyping`); the mask is then ignored.
   */
  readonly transform?: ((raw: string) => string) | undefined;
  /**
   * The value written once the field is left (e.g. the domain's `formatMoneyField`: `85000,00` ->
   * `85 000`); the rules run on it.
   */
  readonly formatOnBlur?: ((value: string) => string) | undefined;
  readonly maxLength?: number;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'decimal' | 'search' | 'url';
  readonly autoFocus?: boolean;
  readonly className?: string;
};

/** Text input with label, description, mask and the domain's validation item. */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  description,
  placeholder,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoComplete,
  mask,
  transform,
  formatOnBlur,
  maxLength,
  inputMode,
  autoFocus,
  className,
  ...validation
}: TextFieldProps): ReactNode {
  const { error, run } = useValidationItem(name, value, validation);
  return (
    <AriaTextField
      name={name}
      type={type}
      value={value}
      onChange={(raw) => {
        const next = transform ? transform(raw) : maskValue(raw, mask);
        onChange(next);
        run('input', next);
      }}
      onBlur={() => {
        const formatted = formatOnBlur ? formatOnBlur(value) : value;
        if (formatted !== value) onChange(formatted);
        run('focusout', formatted);
        onBlur?.();
      }}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={error !== null}
      validationBehavior="aria"
      // react-aria links the description to the input (aria-describedby) by whether one was there
      // when its props last changed: told of it, a description that appears later (a lookup's answer
      // under a postal code) is read with the field too. Its TextField forwards the prop to useField.
      {...({ description: description !== undefined } as object)}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      className={className === undefined ? fieldStyles.field : `${fieldStyles.field} ${className}`}
      data-field={name}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <Input
        className={fieldStyles.control}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode ?? (mask === undefined || transform ? undefined : inputModeFor(mask))}
        autoFocus={autoFocus}
      />
      <FieldTexts description={description} error={error} />
    </AriaTextField>
  );
}
